import type { Metadata } from "next";
import { DashboardView } from "./DashboardView";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your posts, stats, connected accounts and AI usage at a glance.",
};

export default function DashboardPage() {
  return <DashboardView />;
}
