import type { Metadata } from "next";
import { IconListDetails } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Posts",
  description: "All your published, scheduled, draft and failed posts.",
};

export default function PostsPage() {
  return <PagePlaceholder icon={<IconListDetails size={36} />} title="Posts" description="Search, filter and manage your published, scheduled, draft and failed posts here soon." />;
}
