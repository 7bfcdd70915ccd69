/** Toasts (Mantine notifications) in the three tones the spec uses. */
import { notifications } from "@mantine/notifications";

export function notifySuccess(title: string, message?: string) {
  notifications.show({ title, message: message ?? "", color: "teal", autoClose: 4000 });
}

export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: "red", autoClose: 6000 });
}

export function notifyInfo(title: string, message: string) {
  notifications.show({ title, message, color: "blue", autoClose: 4000 });
}
