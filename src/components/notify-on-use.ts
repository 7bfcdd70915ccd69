/**
 * notify.ts's functions for pages that toast only after a click or on a rare event: the toast store
 * (about 1 kB) loads with the first toast instead of with the page. Calls keep their order (the
 * import of one module resolves in the order it was asked for).
 */
import type { ReactNode } from "react";

const toasts = () => import("@/components/notify");

export function notifySuccess(title: string, message?: string): void {
  void toasts().then((n) => n.notifySuccess(title, message));
}

export function notifyError(title: string, message: string): void {
  void toasts().then((n) => n.notifyError(title, message));
}

export function notifyInfo(title: string, message: ReactNode): void {
  void toasts().then((n) => n.notifyInfo(title, message));
}

export function clearNotifications(): void {
  void toasts().then((n) => n.clearNotifications());
}
