import type { Metadata } from "next";
import { IconPlugConnected } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Connected Accounts",
  description: "Connect and manage your social media accounts.",
};

export default function AccountsPage() {
  return <PagePlaceholder icon={<IconPlugConnected size={36} />} title="Connected Accounts" description="Connect LinkedIn, X, Threads, TikTok and YouTube to publish from PostPilot, coming soon." />;
}
