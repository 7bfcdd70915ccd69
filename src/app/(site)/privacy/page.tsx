import type { Metadata } from "next";
import { IconLock } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "How PostPilot collects, uses and protects your data.",
};

export default function PrivacyPage() {
  return (
    <PagePlaceholder icon={<IconLock size={36} />} title="Privacy Policy" description="Our privacy policy, explaining what we store and why, will be published here.">
      <LinkAnchor href="/">Back to home</LinkAnchor>
    </PagePlaceholder>
  );
}
