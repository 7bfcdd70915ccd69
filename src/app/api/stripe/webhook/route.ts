/**
 * Stripe's webhook endpoint: POST /api/stripe/webhook. The signature is checked over the raw body
 * with STRIPE_WEBHOOK_SECRET (and its timestamp must be recent); only then is the event applied.
 * 2xx tells Stripe the event is done; 5xx makes Stripe deliver it again later.
 */
import { stripeGateway } from "@/server/integrations/payments/stripe";
import { logger } from "@/server/logger";
import { handleStripeEvent } from "@/server/services/billing/webhooks";
import { env } from "@/env";
import { MAX_WEBHOOK_BYTES } from "@/server/api/limits";
import { readBodyWithin } from "@/server/api/request-guards";

export const dynamic = "force-dynamic";

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

export async function POST(req: Request): Promise<Response> {
  const gateway = stripeGateway();
  if (!gateway || !env().STRIPE_WEBHOOK_SECRET) return json(409, { success: false, featureDisabled: true, message: "Payments are not configured on this server." });
  const signature = req.headers.get("stripe-signature");
  if (!signature) return json(400, { success: false, message: "Missing Stripe-Signature header" });
  const read = await readBodyWithin(req, MAX_WEBHOOK_BYTES);
  if (!read.ok) return json(413, { success: false, message: "Request body too large" });
  const rawBody = Buffer.from(read.bytes).toString("utf8");
  let event;
  try {
    event = gateway.verifyWebhook(rawBody, signature);
  } catch {
    return json(400, { success: false, message: "Invalid webhook signature" });
  }
  try {
    const outcome = await handleStripeEvent(gateway, event);
    return json(200, { received: true, outcome });
  } catch (err) {
    logger.error({ err, eventId: event.id, type: event.type }, "stripe event failed; Stripe will retry");
    return json(500, { success: false, message: "Event not processed" });
  }
}
