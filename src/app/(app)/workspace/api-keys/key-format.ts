import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

export type ApiKeyRow = inferRouterOutputs<AppRouter>["apiKeys"]["list"]["keys"][number];

/** A date and time in the browser's words (the page is client-rendered: no hydration to match). */
export function formatWhen(when: Date): string {
  return when.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** Expiry choices: days from now, or none. */
export const EXPIRY_CHOICES = [
  { value: "never", label: "Never" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
];

export function expiryFrom(choice: string): string | null {
  return choice === "never" ? null : new Date(Date.now() + Number(choice) * 86_400_000).toISOString();
}
