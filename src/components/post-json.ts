"use client";
/**
 * A POST to the REST door (`/api/...`, src/app/api/openapi.json) from a public page's island, with
 * plain fetch: the tRPC/react-query client (~20 kB) stays out of those pages. Answers the body of a
 * 2xx; otherwise throws an Error carrying the server's `message` (`{ success: false, message }`),
 * or `fallback` when there is none, it is too long to show (as errorInfo does for tRPC errors) or
 * the request never got an answer.
 */
export async function postJson<T>(path: `/api/${string}`, body: unknown, fallback: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(fallback);
  }
  const data = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null;
  if (response.ok && data) return data;
  const message = typeof data?.message === "string" && data.message && data.message.length < 300 ? data.message : fallback;
  throw new Error(message);
}
