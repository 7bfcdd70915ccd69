import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { idParam, pendingResponse } from "@/server/api/schemas/common";

export const billingRouter = createTRPCRouter({
  plan: protectedProcedure.meta(rest("GET", "/billing/plan", "billing")).input(z.void()).output(pendingResponse).query(notImplemented),
  paymentMethods: protectedProcedure.meta(rest("GET", "/billing/payment-methods", "billing")).input(z.void()).output(pendingResponse).query(notImplemented),
  history: protectedProcedure.meta(rest("GET", "/billing/history", "billing")).input(z.void()).output(pendingResponse).query(notImplemented),
  usage: protectedProcedure.meta(rest("GET", "/billing/usage", "billing")).input(z.void()).output(pendingResponse).query(notImplemented),
  upgrade: protectedProcedure
    .meta(rest("POST", "/billing/upgrade", "billing"))
    .input(z.object({ plan: z.literal("pro", { error: "Pro is the only upgrade available here" }) }))
    .output(pendingResponse)
    .mutation(notImplemented),
  cancel: protectedProcedure.meta(rest("POST", "/billing/cancel", "billing")).input(z.void()).output(pendingResponse).mutation(notImplemented),
  removePaymentMethod: protectedProcedure
    .meta(rest("DELETE", "/billing/payment-methods/{id}", "billing"))
    .input(idParam)
    .output(pendingResponse)
    .mutation(notImplemented),
  invoice: protectedProcedure.meta(rest("GET", "/billing/invoice/{id}", "billing")).input(idParam).output(pendingResponse).query(notImplemented),
});
