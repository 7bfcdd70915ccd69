import type { Metadata } from "next";
import { IconLayoutDashboard } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your posts, stats, connected accounts and AI usage at a glance.",
};

export default function DashboardPage() {
  return <PagePlaceholder icon={<IconLayoutDashboard size={36} />} title="Dashboard" description="Quick actions, post stats, upcoming posts, recent activity and AI insights are coming to this page soon." />;
}
