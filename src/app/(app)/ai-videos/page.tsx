import type { Metadata } from "next";
import { AiVideos } from "./AiVideos";

export const metadata: Metadata = {
  title: "AI Videos",
  description: "Generate short AI videos for TikTok and YouTube Shorts.",
};

export default function AiVideosPage() {
  return <AiVideos />;
}
