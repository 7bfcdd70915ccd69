import { Suspense } from "react";
import { env } from "@/env";
import { pageMetadata } from "@/app/(site)/_shared/metadata";
import { PricingView } from "./PricingView";

export const metadata = pageMetadata("Pricing", "PostPilot plans: Free Trial, Basic, Pro and Enterprise, billed monthly in euro.");

// Whether payments are configured is read per request (configuration may differ from build time).
export const dynamic = "force-dynamic";

export default function PricingPage() {
  return (
    <Suspense>
      <PricingView paymentsConfigured={Boolean(env().STRIPE_SECRET_KEY)} />
    </Suspense>
  );
}
