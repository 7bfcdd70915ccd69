/**
 * "A toast was just requested", as a window event: the toast host listens for it to load Mantine's
 * toast container on first use, without importing Mantine's notifications store into every page.
 */
export const TOAST_REQUESTED = "postpilot:toast-requested";

let requested = false;

export function signalToastRequested(): void {
  requested = true;
  if (typeof window !== "undefined") window.dispatchEvent(new Event(TOAST_REQUESTED));
}

/** Whether a toast was requested before the host started listening (e.g. in a child's effect). */
export function toastWasRequested(): boolean {
  return requested;
}
