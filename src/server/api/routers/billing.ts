/**
 * Billing and membership, one area: the plans on sale, the member's plan and its changes (checkout,
 * card payment, free plan), payment methods, history and invoices. REST paths stay the spec's
 * (/membership/... and /billing/...).
 */
import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam, okResponse, requiredString } from "@/server/api/schemas/common";
import { listPlans } from "@/server/services/plans/plans";
import {
  changeToFreePlan,
  confirmCardUpgrade,
  confirmCheckoutReturn,
  createCheckout,
  createPlanPaymentIntent,
  currentPlan,
} from "@/server/services/billing/membership";
import {
  billingHistory,
  billingPlan,
  billingUsage,
  cancelSubscription,
  invoiceDownload,
  listPaymentMethods,
  removePaymentMethod,
  upgradeToPro,
} from "@/server/services/billing/account";
import { isoOrNull, planChangeOutput, planName, planSchema } from "./billing.schemas";

export const billingRouter = createTRPCRouter({
  // Membership: plans and plan changes.
  plans: publicProcedure
    .meta(rest("GET", "/membership/plans", "membership", { summary: "List the subscription plans", protect: false }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), plans: z.array(planSchema) }))
    .query(async () => ok({ plans: await listPlans() })),
  currentMembership: protectedProcedure
    .meta(rest("GET", "/membership/current", "membership", { summary: "The caller's plan and usage" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        currentPlan: z.object({ subscription: z.string(), aiPromptsUsed: z.number().int(), aiPromptsLimit: z.number().int() }),
      }),
    )
    .query(async ({ ctx }) => ok({ currentPlan: await currentPlan(ctx.user.id) })),
  changePlan: protectedProcedure
    .meta(
      rest("POST", "/membership/upgrade", "membership", {
        summary: "Change to the free plan (paymentMethod 'free'); paid plans go through checkout",
      }),
    )
    .input(z.object({ planName, paymentMethod: z.string().max(40).optional() }))
    .output(planChangeOutput)
    .mutation(async ({ ctx, input }) => ok(await changeToFreePlan(ctx.user.id, input.planName, input.paymentMethod))),
  createCheckout: protectedProcedure
    .meta(rest("POST", "/membership/create-checkout", "membership", { summary: "Start a Stripe Checkout session for a plan" }))
    .input(z.object({ planName }))
    .output(z.object({ success: z.literal(true), url: z.string(), sessionId: z.string(), message: z.string() }))
    .mutation(async ({ ctx, input }) => ok({ ...(await createCheckout(ctx.user.id, input.planName)), message: "Redirecting to payment..." })),
  createPaymentIntent: protectedProcedure
    .meta(rest("POST", "/membership/create-payment-intent", "membership", { summary: "Create a Stripe payment intent for a plan" }))
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
    .meta(rest("POST", "/membership/confirm-upgrade", "membership", { summary: "Confirm a paid upgrade" }))
    .input(z.object({ paymentIntentId: requiredString("Payment intent id", 255) }))
    .output(planChangeOutput)
    .mutation(async ({ ctx, input }) => ok(await confirmCardUpgrade(ctx.user.id, input.paymentIntentId))),

  // The billing page: the plan's state, payment methods, history, invoices.
  plan: protectedProcedure
    .meta(rest("GET", "/billing/plan", "billing", { summary: "The caller's billing plan and renewal" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        plan: z.object({
          name: z.string(),
          price: z.number(),
          currency: z.literal("EUR"),
          billingCycle: z.literal("monthly"),
          status: z.enum(["free", "active", "canceling", "past_due"]),
          nextBillingDate: isoOrNull,
          accessUntil: isoOrNull,
          cancelAtPeriodEnd: z.boolean(),
          autoRenews: z.boolean(),
        }),
      }),
    )
    .query(async ({ ctx }) => ok({ plan: await billingPlan(ctx.user.id) })),
  paymentMethods: protectedProcedure
    .meta(rest("GET", "/billing/payment-methods", "billing", { summary: "List saved payment methods" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        paymentMethods: z.array(
          z.object({
            id: z.string(),
            type: z.enum(["card", "paypal"]),
            brand: z.string().nullable(),
            last4: z.string().nullable(),
            expiryMonth: z.number().int().nullable(),
            expiryYear: z.number().int().nullable(),
            email: z.string().nullable(),
            isDefault: z.boolean(),
          }),
        ),
      }),
    )
    .query(async ({ ctx }) => ok({ paymentMethods: await listPaymentMethods(ctx.user.id) })),
  history: protectedProcedure
    .meta(rest("GET", "/billing/history", "billing", { summary: "List past invoices and payments" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        billingHistory: z.array(
          z.object({
            id: z.string(),
            description: z.string(),
            date: z.string(),
            amount: z.number(),
            currency: z.string(),
            status: z.enum(["paid", "pending", "failed"]),
            invoiceUrl: z.string().nullable(),
            downloadable: z.boolean(),
          }),
        ),
      }),
    )
    .query(async ({ ctx }) => ok({ billingHistory: await billingHistory(ctx.user.id) })),
  usage: protectedProcedure
    .meta(rest("GET", "/billing/usage", "billing", { summary: "AI credits and video usage this period" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        usage: z.object({
          postsScheduled: z.number().int(),
          postsPublished: z.number().int(),
          accountsConnected: z.number().int(),
          aiSuggestionsUsed: z.number().int(),
          monthlyLimit: z.object({ posts: z.number().int(), accounts: z.number().int(), aiSuggestions: z.number().int() }),
        }),
      }),
    )
    .query(async ({ ctx }) => ok({ usage: await billingUsage(ctx.user.id) })),
  upgrade: protectedProcedure
    .meta(rest("POST", "/billing/upgrade", "billing", { summary: "Change the subscription plan" }))
    .input(z.object({ plan: z.literal("pro", { error: "Pro is the only upgrade available here" }) }))
    .output(
      z.object({
        success: z.literal(true),
        requiresPayment: z.boolean(),
        clientSecret: z.string(),
        paymentIntentId: z.string(),
        plan: z.object({ name: z.string(), price: z.number() }),
        message: z.string(),
      }),
    )
    .mutation(async ({ ctx }) => ok({ requiresPayment: true, ...(await upgradeToPro(ctx.user.id)) })),
  confirmCheckout: protectedProcedure
    .meta(
      rest("POST", "/billing/confirm-checkout", "billing", {
        summary: "Back from hosted checkout: apply the session's subscription without waiting for the webhook",
      }),
    )
    .input(z.object({ sessionId: requiredString("Checkout session id", 255) }))
    .output(
      z.object({ success: z.literal(true), active: z.boolean(), message: z.string(), subscription: z.string(), aiPromptsLimit: z.number().int() }),
    )
    .mutation(async ({ ctx, input }) => ok(await confirmCheckoutReturn(ctx.user.id, input.sessionId))),
  cancel: protectedProcedure
    .meta(rest("POST", "/billing/cancel", "billing", { summary: "Cancel the subscription at the period's end" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), message: z.string(), accessUntil: isoOrNull }))
    .mutation(async ({ ctx }) => ok(await cancelSubscription(ctx.user.id))),
  removePaymentMethod: protectedProcedure
    .meta(rest("DELETE", "/billing/payment-methods/{id}", "billing", { summary: "Remove a saved payment method" }))
    .input(idParam)
    .output(okResponse.extend({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await removePaymentMethod(ctx.user.id, input.id);
      return ok({ message: "Payment method removed" });
    }),
  invoice: protectedProcedure
    .meta(rest("GET", "/billing/invoice/{id}", "billing", { summary: "Get an invoice" }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), downloadUrl: z.string() }))
    .query(async ({ ctx, input }) => ok({ downloadUrl: await invoiceDownload(ctx.user.id, input.id) })),
});
