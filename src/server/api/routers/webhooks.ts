import { z } from "zod";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import { WEBHOOK_EVENT_LABEL, WEBHOOK_EVENT_TYPES } from "@/server/services/webhooks/catalogue";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from "@/server/services/webhooks/endpoints";
import { createWebhookInput, deliveriesInput, updateWebhookInput, webhookDeliverySchema, webhookEndpointSchema } from "./webhooks.schemas";

/**
 * The active workspace's webhook endpoints (issue 28), for its admins and owner (through the API,
 * keys with the admin scope). The signing secret is in create's and rotate's answers only.
 */
export const webhooksRouter = createTRPCRouter({
  list: workspaceProcedure("ADMIN")
    .meta(
      rest("GET", "/webhooks", "webhooks", {
        summary: "The workspace's webhook endpoints (never their secrets) and the events one can subscribe to",
      }),
    )
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        endpoints: z.array(webhookEndpointSchema),
        eventTypes: z.array(z.object({ type: z.enum(WEBHOOK_EVENT_TYPES), label: z.string() })),
      }),
    )
    .query(async ({ ctx }) =>
      ok({
        endpoints: await listWebhookEndpoints(ctx.actor),
        eventTypes: WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABEL[type] })),
      }),
    ),

  // Not replayed for Idempotency-Key retries: the secret would have to be kept to answer it again.
  create: workspaceProcedure("ADMIN")
    .meta(
      rest("POST", "/webhooks", "webhooks", {
        summary: "Register a webhook endpoint: a public https URL and its events; the signing secret is answered once",
        idempotent: false,
      }),
    )
    .input(createWebhookInput)
    .output(z.object({ success: z.literal(true), message: z.string(), endpoint: webhookEndpointSchema, secret: z.string() }))
    .mutation(async ({ ctx, input }) =>
      ok({
        message: "Webhook endpoint created. Copy its signing secret now: it is not shown again.",
        ...(await createWebhookEndpoint(ctx.actor, input)),
      }),
    ),

  update: workspaceProcedure("ADMIN")
    .meta(rest("PATCH", "/webhooks/{id}", "webhooks", { summary: "Change a webhook endpoint's URL, events or description, or enable or disable it" }))
    .input(updateWebhookInput)
    .output(z.object({ success: z.literal(true), message: z.string(), endpoint: webhookEndpointSchema }))
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      return ok({ message: "Webhook endpoint saved", endpoint: await updateWebhookEndpoint(ctx.actor, id, changes) });
    }),

  rotateSecret: workspaceProcedure("ADMIN")
    .meta(
      rest("POST", "/webhooks/{id}/rotate-secret", "webhooks", {
        summary: "Replace a webhook endpoint's signing secret; the new one is answered once",
        idempotent: false,
      }),
    )
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string(), endpoint: webhookEndpointSchema, secret: z.string() }))
    .mutation(async ({ ctx, input }) =>
      ok({ message: "Signing secret replaced. Copy it now: it is not shown again.", ...(await rotateWebhookSecret(ctx.actor, input.id)) }),
    ),

  delete: workspaceProcedure("ADMIN")
    .meta(rest("DELETE", "/webhooks/{id}", "webhooks", { summary: "Delete a webhook endpoint and its deliveries" }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteWebhookEndpoint(ctx.actor, input.id);
      return ok({ message: "Webhook endpoint deleted" });
    }),

  deliveries: workspaceProcedure("ADMIN")
    .meta(
      rest("GET", "/webhooks/{id}/deliveries", "webhooks", {
        summary: "A webhook endpoint's latest deliveries with their tries, payload and signature",
      }),
    )
    .input(deliveriesInput)
    .output(z.object({ success: z.literal(true), deliveries: z.array(webhookDeliverySchema), nextCursor: z.string().nullable() }))
    .query(async ({ ctx, input }) => ok(await listWebhookDeliveries(ctx.actor, input.id, { cursor: input.cursor }))),

  redeliver: workspaceProcedure("ADMIN")
    .meta(
      rest("POST", "/webhooks/deliveries/{id}/redeliver", "webhooks", {
        summary: "Send a delivery again now (after any earlier delivery of its post)",
      }),
    )
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await redeliverWebhook(ctx.actor, input.id);
      return ok({ message: "Redelivery queued" });
    }),
});
