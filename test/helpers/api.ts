/**
 * Drives the app's real route handlers in-process: the REST door (/api/*), the tRPC door
 * (/api/trpc) through the real tRPC client, and next-auth (/api/nextauth).
 */
import { createTRPCClient, httpLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "@/server/api/root";
import { handleRestRequest, openApiDocument } from "@/server/api/rest-adapter";
import * as trpcRoute from "@/app/api/trpc/[trpc]/route";

export const BASE = "http://localhost:3000";

export interface RestAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** sent verbatim, for malformed-JSON tests */
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function requestHeaders(opts: CallOptions): Headers {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.cookie) headers.set("cookie", opts.cookie);
  if (opts.body !== undefined || opts.rawBody !== undefined) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  headers.set("x-forwarded-for", opts.headers?.["x-forwarded-for"] ?? "203.0.113.7");
  return headers;
}

/** Calls the REST door exactly as an HTTP client would. */
export async function rest<T = Record<string, unknown>>(method: string, path: string, opts: CallOptions = {}): Promise<RestAnswer<T>> {
  const body = opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
  const res = await handleRestRequest(new Request(`${BASE}/api${path}`, { method, headers: requestHeaders(opts), body }));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // non-JSON answers are returned as text so the test can say what came back
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** The typed tRPC client, talking to the tRPC route handler in-process. */
export function trpc(opts: { token?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${BASE}/api/trpc`,
        transformer: superjson,
        headers: () => Object.fromEntries(requestHeaders(opts).entries()),
        fetch: async (input, init) => {
          const req = new Request(input as string, init as RequestInit);
          return req.method === "GET" ? trpcRoute.GET(req) : trpcRoute.POST(req);
        },
      }),
    ],
  });
}

/** The HTTP status a tRPC call failed with, and its message and extra fields. */
export async function trpcFailure(call: Promise<unknown>): Promise<{ status: number; message: string; extra: Record<string, unknown> }> {
  try {
    await call;
  } catch (err) {
    const e = err as { message: string; data?: { httpStatus?: number; extra?: Record<string, unknown> } };
    return { status: e.data?.httpStatus ?? 0, message: e.message, extra: e.data?.extra ?? {} };
  }
  throw new Error("expected the call to fail, but it succeeded");
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The REST door of each procedure that has one (by its path, e.g. "post.byId"): method and path, parameters filled with `probe`. */
export function restDoors(probe: string): Map<string, { method: string; path: string }> {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { operationId: string }>> };
  const doors = new Map<string, { method: string; path: string }>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      doors.set(op.operationId.replace(/-/g, "."), { method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, probe) });
    }
  }
  return doors;
}
