"use client";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { IconBell } from "@tabler/icons-react";
import { IconButton } from "@/components/static/buttons";
import { useTRPC } from "@/trpc/react";
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

// The panel (its list, focus trap and Mantine parts) loads on the first opening: none of it is in
// the page's first load or hydrated with it.
const NotificationPanel = lazy(() => import("./NotificationPanel"));

/**
 * The app frame's notification bell (issue 26): Mantine's ActionIcon as plain markup with the
 * unread count; its panel lists the latest notifications. A panel under the bell rather than
 * Mantine's Popover: floating-ui would be loaded and mounted on every signed-in page for it.
 */
export function NotificationBell() {
  const trpc = useTRPC();
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const count = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: POLL_MS / 2,
  });
  const unread = count.data?.unread ?? 0;
  const close = useCallback((returnFocus: boolean) => {
    setOpened(false);
    if (returnFocus) bell.current?.focus();
  }, []);
  return (
    <div className={classes.anchor}>
      <IconButton
        ref={bell}
        className={classes.bell}
        aria-label={bellLabel(unread)}
        title="Notifications"
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened((was) => !was)}
        data-testid="notification-bell"
      >
        <span className="m_8d3afb97 mantine-ActionIcon-icon">
          <IconBell size={18} stroke={1.6} />
        </span>
        {unread > 0 && (
          <span className={classes.badge} aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel unread={unread} bell={bell} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
