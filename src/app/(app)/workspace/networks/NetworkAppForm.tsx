"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { useTRPC } from "@/trpc/react";

type NetworkApp = inferRouterOutputs<AppRouter>["networkApps"]["list"]["data"][number];

/** One network's app: what is set (last four characters only), a form to set or replace it, and removal. */
export function NetworkAppForm({ app }: { app: NetworkApp }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.networkApps.save.mutationOptions());
  const remove = useMutation(trpc.networkApps.remove.mutationOptions());
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const headingId = `network-app-${app.network}`;

  async function refresh() {
    await queryClient.invalidateQueries(trpc.networkApps.list.pathFilter());
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync({ network: app.network, clientId, clientSecret });
      setClientId("");
      setClientSecret("");
      notifySuccess("App saved", answer.message);
      await refresh();
    } catch (error) {
      notifyServerError(error, "Could not save the app", "Check the client ID and secret and try again.");
    }
  }

  async function handleRemove() {
    try {
      const answer = await remove.mutateAsync({ network: app.network });
      notifySuccess("App removed", answer.message);
      await refresh();
    } catch (error) {
      notifyServerError(error, "Could not remove the app", "Please try again.");
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-testid={`network-app-${app.network}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {app.label}
        </Title>
        {app.ownApp ? (
          <Badge color="teal" variant="light">
            Own app set
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {app.serverApp ? "Server's app" : "Not configured"}
          </Badge>
        )}
      </Group>
      <Text size="sm" mb="md">
        {app.ownApp
          ? `Client ID ending in ${app.ownApp.clientIdLast4}, secret ending in ${app.ownApp.clientSecretLast4 || "(unreadable: enter it again)"}. Accounts connected through another app must be reconnected.`
          : app.serverApp
            ? "This workspace connects through the server's app."
            : `The server has no ${app.label} app: set one here to connect ${app.label} accounts in this workspace.`}
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label={`${app.label} app credentials`}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={`${app.label} client ID`}
              value={clientId}
              onChange={(e) => setClientId(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <PasswordInput
              label={`${app.label} client secret`}
              value={clientSecret}
              onChange={(e) => setClientSecret(e.currentTarget.value)}
              autoComplete="new-password"
              required
            />
          </Group>
          <Group justify="flex-end">
            {app.ownApp && (
              <Button variant="default" color="red" onClick={handleRemove} loading={remove.isPending}>
                Remove {app.label} app
              </Button>
            )}
            <Button type="submit" loading={save.isPending} disabled={!clientId.trim() || !clientSecret.trim()}>
              {app.ownApp ? `Replace ${app.label} app` : `Save ${app.label} app`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
