/** AI prompt usage: formatting, the quota-exceeded 403 and the generator label shared by the AI screens. */
import { notifyError } from "@/components/notify";
import { isUnlimited } from "@/lib/plans";
import { errorInfo } from "@/trpc/errors";

/** "3/10", "3/∞" for unlimited plans (-1 or 999999). */
export function formatUsage(used: number, limit: number): string {
  return `${used}/${isUnlimited(limit) ? "∞" : limit}`;
}

/** Used at least the limit (never for unlimited plans). */
export function quotaReached(used: number, limit: number): boolean {
  return !isUnlimited(limit) && used >= limit;
}

export interface QuotaError {
  message: string;
  used: number | null;
  limit: number | null;
}

/** The 403 quotaExceeded answer, or null for any other error. */
export function quotaError(error: unknown): QuotaError | null {
  const info = errorInfo(error, "AI quota exceeded");
  if (info.status !== 403 || !info.extra.quotaExceeded) return null;
  const num = (v: unknown) => (typeof v === "number" ? v : null);
  return { message: info.message, used: num(info.extra.aiPromptsUsed), limit: num(info.extra.aiPromptsLimit) };
}

/**
 * Toasts a failed AI call: "AI Quota Exceeded" with the message and (used/limit), then
 * `onQuota` (the caller sends the user to /pricing after 3 s); else the server's message or the fallback.
 */
export function notifyAiError(error: unknown, title: string, fallback: string, onQuota: () => void) {
  const quota = quotaError(error);
  if (quota) {
    // The server's message already names the usage ("You've used 13/25"); append it only when it does not.
    const figures = quota.used !== null && quota.limit !== null ? formatUsage(quota.used, quota.limit) : null;
    const usage = figures && !quota.message.includes(`${quota.used}/${quota.limit}`) ? ` (${figures})` : "";
    notifyError("AI Quota Exceeded", `${quota.message}${usage}`);
    onQuota();
    return;
  }
  notifyError(title, errorInfo(error, fallback).message || fallback);
}

/** What wrote the text: "Offline generator" (never dressed as a model) or the model's name (src/lib/ai-generators.ts). */
export { generatorLabel } from "@/lib/ai-generators";

/** "https://example.com" style check: an http(s) URL with a host that has a dot (or localhost). */
export function urlProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return "URL required";
  try {
    const url = new URL(v);
    if ((url.protocol === "http:" || url.protocol === "https:") && (url.hostname.includes(".") || url.hostname === "localhost")) return null;
  } catch {
    // falls through
  }
  return "Please enter a valid URL (e.g., https://example.com).";
}
