import type { Metadata } from "next";
import { IconMovie } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "AI Videos",
  description: "Generate short AI videos for TikTok and YouTube Shorts.",
};

export default function AiVideosPage() {
  return <PagePlaceholder icon={<IconMovie size={36} />} title="AI Videos" description="Set up video themes and let AI generate and publish short videos for TikTok and YouTube Shorts, coming soon." />;
}
