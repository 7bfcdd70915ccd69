"use client";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertCircle, IconBulb, IconRefresh } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { notifyError, notifyInfo, notifySuccess } from "@/components/notify";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { describeTimeZone } from "@/lib/time";
import { useAppUser } from "@/components/app/use-app-user";
import { useLoadErrorToast } from "@/components/posts/use-load-error-toast";
import type { NetworkKey } from "@/lib/networks";
import { errorInfo } from "@/trpc/errors";
import { useTRPC, useTRPCClient } from "@/trpc/react";
import { AccountCard, accountCardId } from "./AccountCard";
import type { FederatedNetwork } from "./FederatedConnectDialog";
import { ChoosePage } from "./ChoosePage";
import { ManageNotice } from "./ManageNotice";
import { SandboxSettings } from "./SandboxSettings";
import { ACCOUNT_NETWORKS, asksBeforeConnecting, disconnectAccount, requestConnection, type AccountNetwork } from "./networks";
import { connectionOutcome, queryWithoutOutcome } from "./outcome";

const LOAD_FAILED = "Failed to load connected accounts.";

// Loaded when Bluesky or Mastodon asks for its handle / instance (Modal brings floating-ui).
const FederatedConnectDialog = dynamic(() => import("./FederatedConnectDialog").then((m) => m.FederatedConnectDialog), { ssr: false });

const comingSoon = (network: AccountNetwork) => notifyInfo("Coming Soon", `${network.label} integration is coming soon.`);

