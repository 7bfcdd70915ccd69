"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ActionIcon, Popover } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { MantineIsland } from "@/components/MantineIsland";
import { useTRPC } from "@/trpc/react";
import { NotificationList } from "./NotificationList";
import classes from "./notifications.module.css";

/** Every open page asks this often (and when its tab gets focus again): the count is one index-only scan. */
const POLL_MS = 60_000;
/** The count is cut here on the server; the badge says "99+" past it. */
const BADGE_MAX = 99;

/** The accessible name: the count is in words, the badge only shows it. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return "Notifications";
  return `Notifications, ${unread > BADGE_MAX ? `more than ${BADGE_MAX}` : unread} unread`;
}

/** The bell with the unread count; its popover lists the latest (loaded when opened). */
export default function NotificationCenter() {
  const trpc = useTRPC();
  const [opened, setOpened] = useState(false);
  const count = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: POLL_MS / 2,
  });
  const unread = count.data?.unread ?? 0;
  return (
    <MantineIsland>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus returnFocus withinPortal>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={bellLabel(unread)}
            title="Notifications"
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
            className={classes.bell}
            data-testid="notification-bell"
          >
            <IconBell size={18} stroke={1.6} />
            {unread > 0 && (
              <span className={classes.badge} aria-hidden="true">
                {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
              </span>
            )}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label="Notifications" role="dialog">
          {opened && <NotificationList unread={unread} onNavigate={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </MantineIsland>
  );
}
