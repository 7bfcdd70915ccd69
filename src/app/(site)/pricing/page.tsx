import type { Metadata } from "next";
import { IconTag } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Pricing",
  description: "PostPilot plans: Free Trial, Basic, Pro and Enterprise, billed monthly in euro.",
};

export default function PricingPage() {
  return <PagePlaceholder icon={<IconTag size={36} />} title="Pricing" description="Compare the Free Trial, Basic, Pro and Enterprise plans and their AI prompt allowances here soon." />;
}
