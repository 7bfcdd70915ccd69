/**
 * Stripe's webhook endpoint: POST /api/stripe/webhook. The signature is checked over the raw body
 * with STRIPE_WEBHOOK_SECRET (and its timestamp must be recent); only then is the event applied.
 * 2xx tells Stripe the event is done; 5xx makes Stripe deliver it again later.
 */
import { stripeGateway } from "@/server/integrations/payments/stripe";
import { logger } from "@/server/logger";
import { handleStripeEvent } from "@/server/services/billing/webhooks";
import { env } from "@/env";
import { AppError, FeatureDisabled, ValidationError } from "@/server/errors";
import { MAX_WEBHOOK_BYTES } from "@/server/api/request-limits";
import { errorResponse } from "@/server/api/error-body";
import { withErrorResponses } from "@/server/api/error-response";
import { readBodyWithin } from "@/server/api/request-guards";

export const dynamic = "force-dynamic";

export const POST = withErrorResponses("stripe.webhook", async (req: Request): Promise<Response> => {
  const gateway = stripeGateway();
  if (!gateway || !env().STRIPE_WEBHOOK_SECRET) throw FeatureDisabled("Payments are not configured on this server.");
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw ValidationError("Missing Stripe-Signature header");
  const read = await readBodyWithin(req, MAX_WEBHOOK_BYTES);
  if (!read.ok) throw new AppError("PAYLOAD_TOO_LARGE", "Request body too large");
  const rawBody = Buffer.from(read.bytes).toString("utf8");
  let event;
  try {
    event = gateway.verifyWebhook(rawBody, signature);
  } catch {
    throw ValidationError("Invalid webhook signature");
  }
  try {
    const outcome = await handleStripeEvent(gateway, event);
    return Response.json({ received: true, outcome });
  } catch (err) {
    // Deliberately a 5xx whatever the cause: Stripe delivers the event again later.
    logger.error({ err, eventId: event.id, type: event.type }, "stripe event failed; Stripe will retry");
    return errorResponse(500, "Event not processed");
  }
});
