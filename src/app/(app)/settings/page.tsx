import type { Metadata } from "next";
import { IconSettings } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Settings",
  description: "Application settings for your PostPilot workspace.",
};

export default function SettingsPage() {
  return (
    <PagePlaceholder
      icon={<IconSettings size={36} />}
      title="Coming Soon"
      description="Workspace settings are on their way. Until then, manage your account from your profile."
    />
  );
}
