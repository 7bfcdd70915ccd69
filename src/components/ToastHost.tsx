"use client";
import { useEffect, useState, useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { notificationsStore } from "@mantine/notifications";

// Mantine's toast container (and Mantine with it, on public pages) is not part of the first load;
// notifications.show() keeps toasts in the store until it is there.
const ToastContainer = dynamic(() => import("@/components/ToastContainer"), { ssr: false });

let toastShown = false;

function anyToastShown(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  toastShown ||= notifications.length > 0 || queue.length > 0;
  return toastShown;
}

/**
 * The page's toast container. `eager` (the signed-in area, which has Mantine loaded anyway): mounted
 * right after hydration, so toasts appear at once. Otherwise (public pages): mounted with the first toast.
 */
export function ToastHost({ eager = false }: { eager?: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (eager) setHydrated(true); // eslint-disable-line react-hooks/set-state-in-effect -- mount after hydration, by design
  }, [eager]);
  const wanted = useSyncExternalStore(notificationsStore.subscribe, anyToastShown, () => false);
  return wanted || hydrated ? <ToastContainer /> : null;
}
