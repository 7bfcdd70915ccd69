/** Toasts for post actions: server errors with the spec's texts, and per-network publish results. */
import { describeOutcomes } from "@/lib/publish-outcome";
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import type { PublishAnswer } from "./types";

/**
 * A failed call: the server's title (`extra.title`, e.g. "Platforms not connected") when it
 * sends one, else the fallback title; the server's message, else the fallback message.
 */
export function notifyServerError(error: unknown, fallbackTitle: string, fallbackMessage: string = fallbackTitle) {
  const info = errorInfo(error, fallbackMessage);
  const title = typeof info.extra.title === "string" && info.extra.title ? info.extra.title : fallbackTitle;
  notifyError(title, info.message || fallbackMessage);
}

export type PublishOutcome = "published" | "partial" | "pending" | "failed";

export function publishOutcome(answer: PublishAnswer): PublishOutcome {
  if (answer.success) return "published";
  if (answer.results.some((r) => r.status === "published")) return "partial";
  if (answer.results.every((r) => r.status === "pending" || r.status === "retrying" || r.status === "published")) return "pending";
  return "failed";
}

/** "Post Published"; else "Partial Success" / "Failed to publish post" with the per-network results in brackets. */
export function notifyPublishResult(answer: PublishAnswer, failureTitle = "Failed to publish post"): PublishOutcome {
  // Where the workspace needs approval the post was submitted, not sent: say so (the request succeeded).
  if (answer.post.status === "in_review") {
    notifySuccess("Submitted for review", answer.message);
    return "published";
  }
  const outcome = publishOutcome(answer);
  const details = answer.results.length > 0 ? ` (${describeOutcomes(answer.results)})` : "";
  if (outcome === "published") notifySuccess("Post Published", answer.message);
  else if (outcome === "partial") notifyWarning("Partial Success", `${answer.message}${details}`);
  else if (outcome === "pending") notifyInfo("Publishing in progress", answer.message);
  else notifyError(failureTitle, `${answer.message}${details}`);
  return outcome;
}
