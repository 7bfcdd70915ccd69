"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Group, NativeSelect, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

type Behaviour = "fail" | "rate_limit" | "slow";

const CHOICES: { value: Behaviour | "normal"; label: string }[] = [
  { value: "normal", label: "Publish normally" },
  { value: "fail", label: "Fail the next post" },
  { value: "rate_limit", label: "Rate-limit the next post (429, then retry)" },
  { value: "slow", label: "Be slow on the next post (times out, needs review)" },
];

/** The sandbox account's own settings: its feed, and how its next post misbehaves (for trying failures). */
export function SandboxSettings({ settings }: { settings: { handle: string; feedPath: string; nextPost: Behaviour | null } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.accounts.sandbox.settings.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess("Sandbox updated", answer.message);
        void queryClient.invalidateQueries(trpc.accounts.sandbox.pathFilter());
      },
      onError: (error) => notifyError("Error", errorInfo(error, "Failed to update the sandbox. Please try again.").message),
    }),
  );

  return (
    <Stack gap={6} mt="sm" data-testid="sandbox-settings">
      <Group gap={4}>
        <IconExternalLink size={14} aria-hidden />
        <LinkAnchor href={settings.feedPath} size="sm" data-testid="sandbox-feed-link">
          Open the sandbox feed
        </LinkAnchor>
      </Group>
      <NativeSelect
        label="Next post"
        size="xs"
        data={CHOICES}
        value={settings.nextPost ?? "normal"}
        disabled={save.isPending}
        onChange={(event) => {
          const value = event.currentTarget.value as Behaviour | "normal";
          save.mutate({ nextPost: value === "normal" ? null : value });
        }}
        data-testid="sandbox-next-post"
      />
      <Text size="xs" c="dimmed">
        Makes the sandbox misbehave once, so you can see failed posts, retries and Republish. Insights on the sandbox are simulated.
      </Text>
    </Stack>
  );
}
