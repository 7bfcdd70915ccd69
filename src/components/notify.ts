/** Toasts (Mantine notifications) in the tones the spec uses. */
import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { signalToastRequested } from "@/components/toastSignal";

export function notifySuccess(title: string, message?: string) {
  notifications.show({ title, message: message ?? "", color: "teal", autoClose: 4000 });
  signalToastRequested();
}

export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: "red", autoClose: 6000 });
  signalToastRequested();
}

export function notifyInfo(title: string, message: ReactNode) {
  notifications.show({ title, message, color: "blue", autoClose: 4000 });
  signalToastRequested();
}

/** Something worked only in part (e.g. published to some networks but not all). */
export function notifyWarning(title: string, message: string) {
  notifications.show({ title, message, color: "yellow", autoClose: 8000 });
  signalToastRequested();
}

/**
 * Drops every toast on screen: a success that moves the user on (signed up, signed in) must not
 * carry stale errors ("Password mismatch") onto the next page.
 */
export function clearNotifications() {
  notifications.clean();
}
