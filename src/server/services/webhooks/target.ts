/**
 * Where a webhook may point (issue 28): the SSRF rules of generate-from-link. Every address of the
 * host must be public (no ALLOWED_PRIVATE_HOSTS exception), checked when the endpoint is saved and
 * again on every delivery, where the connection goes to the address checked (DNS rebinding cannot
 * switch it) and redirects are not followed. https only in production unless WEBHOOK_ALLOW_HTTP=true.
 */
import { env } from "@/env";
import { AppError } from "@/server/errors";
import { checkStrictTarget } from "@/server/lib/guarded-fetch";
import { parsePublicUrl, SafeFetchError } from "@/server/lib/safe-fetch";

export const URL_MAX = 2000;

export function webhookHttpAllowed(): boolean {
  const config = env();
  return config.NODE_ENV !== "production" || config.WEBHOOK_ALLOW_HTTP === "true";
}

/** The target, or why not (a message for the member). */
export async function checkWebhookTarget(input: string): Promise<{ ok: true; url: URL } | { ok: false; message: string }> {
  if (input.length > URL_MAX) return { ok: false, message: `The URL is longer than ${URL_MAX} characters` };
  let url: URL;
  try {
    url = parsePublicUrl(input);
  } catch {
    return { ok: false, message: "Enter an http(s) URL without a user name or password" };
  }
  if (url.protocol === "http:" && !webhookHttpAllowed()) return { ok: false, message: "The URL must use https" };
  try {
    await checkStrictTarget(url);
  } catch (err) {
    if (err instanceof SafeFetchError && err.kind === "refused")
      return { ok: false, message: "The URL points at a private or reserved address: webhooks go to public addresses only" };
    return { ok: false, message: `The URL's host could not be resolved (${url.hostname})` };
  }
  return { ok: true, url };
}

/** checkWebhookTarget for the procedures: a 400 naming the problem. */
export async function requireWebhookTarget(input: string): Promise<string> {
  const checked = await checkWebhookTarget(input);
  if (!checked.ok) throw new AppError("BAD_REQUEST", checked.message);
  return checked.url.toString();
}
