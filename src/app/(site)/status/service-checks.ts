/**
 * The checks behind /status's cards (spec part 2 §9: GET /api/health, /api/status/<service>), run
 * one after another on load, every 60 seconds and on demand (useServiceChecks).
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import { notifyError } from "@/components/notify-on-use";
import type { ProcedureOutput } from "@/trpc/fetch-procedure";
import { withoutPrefix, type CheckSample, type ServiceInfo, type ServiceKey, type ServiceStatus } from "@/app/(site)/status/status-model";

/** Spec part 2 §9: the checks run again every 60 seconds. */
const REFRESH_MS = 60_000;

/** What a successful check tells us, in one shape for /api/health and the /api/status/* calls. */
interface CheckAnswer {
  status: "operational" | "degraded" | "outage";
  configured: boolean;
  description: string;
  /** Time the server spent on the check itself. */
  serverTime: number;
  lastChecked: Date;
  /** The server's name for the service when it depends on settings (the chosen AI text provider). */
  name?: string;
}

/** A REST answer read as JSON: dates are ISO strings there, not Dates. */
type OverRest<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/** A check that answered with an error: its message, and the service's name as the server knows it. */
class CheckFailed extends Error {
  constructor(
    message: string,
    readonly serviceName: unknown,
  ) {
    super(message);
  }
}

/** One of the spec's checks (part 2 §9: GET /api/health, /api/status/<service>), plain JSON over fetch. */
async function check<T>(path: string, signal: AbortSignal): Promise<OverRest<T>> {
  const res = await fetch(path, { signal });
  const body = (await res.json().catch(() => null)) as (OverRest<T> & { message?: string; name?: unknown }) | null;
  if (res.ok && body) return body;
  throw new CheckFailed(body?.message ?? `HTTP ${res.status}`, body?.name);
}

async function serviceCheck(path: string, signal: AbortSignal): Promise<CheckAnswer> {
  const r = await check<ProcedureOutput<"status.database">>(path, signal);
  return {
    name: r.name,
    status: r.status,
    configured: r.configured,
    description: r.description,
    serverTime: r.responseTime,
    lastChecked: new Date(r.lastChecked),
  };
}

/** The check behind each card. */
const CHECKS: Record<ServiceKey, (signal: AbortSignal) => Promise<CheckAnswer>> = {
  health: async (signal) => {
    const r = await check<ProcedureOutput<"status.health">>("/api/health", signal);
    const parts = r.services.map((s) => s.name.toLowerCase()).join(" and ");
    return {
      status: r.status,
      configured: true,
      description: `API answers; ${parts} healthy${r.workerHeartbeatAgeSeconds === null ? "" : ` (worker heartbeat ${r.workerHeartbeatAgeSeconds} s ago)`}`,
      serverTime: r.responseTime,
      lastChecked: new Date(r.timestamp),
    };
  },
  database: (signal) => serviceCheck("/api/status/database", signal),
  openai: (signal) => serviceCheck("/api/status/openai", signal),
  falai: (signal) => serviceCheck("/api/status/falai", signal),
  email: (signal) => serviceCheck("/api/status/email", signal),
  auth: (signal) => serviceCheck("/api/status/auth", signal),
};

export interface ServiceResult {
  status: ServiceStatus;
  configured: boolean;
  description: string;
  /** Round trip measured in the browser. */
  elapsedMs: number;
  serverTime: number | null;
  lastChecked: Date;
  name?: string;
}

interface State {
  results: Partial<Record<ServiceKey, ServiceResult>>;
  /** The service being checked right now. */
  current: ServiceKey | null;
  running: boolean;
  samples: CheckSample[];
  /** Rounds of checks finished (the incident and on-time panels reload after each). */
  rounds: number;
}

type Action =
  | { type: "run-start" }
  | { type: "check-start"; key: ServiceKey }
  | { type: "check-done"; key: ServiceKey; result: ServiceResult }
  | { type: "run-end" };

const INITIAL: State = { results: {}, current: null, running: false, samples: [], rounds: 0 };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "run-start":
      return { ...state, running: true };
    case "check-start":
      return { ...state, current: action.key };
    case "check-done":
      return {
        ...state,
        results: { ...state.results, [action.key]: action.result },
        samples: [...state.samples, { ok: action.result.status !== "outage", elapsedMs: action.result.elapsedMs }],
      };
    case "run-end":
      return { ...state, running: false, current: null, rounds: state.rounds + 1 };
  }
}

/** Runs the six checks one after another on load, every 60 seconds and on demand. */
export function useServiceChecks(services: ServiceInfo[]) {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  /** Signal of the run in progress (one run at a time; an unmounted page's run is aborted). */
  const activeRun = useRef<AbortSignal | null>(null);
  const signalRef = useRef<AbortSignal | null>(null);

  const runAll = useCallback(
    async (signal: AbortSignal) => {
      if (signal.aborted || (activeRun.current && !activeRun.current.aborted)) return;
      activeRun.current = signal;
      dispatch({ type: "run-start" });
      try {
        for (const service of services) {
          if (signal.aborted) return;
          dispatch({ type: "check-start", key: service.key });
          const started = performance.now();
          try {
            const answer = await CHECKS[service.key](signal);
            const elapsedMs = Math.round(performance.now() - started);
            dispatch({ type: "check-done", key: service.key, result: { ...answer, elapsedMs } });
          } catch (error) {
            if (signal.aborted) return;
            const elapsedMs = Math.round(performance.now() - started);
            // A 503 names the service as the server knows it (the chosen AI text provider).
            const name = error instanceof CheckFailed && typeof error.serviceName === "string" ? error.serviceName : undefined;
            const title = `${name ?? service.name} is experiencing issues`;
            const message = error instanceof Error && error.message && error.message.length < 300 ? error.message : "The service did not answer.";
            dispatch({
              type: "check-done",
              key: service.key,
              result: { name, status: "outage", configured: true, description: message, elapsedMs, serverTime: null, lastChecked: new Date() },
            });
            notifyError(title, withoutPrefix(message, title) || "The service did not answer.");
          }
        }
      } finally {
        if (activeRun.current === signal) activeRun.current = null;
        if (!signal.aborted) dispatch({ type: "run-end" });
      }
    },
    [services],
  );

  useEffect(() => {
    const controller = new AbortController();
    signalRef.current = controller.signal;
    const first = setTimeout(() => void runAll(controller.signal), 0);
    const timer = setInterval(() => void runAll(controller.signal), REFRESH_MS);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [runAll]);

  const refresh = useCallback(() => {
    if (signalRef.current) void runAll(signalRef.current);
  }, [runAll]);

  return { ...state, refresh };
}
