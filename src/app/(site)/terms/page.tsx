import type { Metadata } from "next";
import { IconFileText } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms that apply to your use of PostPilot.",
};

export default function TermsPage() {
  return (
    <PagePlaceholder icon={<IconFileText size={36} />} title="Terms of Service" description="The full terms of service for PostPilot plans and features will be published here.">
      <LinkAnchor href="/">Back to home</LinkAnchor>
    </PagePlaceholder>
  );
}
