/**
 * The small HTTP client of deliveries (issue 28): one signed POST to a checked public address
 * (guardedFetch, strict: no private hosts, no redirects followed), answered within
 * WEBHOOK_TIMEOUT_MS, reading at most the first 1 KB of the answer. Never throws.
 */
import { env } from "@/env";
import { guardedFetch } from "@/server/lib/guarded-fetch";
import { SafeFetchError } from "@/server/lib/safe-fetch";
import { webhookHttpAllowed } from "./target";

export const ANSWER_KEPT_BYTES = 1024;

export interface DeliveryAnswer {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  body: string;
}

export async function postWebhook(url: string, headers: Record<string, string>, body: string): Promise<DeliveryAnswer> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  if (url.startsWith("http:") && !webhookHttpAllowed()) return { statusCode: null, durationMs: 0, error: "The URL must use https", body: "" };
  const timeoutMs = env().WEBHOOK_TIMEOUT_MS;
  try {
    const response = await guardedFetch(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "PostPilot-Webhooks/1", ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      },
      { strict: true, truncateAnswerAt: ANSWER_KEPT_BYTES },
    );
    const text = Buffer.from(await response.arrayBuffer())
      .toString("utf8")
      .slice(0, ANSWER_KEPT_BYTES);
    const ok = response.status >= 200 && response.status < 300;
    const redirect = response.status >= 300 && response.status < 400;
    return {
      statusCode: response.status,
      durationMs: took(),
      error: ok ? null : redirect ? `Redirect to ${response.headers.get("location") ?? "?"} not followed` : `HTTP ${response.status}`,
      body: text,
    };
  } catch (err) {
    const e = err as Error;
    const error =
      e.name === "TimeoutError" || e.name === "AbortError"
        ? `No answer within ${timeoutMs / 1000} s`
        : err instanceof SafeFetchError && err.kind === "refused"
          ? "The URL points at a private or reserved address"
          : `Could not connect: ${e.message}`;
    return { statusCode: null, durationMs: took(), error: error.slice(0, 500), body: "" };
  }
}
