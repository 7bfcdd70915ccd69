import type { Metadata } from "next";
import { IconBook } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Documentation",
  description: "Guides, features, API reference and answers to common questions.",
};

export default function DocsPage() {
  return <PagePlaceholder icon={<IconBook size={36} />} title="Documentation" description="Getting-started guides, feature documentation, the API reference and an FAQ are coming soon." />;
}
