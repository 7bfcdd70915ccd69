/**
 * The spec's error body, `{ success: false, message, ...extra }`, as a plain Response. No server
 * imports on purpose: the proxy answers with it before anything else of the server is loaded
 * (member-rate.ts). error-response.ts maps domain errors and failures onto it.
 */
import { redactApiKeys } from "@/lib/api-keys";

/** The error body with its status; a numeric `retryAfter` in `extra` also becomes the Retry-After header. */
export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  const headers = new Headers();
  if (typeof extra.retryAfter === "number") headers.set("Retry-After", String(extra.retryAfter));
  headers.set("content-type", "application/json");
  // An API key in a message or an echoed field is never sent back (issue 28).
  return new Response(redactApiKeys(JSON.stringify({ success: false, message, ...extra })), { status, headers });
}
