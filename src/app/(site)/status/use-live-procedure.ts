"use client";
import { useEffect, useState } from "react";
import { queryProcedure, type ProcedureOutput, type ProcedurePath } from "@/trpc/fetch-procedure";
import { errorInfo } from "@/trpc/errors";

export interface LiveProcedure<T> {
  /** The last answer (kept while a reload runs or after a failed one). */
  data: T | undefined;
  /** The last reload's failure, cleared by the next answer. */
  error: Error | null;
  /** No answer and no failure yet. */
  loading: boolean;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

/**
 * A status panel's data: read on mount and again whenever `reloadKey` changes (after each round of
 * checks). `retries`: how often a 5xx answer is tried again (1 s, then 2 s later), as the pages'
 * query client does; 0 for a panel whose failure is the news.
 */
export function useLiveProcedure<Path extends ProcedurePath>(path: Path, reloadKey: number, retries: number): LiveProcedure<ProcedureOutput<Path>> {
  const [state, setState] = useState<LiveProcedure<ProcedureOutput<Path>>>({ data: undefined, error: null, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const data = await queryProcedure(path, undefined, signal);
          if (!signal.aborted) setState({ data, error: null, loading: false });
          return;
        } catch (error) {
          if (signal.aborted) return;
          if (attempt < retries && errorInfo(error, "").status >= 500) {
            await wait(1000 * 2 ** attempt, signal);
            if (signal.aborted) return;
            continue;
          }
          setState((previous) => ({ data: previous.data, error: error instanceof Error ? error : new Error(String(error)), loading: false }));
          return;
        }
      }
    })();
    return () => controller.abort();
  }, [path, reloadKey, retries]);
  return state;
}
