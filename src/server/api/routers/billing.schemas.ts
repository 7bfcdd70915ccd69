/** The zod schemas of the billing router (src/server/api/routers/billing.ts) that are named. */
import { z } from "zod";
import { requiredString } from "@/server/api/schemas/common";

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.literal("EUR"),
  billingCycle: z.literal("monthly"),
  aiPromptsLimit: z.number().int(),
  popular: z.boolean(),
  features: z.array(z.string()),
});

export const planName = requiredString("Plan name", 60);

export const planChangeOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: z.string(),
  aiPromptsLimit: z.number().int(),
});

export const isoOrNull = z.string().nullable();
