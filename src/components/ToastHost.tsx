"use client";
import { useSyncExternalStore } from "react";
import dynamic from "next/dynamic";
import { notificationsStore } from "@mantine/notifications";

// Mantine's toast container (and Mantine with it, on public pages) loads with the first toast;
// notifications.show() keeps toasts in the store until it is there.
const ToastContainer = dynamic(() => import("@/components/ToastContainer"), { ssr: false });

let toastShown = false;

function anyToastShown(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  toastShown ||= notifications.length > 0 || queue.length > 0;
  return toastShown;
}

/** One toast container for every page, mounted when the first toast is shown (and kept). */
export function ToastHost() {
  const wanted = useSyncExternalStore(notificationsStore.subscribe, anyToastShown, () => false);
  return wanted ? <ToastContainer /> : null;
}
