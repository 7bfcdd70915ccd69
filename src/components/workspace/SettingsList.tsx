"use client";
/**
 * What the workspace settings pages that list things share (API keys, connected apps, webhooks,
 * client review links), each page keeping its own words:
 * - SettingsList: the list's states: refused (a 403 said in the page's words), loading, empty, the rows.
 * - useConfirmedRemoval + RemovalDialog: "Revoke this …?" asked in a dialog (the confirm button
 *   focused), then done, told in a notification, and the list refreshed; a failure is told too.
 */
import { useState, type ReactNode } from "react";
import { Alert, Card, Group, Skeleton, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { notifySuccess } from "@/components/notify";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { notifyServerError } from "@/components/posts/feedback";
import { errorInfo } from "@/trpc/errors";

export interface SettingsListProps<T> {
  /** The list's name, as the title of the alert when it cannot be shown. */
  title: string;
  /** The rows; undefined while loading. */
  items: readonly T[] | undefined;
  /** The list query's error, if it failed. */
  error: unknown;
  /** Said when loading failed and the server said nothing more useful. */
  loadFailed: string;
  /** Said instead of the server's message when the member may not see the list (403). */
  forbidden?: string;
  empty: { icon: ReactNode; text: ReactNode };
  children: (items: readonly T[]) => ReactNode;
}

export function SettingsList<T>({ title, items, error, loadFailed, forbidden, empty, children }: SettingsListProps<T>) {
  if (error) {
    const refusal = errorInfo(error, loadFailed);
    const refused = forbidden !== undefined && refusal.status === 403;
    return (
      <Alert color={refused ? "yellow" : "red"} icon={<IconAlertCircle size={18} />} title={title}>
        {refused ? forbidden : refusal.message}
      </Alert>
    );
  }
  if (!items) return <Skeleton height={160} radius="md" />;
  if (items.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Group gap="sm">
          {empty.icon}
          <Text>{empty.text}</Text>
        </Group>
      </Card>
    );
  }
  return <>{children(items)}</>;
}

export interface Removal<T> {
  /** The row being asked about (kept while the dialog closes, so its text does not blank out). */
  item: T | null;
  opened: boolean;
  pending: boolean;
  ask: (item: T) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
}

/**
 * `remove` does the work and refreshes the list; `done` names the success notification (none when
 * omitted), `failed` the failure's title.
 */
export function useConfirmedRemoval<T>(
  remove: (item: T) => Promise<unknown>,
  tell: { done?: (item: T) => { title: string; message: string }; failed: string },
): Removal<T> {
  const [item, setItem] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  return {
    item,
    opened,
    pending,
    ask: (next) => {
      setItem(next);
      setOpened(true);
    },
    cancel: () => {
      if (!pending) setOpened(false);
    },
    confirm: async () => {
      if (item === null || pending) return;
      setPending(true);
      try {
        await remove(item);
        const done = tell.done?.(item);
        if (done) notifySuccess(done.title, done.message);
      } catch (error) {
        notifyServerError(error, tell.failed);
      } finally {
        setPending(false);
        setOpened(false);
      }
    },
  };
}

export function RemovalDialog<T>({
  removal,
  title,
  confirmLabel,
  message,
}: {
  removal: Removal<T>;
  title: string;
  confirmLabel: string;
  message: (item: T) => string;
}) {
  return (
    <ConfirmDialog
      opened={removal.opened}
      title={title}
      message={removal.item === null ? "" : message(removal.item)}
      confirmLabel={confirmLabel}
      loading={removal.pending}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    />
  );
}
