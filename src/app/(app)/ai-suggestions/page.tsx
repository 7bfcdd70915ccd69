import type { Metadata } from "next";
import { IconBulb } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "AI Suggestions",
  description: "Generate post ideas from a link or a subject with AI.",
};

export default function AiSuggestionsPage() {
  return <PagePlaceholder icon={<IconBulb size={36} />} title="AI Suggestions" description="Turn a link or a subject into ready-to-use post variations with AI, coming soon." />;
}
