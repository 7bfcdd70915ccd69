/**
 * Which webhook events a line of a post's history stands for (issue 28): the dispatcher reads each
 * PostEvent copied into the outbox and names its events here. One history row can be several events
 * (a post created straight into review is created and submitted); none (an edit of a draft) is none.
 */
import { WORKER_EVENTS } from "@/server/services/posts/history";
import type { WebhookEventType } from "./catalogue";

export interface PostEventSource {
  postEventId: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  detail: Record<string, unknown> | null;
  actorUserId: string | null;
  via: string;
}

export interface DerivedEvent {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

const APPROVALS = new Set(["approve", "approveReview"]);

/** The events of one history row, in the order a receiver gets them. Pure. */
export function postWebhookEvents(source: PostEventSource): DerivedEvent[] {
  const detail = source.detail ?? {};
  const by = { actorUserId: source.actorUserId, via: source.via, status: source.toStatus };
  if (source.action === WORKER_EVENTS.published) {
    return [{ type: "post.published", data: { network: detail.network ?? null, url: detail.url ?? null, attempt: detail.attempt ?? null } }];
  }
  if (source.action === WORKER_EVENTS.failed) {
    const networks = Array.isArray(detail.networks) ? (detail.networks as { network: string; status: string; error: string | null }[]) : [];
    return [
      { type: "post.failed", data: { reason: detail.reason ?? null, networks } },
      ...networks
        .filter((n) => n.status === "needs_review")
        .map((n) => ({ type: "post.needs_review" as const, data: { network: n.network, error: n.error } })),
    ];
  }
  const events: DerivedEvent[] = [];
  const to = source.toStatus;
  const from = source.fromStatus;
  if (from === null && to !== null) events.push({ type: "post.created", data: { ...by } });
  if (to === "in_review" && from !== "in_review") events.push({ type: "post.submitted", data: { ...by } });
  if (APPROVALS.has(source.action) && from === "in_review") events.push({ type: "post.approved", data: { ...by } });
  if (source.action === "requestChanges") events.push({ type: "post.changes_requested", data: { ...by, comment: detail.comment ?? null } });
  const timeChanged = Array.isArray(detail.changed) && (detail.changed as string[]).includes("time");
  if (to === "scheduled" && (from !== "scheduled" || timeChanged))
    events.push({ type: "post.scheduled", data: { ...by, scheduledAt: detail.scheduledAt ?? null } });
  return events;
}
