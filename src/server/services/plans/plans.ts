import { db } from "@/server/db";

/** The plans shown on /pricing, cheapest first; price in euro. */
export async function listPlans() {
  const plans = await db.plan.findMany({ orderBy: { sortOrder: "asc" } });
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    price: plan.priceCents / 100,
    currency: "EUR" as const,
    billingCycle: "monthly" as const,
    aiPromptsLimit: plan.aiPromptsLimit,
    popular: plan.popular,
    features: plan.features,
  }));
}
