import type { Metadata } from "next";
import { IconPencilPlus } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Create Post",
  description: "Write, generate and schedule a post for your connected networks.",
};

export default function CreatePostPage() {
  return <PagePlaceholder icon={<IconPencilPlus size={36} />} title="Create Post" description="A step-by-step wizard to write a post yourself or with AI, pick your networks and publish now or later is on its way." />;
}
