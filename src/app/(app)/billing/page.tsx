import type { Metadata } from "next";
import { IconCreditCard } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Billing",
  description: "Your plan, usage, payment methods and invoices.",
};

export default function BillingPage() {
  return <PagePlaceholder icon={<IconCreditCard size={36} />} title="Billing" description="Your current plan, monthly usage, payment methods and billing history are coming soon." />;
}
