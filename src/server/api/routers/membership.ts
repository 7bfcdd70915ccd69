import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { requiredString } from "@/server/api/schemas/common";
import { listPlans } from "@/server/services/plans/plans";
import { changeToFreePlan, confirmCardUpgrade, createCheckout, createPlanPaymentIntent, currentPlan } from "@/server/services/billing/membership";

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

const planChangeOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: z.string(),
  aiPromptsLimit: z.number().int(),
});

export const membershipRouter = createTRPCRouter({
  plans: publicProcedure
    .meta(rest("GET", "/membership/plans", "membership", { protect: false }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), plans: z.array(planSchema) }))
    .query(async () => ok({ plans: await listPlans() })),
  current: protectedProcedure
    .meta(rest("GET", "/membership/current", "membership"))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        currentPlan: z.object({ subscription: z.string(), aiPromptsUsed: z.number().int(), aiPromptsLimit: z.number().int() }),
      }),
    )
    .query(async ({ ctx }) => ok({ currentPlan: await currentPlan(ctx.user.id) })),
  upgrade: protectedProcedure
    .meta(rest("POST", "/membership/upgrade", "membership", { summary: "Change to the free plan (paymentMethod 'free'); paid plans go through checkout" }))
    .input(z.object({ planName, paymentMethod: z.string().max(40).optional() }))
    .output(planChangeOutput)
    .mutation(async ({ ctx, input }) => ok(await changeToFreePlan(ctx.user.id, input.planName, input.paymentMethod))),
  createCheckout: protectedProcedure
    .meta(rest("POST", "/membership/create-checkout", "membership"))
    .input(z.object({ planName }))
    .output(z.object({ success: z.literal(true), url: z.string(), sessionId: z.string(), message: z.string() }))
    .mutation(async ({ ctx, input }) => ok({ ...(await createCheckout(ctx.user.id, input.planName)), message: "Redirecting to payment..." })),
  createPaymentIntent: protectedProcedure
    .meta(rest("POST", "/membership/create-payment-intent", "membership"))
    .input(z.object({ planName }))
    .output(
      z.object({
        success: z.literal(true),
        clientSecret: z.string(),
        paymentIntentId: z.string(),
        plan: z.object({ name: z.string(), price: z.number() }),
        message: z.string(),
      }),
    )
    .mutation(async ({ ctx, input }) => ok(await createPlanPaymentIntent(ctx.user.id, input.planName))),
  confirmUpgrade: protectedProcedure
    .meta(rest("POST", "/membership/confirm-upgrade", "membership"))
    .input(z.object({ paymentIntentId: requiredString("Payment intent id", 255) }))
    .output(planChangeOutput)
    .mutation(async ({ ctx, input }) => ok(await confirmCardUpgrade(ctx.user.id, input.paymentIntentId))),
});