/** Connected accounts: one card per network, connect through the network's consent page, disconnect. */
export function AccountsView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { timeZone } = useAppUser();
  const accounts = useQuery(trpc.accounts.list.queryOptions());
  const sandbox = useQuery(trpc.accounts.sandbox.status.queryOptions());
  // The sandbox card shows only where the server offers the sandbox (SANDBOX_NETWORK).
  const networks = ACCOUNT_NETWORKS.filter((n) => n.key !== "sandbox" || sandbox.data?.available);

  const [connecting, setConnecting] = useState<NetworkKey | null>(null);
  const [disconnecting, setDisconnecting] = useState<NetworkKey | null>(null);
  // The network asked about stays set while the dialog closes (its text must not change on the way out).
  const [confirming, setConfirming] = useState<AccountNetwork | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [notices, setNotices] = useState<Partial<Record<NetworkKey, string>>>({});
  // Bluesky and Mastodon ask for a handle / an instance before connecting.
  const [asking, setAsking] = useState<FederatedNetwork | null>(null);

  useLoadErrorToast(accounts.isError, LOAD_FAILED);

  /**
   * After connecting or disconnecting, the card's buttons change and the one that was pressed is
   * gone: focus goes to the card (which then reads out its new state) once the accounts reloaded,
   * not to the body.
   */
  const reloadAndFocus = useCallback(
    async (key: NetworkKey | null) => {
      await Promise.all([
        queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
        queryClient.invalidateQueries(trpc.accounts.list.pathFilter()),
        queryClient.invalidateQueries(trpc.post.pathFilter()),
      ]);
      if (key) requestAnimationFrame(() => document.getElementById(accountCardId(key))?.focus());
    },
    [queryClient, trpc],
  );

  // The outcome of a connection the network sent the browser back with: shown once, then the URL is cleaned.
  const shownOutcome = useRef<string | null>(null);
  useEffect(() => {
    const outcome = connectionOutcome(searchParams);
    if (!outcome) return;
    const key = searchParams.toString();
    if (shownOutcome.current !== key) {
      shownOutcome.current = key;
      if (outcome.ok) notifySuccess(outcome.title, outcome.message);
      else notifyError(outcome.title, outcome.message);
      void reloadAndFocus(outcome.network);
    }
    router.replace(`${pathname}${queryWithoutOutcome(searchParams)}`, { scroll: false });
  }, [searchParams, pathname, router, reloadAndFocus]);

  // Back from the network's page through the browser's history: the page may come from its cache.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setConnecting(null);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  async function connect(network: AccountNetwork) {
    if (!network.connectable) return comingSoon(network);
    if (asksBeforeConnecting(network.key)) return setAsking(network.key);
    setConnecting(network.key);
    try {
      const answer = await requestConnection(client, network.key);
      if ("connected" in answer) {
        // The sandbox connects in place: no consent page to go to.
        setConnecting(null);
        notifySuccess("Account Connected", answer.connected);
        void queryClient.invalidateQueries(trpc.accounts.sandbox.pathFilter());
        void reloadAndFocus(network.key);
        return;
      }
      // Off to the network's consent page; it sends the browser back to /api/<network>/callback.
      window.location.assign(answer.authUrl);
    } catch (error) {
      setConnecting(null);
      const info = errorInfo(error, `Failed to connect to ${network.label}. Please try again.`);
      if (info.extra.comingSoon || info.status === 501) return comingSoon(network);
      if (info.extra.notConfigured) {
        setNotices((n) => ({ ...n, [network.key]: info.message }));
        notifyError("Connection Failed", info.message);
        return;
      }
      // Refusals (e.g. too many attempts) say why; anything else gets the spec's text.
      const clientError = info.status >= 400 && info.status < 500;
      notifyError("Connection Failed", clientError ? info.message : `Failed to connect to ${network.label}. Please try again.`);
    }
  }

  async function confirmDisconnect() {
    const network = confirming;
    setConfirmOpen(false);
    if (!network) return;
    setDisconnecting(network.key);
    try {
      const message = await disconnectAccount(client, network.key);
      notifySuccess("Account Disconnected", message);
    } catch {
      notifyError("Error", `Failed to disconnect ${network.label} account. Please try again.`);
    } finally {
      setDisconnecting(null);
      // Everything that lists accounts (this page, dashboard, wizard, calendar) reloads.
      void queryClient.invalidateQueries(trpc.accounts.sandbox.pathFilter());
      void reloadAndFocus(network.key);
    }
  }

  const list = accounts.data?.data ?? [];
  const connectedCount = list.length;
  const confirmingAccount = confirming ? list.find((a) => a.platform === confirming.key) : undefined;

  return (
    <Stack gap="lg" data-testid="accounts-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Connected Accounts</Title>
          <Text c="dimmed">Connect your social media accounts to publish and schedule posts from PostPilot.</Text>
        </div>
        {accounts.data && (
          <Badge size="lg" variant="light" color={connectedCount > 0 ? "teal" : "gray"} data-testid="accounts-count">
            {connectedCount} connected
          </Badge>
        )}
      </Group>

      <ChoosePage />
      <ManageNotice />

      {accounts.isError && !accounts.data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{LOAD_FAILED}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={accounts.isFetching}
              onClick={() => void accounts.refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {networks.map((network) =>
            accounts.data ? (
              <AccountCard
                key={network.key}
                network={network}
                account={list.find((a) => a.platform === network.key)}
                timeZone={timeZone}
                connecting={connecting === network.key}
                disconnecting={disconnecting === network.key}
                notice={notices[network.key] ?? null}
                onConnect={() => void connect(network)}
                onDisconnect={() => {
                  setConfirming(network);
                  setConfirmOpen(true);
                }}
                onComingSoon={() => comingSoon(network)}
                extra={network.key === "sandbox" && sandbox.data?.sandbox ? <SandboxSettings settings={sandbox.data.sandbox} /> : null}
              />
            ) : (
              <Skeleton key={network.key} height={236} radius="md" />
            ),
          )}
        </SimpleGrid>
      )}

      {connectedCount > 0 && (
        <Card withBorder radius="md" padding="lg" data-testid="accounts-tips">
          <Group gap="sm" mb="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="yellow" radius="md" size={36} aria-hidden>
              <IconBulb size={20} />
            </ThemeIcon>
            <Title order={2} size="h4">
              Tips for your connected accounts
            </Title>
          </Group>
          <List size="sm" spacing={6}>
            <List.Item>
              Connected accounts are selected for you when you{" "}
              <LinkAnchor href="/create-post" inherit>
                create a post
              </LinkAnchor>
              ; you can deselect any of them.
            </List.Item>
            <List.Item>
              See what is planned on the{" "}
              <LinkAnchor href="/calendar" inherit>
                calendar
              </LinkAnchor>{" "}
              and drag a scheduled post to move it.
            </List.Item>
            <List.Item>When a connection shows Expired, reconnect it before its scheduled posts are due so they can go out.</List.Item>
            <List.Item>Disconnecting removes PostPilot&apos;s access; posts already published stay on the network.</List.Item>
            <List.Item>
              Dates are shown in your time zone, {describeTimeZone(timeZone)}. You can change it in your{" "}
              <LinkAnchor href="/profile" inherit>
                profile
              </LinkAnchor>
              .
            </List.Item>
          </List>
        </Card>
      )}

      {asking && (
        <FederatedConnectDialog
          network={asking}
          onClose={() => setAsking(null)}
          onConnected={(message) => {
            setAsking(null);
            notifySuccess("Account Connected", message);
            void reloadAndFocus(asking);
          }}
        />
      )}

      <ConfirmDialog
        opened={confirmOpen}
        title={confirming ? `Disconnect ${confirming.label}` : "Disconnect"}
        message={
          confirming
            ? `Are you sure you want to disconnect ${confirmingAccount ? `${confirmingAccount.accountName} on ${confirming.label}` : `your ${confirming.label} account`}? Posts scheduled for ${confirming.label} can't be published until you connect it again.`
            : ""
        }
        confirmLabel="Disconnect"
        onConfirm={() => void confirmDisconnect()}
        onCancel={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
