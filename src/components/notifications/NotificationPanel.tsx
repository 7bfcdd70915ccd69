"use client";
import { useEffect, useRef, type RefObject } from "react";
import { useFocusTrap, useMergedRef } from "@mantine/hooks";
import { MantineIsland } from "@/components/MantineIsland";
import { NotificationList } from "./NotificationList";
import classes from "./notifications.module.css";

/**
 * The bell's panel, a non-modal dialog with Mantine's Popover dropdown look: focus moves into it and
 * Tab stays inside; Escape closes it and gives the focus back to the bell; a click elsewhere closes it.
 */
export default function NotificationPanel({
  unread,
  bell,
  onClose,
}: {
  unread: number;
  bell: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(panel, useFocusTrap(true));
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [bell, onClose]);
  return (
    <MantineIsland>
      <div
        ref={ref}
        role="dialog"
        aria-label="Notifications"
        tabIndex={-1}
        className={`m_38a85659 mantine-Popover-dropdown ${classes.panel}`}
        data-position="bottom-end"
        style={{ "--popover-shadow": "var(--mantine-shadow-md)" } as React.CSSProperties}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            onClose(true);
          }
        }}
      >
        <NotificationList unread={unread} onNavigate={() => onClose(false)} />
      </div>
    </MantineIsland>
  );
}
