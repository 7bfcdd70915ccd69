import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>;

/** What the billing page's sections receive (GET /api/billing/...). */
export type CurrentPlanInfo = Outputs["billing"]["plan"]["plan"];
export type BillingUsage = Outputs["billing"]["usage"]["usage"];
export type PaymentMethod = Outputs["billing"]["paymentMethods"]["paymentMethods"][number];
export type BillingHistoryItem = Outputs["billing"]["history"]["billingHistory"][number];
