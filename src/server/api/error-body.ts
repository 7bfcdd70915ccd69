/**
 * The spec's error body, `{ success: false, message, ...extra }`, as a plain Response. No imports on
 * purpose: the proxy answers with it before anything else of the server is loaded (member-rate.ts).
 * error-response.ts maps domain errors and failures onto it.
 */

/** The error body with its status; a numeric `retryAfter` in `extra` also becomes the Retry-After header. */
export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  const headers = new Headers();
  if (typeof extra.retryAfter === "number") headers.set("Retry-After", String(extra.retryAfter));
  return Response.json({ success: false, message, ...extra }, { status, headers });
}
