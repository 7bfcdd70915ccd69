/**
 * The signature of a delivery (issue 28), in the style of Stripe's: the header
 * `PostPilot-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`.
 * A receiver recomputes v1 over the raw body and compares in constant time, and refuses a t older
 * than its tolerance (we recommend 5 minutes). README "Webhooks" shows it in a few lines.
 */
import { createHmac, randomBytes } from "node:crypto";

export const SIGNATURE_HEADER = "PostPilot-Signature";
export const SECRET_PREFIX = "whsec_";

/** A new endpoint secret: shown once, kept encrypted. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64url")}`;
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}
