"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useQuery } from "@tanstack/react-query";
import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTRPC } from "@/trpc/react";
import { NetworkAppForm } from "./NetworkAppForm";

/**
 * /workspace/networks: the active workspace's own developer apps, one form per network that
 * connects through one (admins only: the server answers 403 to anyone else, shown as is).
 */
export function NetworkAppsView() {
  const trpc = useTRPC();
  const apps = useQuery({ ...trpc.networkApps.list.queryOptions(), retry: false });

  return (
    <Stack gap="lg" maw={900} data-testid="network-apps-page">
      <WorkspaceNav />
      <div>
        <Title order={1}>Network apps</Title>
        <Text c="dimmed">
          Connect this workspace&apos;s accounts through its own developer apps (for example a client&apos;s own X or LinkedIn app), so that rate
          limits and the app&apos;s identity are its own. Without one, the server&apos;s app is used. Secrets are stored encrypted and never shown
          again.
        </Text>
      </div>
      {apps.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Network apps are not available">
          {apps.error.message}
        </Alert>
      ) : !apps.data ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading network apps">
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : (
        apps.data.data.map((app) => <NetworkAppForm key={app.network} app={app} />)
      )}
    </Stack>
  );
}
