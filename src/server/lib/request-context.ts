/**
 * The request id (issue 27): every HTTP request of the web process gets one (a sane incoming
 * X-Request-Id, else a new UUID), returned in the response's X-Request-Id, written on its log line,
 * and carried into the jobs it enqueues (`requestId` in the job data, logged by the worker).
 * AsyncLocalStorage on globalThis: Next bundles the instrumentation hook (which starts the context)
 * apart from the route handlers (which read it), and both must share one store.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export interface RequestContext {
  requestId: string;
}

const KEY = Symbol.for("postpilot.requestContext");
const holder = globalThis as unknown as { [KEY]?: AsyncLocalStorage<RequestContext> };

export function requestStorage(): AsyncLocalStorage<RequestContext> {
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return requestStorage().getStore()?.requestId;
}

/** Accepted incoming ids: 1–128 characters of letters, digits and `._:-` (a UUID, a trace id); anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(incoming: string | string[] | undefined | null): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_ID.test(value) ? value : randomUUID();
}
