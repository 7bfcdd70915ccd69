"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { LazyModal } from "@/components/LazyModal";
import { notifyServerError } from "@/components/posts/feedback";
import type { WebhookEventType } from "@/server/services/webhooks/catalogue";
import { useTRPC } from "@/trpc/react";

/** Registers an endpoint: its URL, its events and a description; answers the secret to show once. */
export function CreateWebhookDialog({
  opened,
  onClose,
  onCreated,
  eventTypes,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
  eventTypes: { type: WebhookEventType; label: string }[];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<string[]>(["post.published", "post.failed"]);
  const [urlError, setUrlError] = useState<string | null>(null);

  function close() {
    if (create.isPending) return;
    setUrl("");
    setDescription("");
    setUrlError(null);
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) {
      setUrlError("Enter the URL that receives the events");
      return;
    }
    try {
      const made = await create.mutateAsync({ url, description, events: events as WebhookEventType[] });
      await queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
      setUrl("");
      setDescription("");
      setUrlError(null);
      onClose();
      onCreated(made.secret);
    } catch (error) {
      notifyServerError(error, "Adding the endpoint failed");
    }
  }

  return (
    <LazyModal opened={opened} onClose={close} title="Add a webhook endpoint" centered size="lg">
      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="URL"
            description="A public https address; each event is POSTed there as JSON"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={urlError}
            maxLength={2000}
            required
            data-autofocus
            type="url"
          />
          <TextInput
            label="Description"
            description="Optional: what receives them"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={200}
          />
          <Checkbox.Group label="Events" description="Which events are sent" value={events} onChange={setEvents} required>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {eventTypes.map((e) => (
                <Checkbox key={e.type} value={e.type} label={e.type} description={e.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={events.length === 0}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
