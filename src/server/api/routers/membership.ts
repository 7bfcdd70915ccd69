import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { pendingResponse, requiredString } from "@/server/api/schemas/common";
import { listPlans } from "@/server/services/plans/plans";

const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.literal("EUR"),
  billingCycle: z.literal("monthly"),
  aiPromptsLimit: z.number().int(),
  popular: z.boolean(),
  features: z.array(z.string()),
});

const planName = requiredString("Plan name", 60);

export const membershipRouter = createTRPCRouter({
  plans: publicProcedure
    .meta(rest("GET", "/membership/plans", "membership", { protect: false }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), plans: z.array(planSchema) }))
    .query(async () => ({ success: true as const, plans: await listPlans() })),
  current: protectedProcedure.meta(rest("GET", "/membership/current", "membership")).input(z.void()).output(pendingResponse).query(notImplemented),
  upgrade: protectedProcedure
    .meta(rest("POST", "/membership/upgrade", "membership"))
    .input(z.object({ planName, paymentMethod: z.string().max(40).optional() }))
    .output(pendingResponse)
    .mutation(notImplemented),
  createCheckout: protectedProcedure
    .meta(rest("POST", "/membership/create-checkout", "membership"))
    .input(z.object({ planName }))
    .output(pendingResponse)
    .mutation(notImplemented),
  createPaymentIntent: protectedProcedure
    .meta(rest("POST", "/membership/create-payment-intent", "membership"))
    .input(z.object({ planName }))
    .output(pendingResponse)
    .mutation(notImplemented),
  confirmUpgrade: protectedProcedure
    .meta(rest("POST", "/membership/confirm-upgrade", "membership"))
    .input(z.object({ paymentIntentId: requiredString("Payment intent id", 255) }))
    .output(pendingResponse)
    .mutation(notImplemented),
});
