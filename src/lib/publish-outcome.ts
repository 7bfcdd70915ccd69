/**
 * A publish's outcome per network: one shape and one wording for the publisher (its job result
 * and the failed post's message), the posts service ("publish now" answers), the API schemas and
 * the pages' toasts.
 */
import { networkLabel } from "./networks";

/**
 * published / failed / needs_review are final; retrying: the network must be tried again (a
 * transient failure, or a claim still in flight seen by the publisher); pending: not settled yet
 * when a "publish now" answer was given.
 */
export const NETWORK_OUTCOME_STATUSES = ["published", "failed", "needs_review", "retrying", "pending"] as const;
export type NetworkOutcomeStatus = (typeof NETWORK_OUTCOME_STATUSES)[number];

export interface NetworkOutcome {
  platform: string;
  status: NetworkOutcomeStatus;
  error: string | null;
  platformPostUrl: string | null;
}

/** The fields of a publish log an outcome is read from. */
export interface OutcomeLog {
  platform: string;
  status: "publishing" | "retrying" | "published" | "failed" | "needs_review";
  error: string | null;
  platformPostUrl: string | null;
}

/**
 * A publish log as an outcome. A claim still `publishing` reads `whileInFlight`: for the
 * publisher a network to look at again (retrying), for a waiting request one not settled (pending).
 */
export function outcomeOfLog(log: OutcomeLog, whileInFlight: "retrying" | "pending"): NetworkOutcome {
  const status = log.status === "publishing" ? whileInFlight : log.status;
  return { platform: log.platform, status, error: log.error, platformPostUrl: log.platformPostUrl };
}

export const PUBLISH_IN_PROGRESS = "Publishing is in progress. Check the Posts page in a moment.";

/** The message of a "publish now" answer and whether every network published (the answer's `success`). */
export function publishSummary(results: NetworkOutcome[]): { allPublished: boolean; message: string } {
  const published = results.filter((r) => r.status === "published");
  const labels = published.map((r) => networkLabel(r.platform)).join(", ");
  const allPublished = published.length === results.length;
  let message: string;
  if (results.some((r) => r.status === "pending")) message = PUBLISH_IN_PROGRESS;
  else if (allPublished) message = `Post published to ${labels}.`;
  else if (published.length > 0) message = `Partial Success: published to ${labels}; some platforms failed.`;
  else message = "Failed to publish post";
  return { allPublished, message };
}

/** A settled post's error message: the networks it reached, then each other network's reason (null: all published). */
export function settledErrorMessage(outcomes: NetworkOutcome[]): string | null {
  const failed = outcomes.filter((o) => o.status !== "published");
  if (failed.length === 0) return null;
  const publishedOn = outcomes.filter((o) => o.status === "published").map((o) => networkLabel(o.platform));
  return [publishedOn.length ? `Published on ${publishedOn.join(", ")}.` : null, ...failed.map((o) => `${networkLabel(o.platform)}: ${o.error}`)]
    .filter(Boolean)
    .join(" ");
}

/** "LinkedIn: published; X: failed – Token expired". */
export function describeOutcomes(results: NetworkOutcome[]): string {
  return results.map((r) => `${networkLabel(r.platform)}: ${r.status.replace("_", " ")}${r.error ? ` – ${r.error}` : ""}`).join("; ");
}
