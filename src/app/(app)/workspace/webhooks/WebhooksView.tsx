"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconWebhook } from "@tabler/icons-react";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { RemovalDialog, SettingsList, useConfirmedRemoval } from "@/components/workspace/SettingsList";
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
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
  const deleting = useConfirmedRemoval<{ id: string; url: string }>(
    async (endpoint) => {
      await remove.mutateAsync({ id: endpoint.id });
      await refresh();
    },
    { done: (endpoint) => ({ title: "Endpoint deleted", message: endpoint.url }), failed: "Deleting failed" },
  );

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

      <SettingsList
        title="Webhooks"
        items={list.data?.endpoints}
        error={list.error}
        loadFailed="Failed to load the webhooks. Please refresh the page."
        forbidden="Only the workspace’s admins and owner manage its webhooks."
        empty={{
          icon: <IconWebhook size={20} aria-hidden />,
          text: "No endpoints yet. Add one to hear about published posts, reviews, accounts and more.",
        }}
      >
        {(items) =>
          items.map((endpoint) => (
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
                  <Button size="xs" color="red" variant="outline" onClick={() => deleting.ask(endpoint)} aria-label={`Delete ${endpoint.url}`}>
                    Delete
                  </Button>
                </Group>
                {open === endpoint.id && <Deliveries endpointId={endpoint.id} />}
              </Stack>
            </Card>
          ))
        }
      </SettingsList>

      <CreateWebhookDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => setSecret(made)}
        eventTypes={list.data?.eventTypes ?? []}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />

      <RemovalDialog
        removal={deleting}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        message={(endpoint) => `Nothing more is sent to ${endpoint.url}, and its deliveries are forgotten.`}
      />
    </Stack>
  );
}
