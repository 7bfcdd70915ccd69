/**
 * tRPC procedures over a plain `fetch`, for the public pages' small islands: the tRPC client,
 * react-query and superjson together are about 25 kB gzipped, more than such a page may ship
 * (docs/decisions.md, "First-load JavaScript"). The requests are the ones tRPC's httpBatchLink sends
 * (`/api/trpc/<path>?batch=1`, a batch of one, superjson's envelope), so the server, its guards and
 * anything watching the requests see no difference.
 *
 * Inputs must be plain JSON (strings, numbers, plain objects); answers are decoded for superjson's
 * Date and undefined annotations, the only ones our procedures' outputs use. Failures throw a
 * `ProcedureError` carrying tRPC's `data` (httpStatus, extra), which `errorInfo` reads like a
 * TRPCClientError.
 */
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>;

/** "status.health", "billing.plans", ...: every procedure one level below the root. */
export type ProcedurePath = {
  [R in keyof Outputs]: Outputs[R] extends Record<string, unknown>
    ? { [P in keyof Outputs[R]]: `${R & string}.${P & string}` }[keyof Outputs[R]]
    : never;
}[keyof Outputs];

export type ProcedureOutput<Path extends ProcedurePath> = Path extends `${infer R extends keyof Outputs}.${infer P}`
  ? Outputs[R] extends Record<string, unknown>
    ? Outputs[R][P & keyof Outputs[R]]
    : never
  : never;

export class ProcedureError extends Error {
  readonly data: { httpStatus?: number; code?: string; extra?: Record<string, unknown> };
  constructor(message: string, data: ProcedureError["data"]) {
    super(message);
    this.name = "ProcedureError";
    this.data = data;
  }
}

/** superjson's envelope of a plain JSON input (undefined has its own annotation). */
function envelope(input: unknown) {
  return input === undefined ? { json: null, meta: { values: ["undefined"], v: 1 } } : { json: input };
}

type Annotation = [string, ...unknown[]];

function revive(value: unknown, type: string): unknown {
  if (type === "Date") return new Date(value as string);
  if (type === "undefined") return undefined;
  return value;
}

/** Splits superjson's path ("incidents.0.startedAt"; a dot inside a key is escaped as "\."). */
function pathKeys(path: string): string[] {
  return path.split(/(?<!\\)\./).map((key) => key.replace(/\\\./g, "."));
}

/** Applies superjson's Date/undefined annotations (`meta.values`) to the JSON answer. */
export function decodeSuperjson(json: unknown, meta?: { values?: Annotation | Record<string, Annotation> }): unknown {
  const values = meta?.values;
  if (!values) return json;
  if (Array.isArray(values)) return revive(json, values[0]);
  for (const [path, annotation] of Object.entries(values)) {
    const keys = pathKeys(path);
    const last = keys.pop()!;
    let parent = json as Record<string, unknown> | null;
    for (const key of keys) parent = (parent?.[key] ?? null) as Record<string, unknown> | null;
    if (parent && typeof parent === "object" && Array.isArray(annotation) && typeof annotation[0] === "string") {
      parent[last] = revive(parent[last], annotation[0]);
    }
  }
  return json;
}

interface TrpcItem {
  result?: { data?: { json?: unknown; meta?: { values?: Annotation | Record<string, Annotation> } } };
  error?: { json?: { message?: string; data?: ProcedureError["data"] }; message?: string; data?: ProcedureError["data"] };
}

async function call(path: string, method: "GET" | "POST", input: unknown, signal?: AbortSignal): Promise<unknown> {
  const batch = JSON.stringify({ 0: envelope(input) });
  const url = method === "GET" ? `/api/trpc/${path}?batch=1&input=${encodeURIComponent(batch)}` : `/api/trpc/${path}?batch=1`;
  const response = await fetch(url, {
    method,
    signal,
    credentials: "same-origin",
    headers: method === "POST" ? { "content-type": "application/json" } : undefined,
    body: method === "POST" ? batch : undefined,
  });
  const answer = (await response.json().catch(() => null)) as TrpcItem[] | TrpcItem | null;
  const item = Array.isArray(answer) ? answer[0] : answer;
  if (item?.error) {
    // Batch answers wrap the error in superjson's envelope; the route's own refusals do not.
    const error = item.error.json ?? item.error;
    throw new ProcedureError(error.message ?? "", { ...error.data, httpStatus: error.data?.httpStatus ?? response.status });
  }
  if (!item?.result?.data) throw new ProcedureError("", { httpStatus: response.status });
  return decodeSuperjson(item.result.data.json, item.result.data.meta);
}

/** A query procedure (GET), as `trpc.<path>.query(input)` would call it. */
export function queryProcedure<Path extends ProcedurePath>(path: Path, input?: unknown, signal?: AbortSignal): Promise<ProcedureOutput<Path>> {
  return call(path, "GET", input, signal) as Promise<ProcedureOutput<Path>>;
}

/** A mutation procedure (POST), as `trpc.<path>.mutate(input)` would call it. */
export function mutateProcedure<Path extends ProcedurePath>(path: Path, input?: unknown): Promise<ProcedureOutput<Path>> {
  return call(path, "POST", input) as Promise<ProcedureOutput<Path>>;
}
