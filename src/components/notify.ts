/** Toasts (Mantine notifications) in the tones the spec uses. */
import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { signalToastRequested } from "@/components/toast-signal";

/**
 * Every toast goes through here: the store keeps it, and the host is told to load its container (a
 * toast shown with Mantine's `notifications.show` directly would wait in the store unseen).
 */
export function showToast(toast: Parameters<typeof notifications.show>[0]) {
  notifications.show(toast);
  signalToastRequested();
}

export function notifySuccess(title: string, message?: string) {
  showToast({ title, message: message ?? "", color: "teal", autoClose: 4000 });
}

export function notifyError(title: string, message: string) {
  showToast({ title, message, color: "red", autoClose: 6000 });
}

export function notifyInfo(title: string, message: ReactNode) {
  showToast({ title, message, color: "blue", autoClose: 4000 });
}

/** Something worked only in part (e.g. published to some networks but not all). */
export function notifyWarning(title: string, message: string) {
  showToast({ title, message, color: "yellow", autoClose: 8000 });
}

/**
 * Drops every toast on screen: a success that moves the user on (signed up, signed in) must not
 * carry stale errors ("Password mismatch") onto the next page.
 */
export function clearNotifications() {
  notifications.clean();
}
