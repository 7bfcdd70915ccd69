import type { Metadata } from "next";
import { IconShieldLock, IconLayoutDashboard } from "@tabler/icons-react";
import { LinkButton } from "@/components/links";
import { PagePlaceholder } from "@/components/PagePlaceholder";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/server/auth/page-guard";
import { AdminDashboard } from "./AdminDashboard";

export const metadata: Metadata = {
  title: "Admin",
  description: "Manage users, AI settings and platform statistics.",
};

/** Checked here rather than in the layout, so no admin content is ever rendered for others. */
export default async function AdminPage() {
  // Spec part 2: a visitor opening /admin gets the toast "Authentication required" on the home page.
  const user = await getSessionUser();
  if (!user) redirect("/?notice=auth-required");
  if (user.role !== "admin") {
    return (
      <PagePlaceholder
        icon={<IconShieldLock size={36} />}
        title="Admins only"
        description="This area is reserved for PostPilot administrators. Your account does not have access to it."
      >
        <LinkButton href="/dashboard" leftSection={<IconLayoutDashboard size={18} />}>
          Go to your dashboard
        </LinkButton>
      </PagePlaceholder>
    );
  }
  return <AdminDashboard />;
}
