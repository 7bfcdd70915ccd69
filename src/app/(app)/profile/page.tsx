import type { Metadata } from "next";
import { IconUser } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Profile",
  description: "Your profile, password, notification preferences and account.",
};

export default function ProfilePage() {
  return <PagePlaceholder icon={<IconUser size={36} />} title="Profile" description="Edit your profile, change your password and choose your notifications here soon." />;
}
