import { db } from "@/server/db";
import { NotFound } from "@/server/errors";
import type { PaymentGateway } from "@/server/integrations/payments/gateway";

/** The member's Stripe customer, created on their first purchase. */
export async function ensureCustomer(gateway: PaymentGateway, userId: string): Promise<string> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, name: true, stripeCustomerId: true } });
  if (!user) throw NotFound("User");
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await gateway.createCustomer({ email: user.email, name: user.name, userId });
  // Two first purchases at once: the first stored customer wins (the other stays unused at Stripe).
  await db.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
  const stored = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  return stored.stripeCustomerId!;
}
