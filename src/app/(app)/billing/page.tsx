import type { Metadata } from "next";
import { Suspense } from "react";
import { env } from "@/env";
import { BillingView } from "./BillingView";

export const metadata: Metadata = {
  title: "Billing",
  description: "Your plan, usage, payment methods and invoices.",
};

// The publishable key is configuration read per request, not baked in at build time.
export const dynamic = "force-dynamic";

export default function BillingPage() {
  const { STRIPE_PUBLISHABLE_KEY } = env();
  return (
    <Suspense>
      <BillingView publishableKey={STRIPE_PUBLISHABLE_KEY ?? null} />
    </Suspense>
  );
}
