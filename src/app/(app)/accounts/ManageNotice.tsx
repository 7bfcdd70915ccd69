"use client";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTRPC } from "@/trpc/react";

/** Says up front that connecting needs an admin, for members below it (the server refuses them anyway). */
export function ManageNotice() {
  const trpc = useTRPC();
  const current = useQuery(trpc.workspace.current.queryOptions());
  const role = current.data?.data.role;
  // Owners and admins manage them (the accounts procedures declare the admin role).
  if (!role || role === "OWNER" || role === "ADMIN") return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Accounts of this workspace" data-testid="accounts-manage-notice">
      Only the workspace&apos;s owners and admins connect, reconnect or disconnect its accounts. You can see them here.
    </Alert>
  );
}
