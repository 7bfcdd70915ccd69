"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconPlus, IconWebhook } from "@tabler/icons-react";
import { LazyModal } from "@/components/LazyModal";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { CreateWebhookDialog } from "./CreateWebhookDialog";
import { Deliveries } from "./Deliveries";
import { SecretDialog } from "./SecretDialog";

/** /workspace/webhooks: the active workspace's webhook endpoints and their deliveries, for its admins and owner. */
export function WebhooksView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.webhooks.list.queryOptions(undefined, { retry: false }));
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const rotate = useMutation(trpc.webhooks.rotateSecret.mutationOptions());
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; url: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refusal = list.isError ? errorInfo(list.error, "Failed to load the webhooks. Please refresh the page.") : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });

  async function toggle(id: string, enabled: boolean) {
    try {
      await update.mutateAsync({ id, enabled });
      notifySuccess(
        enabled ? "Endpoint enabled" : "Endpoint disabled",
        enabled ? "Waiting deliveries go out now." : "Nothing is sent to it until you enable it.",
      );
      await refresh();
    } catch (error) {
      notifyServerError(error, "Saving failed");
    }
  }

  async function rotateSecret(id: string) {
    try {
      const made = await rotate.mutateAsync({ id });
      setSecret(made.secret);
    } catch (error) {
      notifyServerError(error, "Rotating failed");
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      notifySuccess("Endpoint deleted", deleting.url);
      await refresh();
    } catch (error) {
      notifyServerError(error, "Deleting failed");
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack gap="lg" maw={1100} data-testid="webhooks-page">
      <WorkspaceNav />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Webhooks</Title>
          <Text c="dimmed">
            This workspace&apos;s events POSTed to your URLs as JSON, signed with each endpoint&apos;s secret (the <code>PostPilot-Signature</code>{" "}
            header), retried for 24 hours.
          </Text>
        </div>
        {list.isSuccess && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Add endpoint
          </Button>
        )}
      </Group>

      {refusal ? (
        <Alert color={refusal.status === 403 ? "yellow" : "red"} icon={<IconAlertCircle size={18} />} title="Webhooks">
          {refusal.status === 403 ? "Only the workspace’s admins and owner manage its webhooks." : refusal.message}
        </Alert>
      ) : !list.data ? (
        <Skeleton height={160} radius="md" />
      ) : list.data.endpoints.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Group gap="sm">
            <IconWebhook size={20} aria-hidden />
            <Text>No endpoints yet. Add one to hear about published posts, reviews, accounts and more.</Text>
          </Group>
        </Card>
      ) : (
        list.data.endpoints.map((endpoint) => (
          <Card key={endpoint.id} withBorder radius="md" padding="lg" data-testid="webhook-endpoint" component="section" aria-label={endpoint.url}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Title order={2} size="h4" style={{ wordBreak: "break-all" }}>
                    {endpoint.url}
                  </Title>
                  {endpoint.description && <Text c="dimmed">{endpoint.description}</Text>}
                </div>
                <Badge color={endpoint.enabled ? "green" : "red"} variant="light">
                  {endpoint.enabled ? "enabled" : endpoint.disabledReason === "failing" ? "disabled: kept failing" : "disabled"}
                </Badge>
              </Group>
              <Group gap={6}>
                {endpoint.events.map((e) => (
                  <Badge key={e} variant="outline" tt="none">
                    {e}
                  </Badge>
                ))}
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                  aria-expanded={open === endpoint.id}
                >
                  {open === endpoint.id ? "Hide deliveries" : "Show deliveries"}
                </Button>
                <Button size="xs" variant="default" onClick={() => void toggle(endpoint.id, !endpoint.enabled)}>
                  {endpoint.enabled ? "Disable" : "Enable"}
                </Button>
                <Button size="xs" variant="default" onClick={() => void rotateSecret(endpoint.id)}>
                  Rotate secret
                </Button>
                <Button size="xs" color="red" variant="outline" onClick={() => setDeleting(endpoint)} aria-label={`Delete ${endpoint.url}`}>
                  Delete
                </Button>
              </Group>
              {open === endpoint.id && <Deliveries endpointId={endpoint.id} />}
            </Stack>
          </Card>
        ))
      )}

      <CreateWebhookDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => setSecret(made)}
        eventTypes={list.data?.eventTypes ?? []}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />

      <LazyModal opened={deleting !== null} onClose={() => !remove.isPending && setDeleting(null)} title="Delete this endpoint?" centered>
        <Stack gap="sm">
          <Text size="sm">Nothing more is sent to {deleting?.url}, and its deliveries are forgotten.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirmDelete()} loading={remove.isPending} data-autofocus>
              Delete endpoint
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
