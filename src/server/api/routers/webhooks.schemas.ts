/** The zod schemas of the webhooks router (src/server/api/routers/webhooks.ts). */
import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "@/server/services/webhooks/catalogue";

const eventField = z.enum(WEBHOOK_EVENT_TYPES, { error: `Events are among ${WEBHOOK_EVENT_TYPES.join(", ")}` });
const urlField = z.string({ error: "URL is required" }).trim().min(1, "URL is required").max(2000, "The URL is longer than 2000 characters");
const events = z.array(eventField, { error: "Events must be a list" }).min(1, "Choose at least one event").max(WEBHOOK_EVENT_TYPES.length);
const description = z.string().trim().max(200, "Description is at most 200 characters");

export const createWebhookInput = z.object({ url: urlField, events, description: description.optional() });

export const updateWebhookInput = z.object({
  id: z.string().min(1).max(64),
  url: urlField.optional(),
  events: events.optional(),
  description: description.optional(),
  enabled: z.boolean().optional(),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  disabledAt: z.date().nullable(),
  consecutiveFailures: z.number(),
  createdAt: z.date(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number(),
  nextAttemptAt: z.date().nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().nullable(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
  payload: z.string(),
  tries: z.array(
    z.object({
      number: z.number(),
      statusCode: z.number().nullable(),
      durationMs: z.number(),
      error: z.string().nullable(),
      signature: z.string(),
      responseBody: z.string(),
      createdAt: z.date(),
    }),
  ),
});

export const deliveriesInput = z.object({ id: z.string().min(1).max(64), cursor: z.string().max(64).optional() });
