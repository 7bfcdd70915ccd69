"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle, IconFlask, IconPlugConnectedX } from "@tabler/icons-react";
import { LinkAnchor, LinkButton } from "@/components/links";
import { NetworkIcon } from "@/components/NetworkIcon";
import { notifyError, notifyInfo, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import type { SocialAccountItem } from "@/components/posts/types";
import { formatCount } from "@/lib/numbers";
import { NETWORK_KEYS, NETWORKS, textBytes, textLength, type NetworkKey } from "@/lib/networks";
import type { MediaItem } from "../wizard-types";
import classes from "../create-post.module.css";

type Availability = "usable" | "expired" | "not-connected" | "coming-soon";

function availability(key: NetworkKey, accounts: SocialAccountItem[]): Availability {
  if (!NETWORKS[key].capabilities.posts) return "coming-soon";
  const account = accounts.find((a) => a.platform === key);
  if (!account) return "not-connected";
  return account.isActive && !account.isExpired ? "usable" : "expired";
}

function StatusLine({ state, account, withLink }: { state: Availability; account?: SocialAccountItem; withLink: boolean }) {
  switch (state) {
    case "usable":
      return (
        <Text size="xs" c="dimmed" truncate>
          {account?.username ? `@${account.username}` : account?.accountName}
        </Text>
      );
    case "expired":
      return (
        <Text size="xs" c="orange">
          Connection expired
          {withLink && (
            <>
              {" · "}
              <LinkAnchor href="/accounts" size="xs">
                Reconnect
              </LinkAnchor>
            </>
          )}
        </Text>
      );
    case "not-connected":
      return (
        <Text size="xs" c="dimmed">
          Not connected
          {withLink && (
            <>
              {" · "}
              <LinkAnchor href="/accounts" size="xs">
                Connect
              </LinkAnchor>
            </>
          )}
        </Text>
      );
    default:
      return (
        <Badge size="xs" variant="light" color="gray">
          Coming Soon
        </Badge>
      );
  }
}

/** Live preview of the post as one network will receive it, with its character limit. */
function NetworkPreview({
  network,
  content,
  media,
  accountLimit,
}: {
  network: NetworkKey;
  content: string;
  media: MediaItem[];
  accountLimit?: number | null;
}) {
  // A Mastodon account's limit is its instance's (read when it was connected).
  const info = { ...NETWORKS[network], text: { ...NETWORKS[network].text, limit: accountLimit ?? NETWORKS[network].text.limit } };
  // As the network counts it (X: a link is 23, an emoji or a CJK character 2).
  const length = textLength(content.trim(), info.text.counting);
  const over = length - info.text.limit;
  // Bluesky's second limit: 3,000 bytes (150 family emoji are 150 characters but 3,750 bytes).
  const bytes = info.text.maxBytes !== undefined ? textBytes(content.trim()) : 0;
  const overBytes = info.text.maxBytes !== undefined && bytes > info.text.maxBytes;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`preview-${network}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" size="md" aria-hidden>
            <NetworkIcon network={network} />
          </ThemeIcon>
          <Text fw={600} size="sm">
            {info.label} preview
          </Text>
        </Group>
        <Text size="xs" c={over > 0 ? "red" : "dimmed"} fw={over > 0 ? 600 : undefined}>
          {length}/{info.text.limit}
        </Text>
      </Group>
      <Text size="sm" className={classes.preview} lineClamp={8}>
        {content.trim() || "Your post text appears here."}
      </Text>
      {media.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          + {media.length} media file{media.length === 1 ? "" : "s"}
        </Text>
      )}
      {info.media.requiresMedia && media.length === 0 && (
        <Alert color="red" variant="light" mt="sm" p="xs" icon={<IconAlertTriangle size={16} />} data-testid={`needs-media-${network}`}>
          <Text size="xs">
            {info.label} needs an image or a video. Add one in the previous step, or deselect {info.label}.
          </Text>
        </Alert>
      )}
      {over > 0 && (
        <Alert color="red" variant="light" mt="sm" p="xs" icon={<IconAlertTriangle size={16} />}>
          <Text size="xs">
            {over} character{over === 1 ? "" : "s"} over {info.label}&apos;s {info.text.limit}-character limit. Shorten the text or deselect{" "}
            {info.label}.
          </Text>
        </Alert>
      )}
      {overBytes && (
        <Alert color="red" variant="light" mt="sm" p="xs" icon={<IconAlertTriangle size={16} />} data-testid={`over-bytes-${network}`}>
          <Text size="xs">
            {info.label} allows {formatCount(info.text.maxBytes!)} bytes of text; this text is {formatCount(bytes)} bytes. Shorten the text or
            deselect {info.label}.
          </Text>
        </Alert>
      )}
    </Card>
  );
}

/**
 * Nothing connected yet: say so, link to Accounts, and offer to connect the sandbox right here
 * when the server has it (a new user can then go on without keys).
 */
function NoAccountConnected({ sandboxAvailable }: { sandboxAvailable: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const connect = useMutation(
    trpc.accounts.sandbox.auth.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess("Account Connected", answer.message);
        void queryClient.invalidateQueries(trpc.dashboard.pathFilter());
        void queryClient.invalidateQueries(trpc.post.pathFilter());
        void queryClient.invalidateQueries(trpc.accounts.list.pathFilter());
        void queryClient.invalidateQueries(trpc.accounts.sandbox.pathFilter());
      },
      onError: (error) => notifyError("Connection Failed", errorInfo(error, "Failed to connect the sandbox. Please try again.").message),
    }),
  );
  return (
    <Alert color="blue" variant="light" icon={<IconPlugConnectedX size={18} />} title="No account is connected" data-testid="no-account-connected">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Connect a social account on the{" "}
          <LinkAnchor href="/accounts" inherit>
            Accounts
          </LinkAnchor>{" "}
          page to publish or schedule this post
          {sandboxAvailable ? ", or try everything now with the built-in sandbox (a local preview, not a real network)." : "."} You can also save it
          as a draft.
        </Text>
        <Group gap="sm">
          {sandboxAvailable && (
            <Button
              size="xs"
              leftSection={<IconFlask size={14} />}
              loading={connect.isPending}
              onClick={() => connect.mutate()}
              data-testid="connect-sandbox-inline"
            >
              Connect the sandbox
            </Button>
          )}
          <LinkButton href="/accounts" size="xs" variant="default">
            Go to Accounts
          </LinkButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Step 3: every network; those that take posts selectable when connected, the others coming soon. */
export function PlatformStep({
  selected,
  accounts,
  loading,
  content,
  media,
  onToggle,
}: {
  selected: NetworkKey[];
  accounts: SocialAccountItem[];
  loading: boolean;
  content: string;
  media: MediaItem[];
  onToggle: (network: NetworkKey) => void;
}) {
  const trpc = useTRPC();
  const sandbox = useQuery(trpc.accounts.sandbox.status.queryOptions());
  const sandboxAvailable = !!sandbox.data?.available;
  // The sandbox is listed only where the server has it.
  const keys = NETWORK_KEYS.filter((key) => key !== "sandbox" || sandboxAvailable);
  const noneUsable = !loading && !keys.some((key) => availability(key, accounts) === "usable");
  return (
    <Stack gap="lg">
      {noneUsable ? (
        <NoAccountConnected sandboxAvailable={sandboxAvailable} />
      ) : (
        <Text c="dimmed">Choose where to post. Connected networks are selected for you.</Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {keys.map((key) => {
          const state = loading ? "not-connected" : availability(key, accounts);
          const account = accounts.find((a) => a.platform === key);
          const checked = selected.includes(key);
          // A selected network can always be deselected; only usable ones can be selected.
          const disabled = !checked && state !== "usable" && state !== "coming-soon";
          const onClick = () => {
            if (state === "coming-soon") {
              notifyInfo("Coming Soon", `Coming Soon: ${NETWORKS[key].label} integration is coming soon!`);
              return;
            }
            if (disabled) return;
            onToggle(key);
          };
          const body = (
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon variant="light" size="lg" radius="md" color={state === "usable" ? undefined : "gray"} aria-hidden>
                  <NetworkIcon network={key} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {NETWORKS[key].label}
                  </Text>
                  <StatusLine state={state} account={account} withLink={disabled} />
                </div>
              </Group>
              {/* Drawn only: the card is the checkbox (a real input inside it was a second, nested control). */}
              {state !== "coming-soon" && <Checkbox.Indicator checked={checked} disabled={disabled} aria-hidden />}
            </Group>
          );
          // Networks that cannot be selected are not buttons: they carry a link to Accounts instead.
          if (disabled) {
            return (
              <div key={key} className={classes.choice} data-disabled data-testid={`platform-${key}`}>
                {body}
              </div>
            );
          }
          return (
            <UnstyledButton
              key={key}
              className={classes.choice}
              data-selected={checked || undefined}
              data-disabled={state === "coming-soon" || undefined}
              onClick={onClick}
              role={state === "coming-soon" ? undefined : "checkbox"}
              aria-checked={state === "coming-soon" ? undefined : checked}
              // Coming soon: named by what it shows ("TikTok Coming Soon"); a label of its own did not
              // contain the visible words (axe: label-content-name-mismatch).
              aria-label={state === "coming-soon" ? undefined : NETWORKS[key].label}
              data-testid={`platform-${key}`}
            >
              {body}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>

      {selected.length > 0 && (
        <Stack gap="sm">
          <Text fw={600}>Preview</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {selected.map((network) => (
              <NetworkPreview
                key={network}
                network={network}
                content={content}
                media={media}
                accountLimit={accounts.find((a) => a.platform === network)?.charLimit}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
