"use client";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Group, Loader, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { notifyServerError } from "@/components/posts/feedback";
import { useTRPC } from "@/trpc/react";
import classes from "./notifications.module.css";
import { activeWorkspaceCookie, needsSwitch, openInWorkspace, type NotificationWorkspace } from "./workspace-link";

/** How many the popover shows: the latest; older ones are rarely worth a scroll through a menu. */
const LATEST = 15;

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });

function ago(date: Date, now = Date.now()): string {
  const minutes = Math.round((date.getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, "hour");
  return relative.format(Math.round(hours / 24), "day");
}

interface Item {
  id: string;
  title: string;
  link: string | null;
  read: boolean;
  createdAt: Date;
  workspace: (NotificationWorkspace & { name: string }) | null;
}

/** The popover's content: the latest notifications, each leading to what it is about. */
export function NotificationList({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.notifications.list.queryOptions({ limit: LATEST }));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.unreadCount.queryKey() }),
    ]);
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onSettled: refresh }));
  const markAll = useMutation(trpc.notifications.markAllRead.mutationOptions({ onSettled: refresh }));

  async function follow(item: Item) {
    if (!item.read) await markRead.mutateAsync({ id: item.id }).catch(() => undefined);
    onNavigate();
    const target = item.link ?? "/dashboard";
    if (item.workspace && needsSwitch(item.workspace, activeWorkspaceCookie(document.cookie))) openInWorkspace(item.workspace, target);
    else router.push(target);
  }

  const items = (list.data?.data ?? []) as Item[];
  return (
    <div>
      <Group justify="space-between" px="sm" py="xs">
        <Text component="h2" fw={700} size="sm" m={0}>
          Notifications
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconCheck size={14} />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: (e) => notifyServerError(e, "Not marked", "Could not mark them read.") })}
        >
          Mark all read
        </Button>
      </Group>
      {list.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading notifications" />
        </Group>
      ) : list.isError ? (
        <Text size="sm" p="sm" role="alert">
          Notifications could not be loaded. Close and open again to retry.
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" p="sm">
          Nothing yet. Reviews, comments, failed posts and accounts to reconnect show up here.
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Latest notifications">
          {items.map((item) => (
            <li key={item.id} className={classes.item} data-unread={item.read ? undefined : true}>
              <a
                href={item.link ?? "/dashboard"}
                className={classes.link}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  void follow(item);
                }}
              >
                <span className={classes.title}>
                  {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                  {item.title}
                </span>
                <span className={classes.meta}>
                  {item.workspace ? `${item.workspace.name} · ` : ""}
                  {ago(item.createdAt)}
                </span>
              </a>
              {!item.read && (
                <UnstyledButton
                  className={classes.meta}
                  onClick={(event) => {
                    // The button goes once the item is read: the focus stays on the item, in the popover.
                    event.currentTarget.closest("li")?.querySelector("a")?.focus();
                    markRead.mutate({ id: item.id });
                  }}
                  aria-label={`Mark read: ${item.title}`}
                  p={4}
                >
                  Mark read
                </UnstyledButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
