"use client";
import { Alert, Badge, Button, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconClockHour4,
  IconPencilPlus,
  IconPlugConnected,
  IconPlugConnectedX,
  IconRefresh,
  IconSettingsExclamation,
} from "@tabler/icons-react";
import { LinkButton } from "@/components/links";
import { formatDate } from "@/lib/time";
import type { SocialAccountItem } from "@/components/posts/types";
import type { ReactNode } from "react";
import type { AccountNetwork } from "./networks";
import classes from "./accounts.module.css";

export type CardState = "connected" | "expired" | "not-connected" | "coming-soon";

export function cardState(network: AccountNetwork, account: SocialAccountItem | undefined): CardState {
  if (account) return account.isExpired || !account.isActive ? "expired" : "connected";
  return network.connectable ? "not-connected" : "coming-soon";
}

const BADGES: Record<CardState, { label: string; color: string }> = {
  connected: { label: "Connected", color: "teal" },
  expired: { label: "Expired", color: "orange" },
  "not-connected": { label: "Not connected", color: "gray" },
  "coming-soon": { label: "Coming Soon", color: "grape" },
};

/** Threads accounts go by their @username; the others by their display name. */
function accountNames(network: AccountNetwork, account: SocialAccountItem): { primary: string; secondary: string | null } {
  const handle = account.username ? `@${account.username}` : null;
  if (network.key === "threads" && handle) return { primary: handle, secondary: null };
  return { primary: account.accountName, secondary: handle && handle !== account.accountName ? handle : null };
}

/** The card's element id: the page moves focus to it after a connection changes its buttons. */
export function accountCardId(network: string): string {
  return `account-card-${network}`;
}

/** One network on the Accounts page: its connected account with actions, or how to connect it. */
export function AccountCard({
  network,
  account,
  timeZone,
  connecting,
  disconnecting,
  notice,
  onConnect,
  onDisconnect,
  onComingSoon,
  extra,
}: {
  network: AccountNetwork;
  account: SocialAccountItem | undefined;
  timeZone: string;
  connecting: boolean;
  disconnecting: boolean;
  /** A reason connecting cannot work on this server (e.g. the variables it needs). */
  notice: string | null;
  onConnect: () => void;
  onDisconnect: () => void;
  onComingSoon: () => void;
  /** Network-specific settings under the account (the sandbox's misbehaviour). */
  extra?: ReactNode;
}) {
  const state = cardState(network, account);
  const badge = BADGES[state];
  const names = account ? accountNames(network, account) : null;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      data-state={state}
      data-testid={`account-card-${network.key}`}
      id={accountCardId(network.key)}
      tabIndex={-1}
      aria-label={`${network.label}: ${badge.label}`}
      role="group"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon
            size={48}
            radius="md"
            variant="filled"
            color={network.color ?? undefined}
            className={`${classes.brandIcon} ${network.color ? "" : classes.monoIcon}`}
            aria-hidden
          >
            {network.icon}
          </ThemeIcon>
          <div>
            <Text fw={700} size="lg" lh={1.2}>
              {network.label}
            </Text>
            <Badge color={badge.color} variant="light" size="sm" mt={4} data-testid="account-status">
              {badge.label}
            </Badge>
          </div>
        </Group>
      </Group>

      <Text size="sm" c="dimmed" mt="md">
        {network.description}
      </Text>

      {account && names && (
        <Stack gap={4} mt="md" className={classes.accountBox} data-testid="account-details">
          <Text fw={600} size="sm" truncate data-testid="account-name">
            {names.primary}
          </Text>
          {names.secondary && (
            <Text size="xs" c="dimmed" truncate>
              {names.secondary}
            </Text>
          )}
          <Group gap={4} wrap="nowrap">
            <IconCalendarCheck size={14} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="xs" c="dimmed" data-testid="account-connected-at">
              Connected {formatDate(account.createdAt, timeZone)}
            </Text>
          </Group>
        </Stack>
      )}

      {account && extra}

      {state === "expired" && (
        <Alert
          color="orange"
          variant="light"
          mt="md"
          p="xs"
          icon={<IconAlertTriangle size={16} />}
          title="Expired — Reconnect"
          data-testid="account-expired"
        >
          <Text size="xs">The connection to {network.label} has expired. Reconnect to keep publishing to it.</Text>
        </Alert>
      )}

      {notice && (
        <Alert
          color="yellow"
          variant="light"
          mt="md"
          p="xs"
          icon={<IconSettingsExclamation size={16} />}
          title="Not configured"
          data-testid="account-notice"
        >
          <Text size="xs">{notice}</Text>
        </Alert>
      )}

      {/* The buttons name their network: nine cards' "Connect" were one name repeated in a screen
          reader's list of buttons. */}
      <Group className={classes.footer} gap="xs" grow>
        {state === "connected" && (
          <>
            <LinkButton href="/create-post" leftSection={<IconPencilPlus size={16} />}>
              Create Post
            </LinkButton>
            <Button
              variant="light"
              color="red"
              leftSection={<IconPlugConnectedX size={16} />}
              loading={disconnecting}
              onClick={onDisconnect}
              aria-label={`Disconnect ${network.label}`}
            >
              Disconnect
            </Button>
          </>
        )}
        {state === "expired" && (
          <>
            <Button
              color="orange"
              leftSection={<IconRefresh size={16} />}
              loading={connecting}
              disabled={disconnecting}
              onClick={onConnect}
              aria-label={`Reconnect ${network.label}`}
            >
              Reconnect
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconPlugConnectedX size={16} />}
              loading={disconnecting}
              disabled={connecting}
              onClick={onDisconnect}
              aria-label={`Disconnect ${network.label}`}
            >
              Disconnect
            </Button>
          </>
        )}
        {state === "not-connected" && (
          <Button leftSection={<IconPlugConnected size={16} />} loading={connecting} onClick={onConnect} aria-label={`Connect ${network.label}`}>
            Connect
          </Button>
        )}
        {state === "coming-soon" && (
          <Button variant="default" leftSection={<IconClockHour4 size={16} />} onClick={onComingSoon} aria-label={`Coming Soon: ${network.label}`}>
            Coming Soon
          </Button>
        )}
      </Group>
    </Card>
  );
}
