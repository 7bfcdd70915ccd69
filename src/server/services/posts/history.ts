/**
 * A post's history (issue 26): who created, edited, submitted, approved, rescheduled and published it,
 * when, and through which door. Rows are written by recordPostEvent() inside the transaction of the
 * change they report: transition() records every row of the lifecycle table under its action name
 * (so a new row, such as a review state's, is recorded with no code here), the worker's settling
 * statements record each network published and each failure (publishing/batch.ts, on the driver,
 * in the statement that settles the post), the sweeper the failures it settles.
 */
import { Prisma, db, type Post } from "@/server/db";
import { NotFound } from "@/server/errors";
import type { Actor } from "@/server/services/workspaces/actor";
import { LIFECYCLE, type PostAction } from "./lifecycle";

/** The door an action came through: the app's pages, the REST API, or a client review link. */
export const EVENT_DOORS = ["app", "api", "link"] as const;
export type EventDoor = (typeof EVENT_DOORS)[number];

/** Worker outcomes: not rows of the lifecycle table (SETTLEMENTS), recorded under these names. */
export const WORKER_EVENTS = { published: "published", failed: "failed" } as const;

export interface PostEventInput {
  postId: string;
  workspaceId: string;
  /** null: the system (the worker, the sweeper). */
  actorUserId: string | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  detail?: Prisma.InputJsonObject;
  via?: EventDoor;
  viaLabel?: string | null;
}

type Writer = Pick<Prisma.TransactionClient, "postEvent">;

/** One history row, written where its caller writes (its transaction): one insert, no read. */
export async function recordPostEvent(writer: Writer, input: PostEventInput): Promise<void> {
  await writer.postEvent.create({ data: eventRow(input) });
}

/** Many history rows in one insert (a batch of new posts, createPosts); the outbox trigger sees them all. */
export async function recordPostEvents(writer: Writer, inputs: readonly PostEventInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await writer.postEvent.createMany({ data: inputs.map(eventRow) });
}

function eventRow(input: PostEventInput): Prisma.PostEventUncheckedCreateInput {
  return {
    postId: input.postId,
    workspaceId: input.workspaceId,
    actorUserId: input.actorUserId,
    action: input.action,
    fromStatus: input.fromStatus ?? null,
    toStatus: input.toStatus ?? null,
    detail: input.detail ?? {},
    via: input.via ?? "app",
    viaLabel: input.viaLabel ?? null,
  };
}

/** The event of `actor` doing `action`: who, where and through which door. */
export function actorEvent(actor: Actor, action: string): Pick<PostEventInput, "workspaceId" | "actorUserId" | "action" | "via" | "viaLabel"> {
  return { workspaceId: actor.workspaceId, actorUserId: actor.userId, action, via: actor.via ?? "app", viaLabel: actor.viaLabel ?? null };
}

type Compared = Pick<Post, "content" | "platforms" | "mediaKeys" | "mediaAlt" | "title" | "scheduledAt"> & { reviewNote?: string | null };

const FIELD_NAMES: Record<Exclude<keyof Compared, "scheduledAt" | "reviewNote">, string> = {
  content: "text",
  platforms: "networks",
  mediaKeys: "media",
  mediaAlt: "alt text",
  title: "title",
};

/**
 * What a change did to a post, for its history: the fields changed, the networks and time when they
 * did, and a reviewer's new request for changes (its comment).
 */
export function changeDetail(before: Compared, after: Compared): Prisma.InputJsonObject {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed = (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[]).filter((k) => !same(before[k], after[k])).map((k) => FIELD_NAMES[k]);
  const timeChanged = before.scheduledAt?.getTime() !== after.scheduledAt?.getTime();
  return {
    changed: timeChanged ? [...changed, "time"] : changed,
    ...(changed.includes("networks") ? { networks: after.platforms } : {}),
    ...(timeChanged ? { scheduledAt: after.scheduledAt?.toISOString() ?? null } : {}),
    ...(after.reviewNote && after.reviewNote !== before.reviewNote ? { comment: after.reviewNote } : {}),
  };
}

/** The detail of a post as created. */
export function createdDetail(post: Compared): Prisma.InputJsonObject {
  return { networks: post.platforms, scheduledAt: post.scheduledAt?.toISOString() ?? null };
}

type Detail = { changed?: string[]; network?: string; reason?: string };

/**
 * One line a person reads for an event (without its time: the page shows it in the viewer's zone).
 * A lifecycle row the words below do not know reads as its label in the table.
 */
export function eventSummary(event: { action: string; fromStatus: string | null; toStatus: string | null; detail: unknown }): string {
  const detail = (event.detail ?? {}) as Detail;
  const changed = detail.changed ?? [];
  if (event.action === WORKER_EVENTS.published) return "Published";
  if (event.action === WORKER_EVENTS.failed) return "Publishing failed";
  if (event.fromStatus === null && event.toStatus !== null) {
    if (event.toStatus === "in_review") return "Created and submitted for review";
    return event.toStatus === "draft" ? "Created as a draft" : "Created and scheduled";
  }
  // A member whose posts need approval schedules or publishes: the post goes to review instead.
  if (event.toStatus === "in_review" && event.fromStatus !== "in_review")
    return event.fromStatus === "changes_requested" ? "Resubmitted for review" : "Submitted for review";
  if (event.action === "draft" && event.fromStatus !== "draft") return "Moved back to drafts";
  if (event.action === "edit" || event.action === "keep" || event.action === "draft") {
    // The calendar's drag (or a new time in the editor) of a scheduled post: nothing else changed.
    const onlyTime = changed.length === 1 && changed[0] === "time";
    if (onlyTime && event.fromStatus === "scheduled" && event.toStatus === "scheduled") return "Rescheduled";
    return changed.length > 0 ? `Edited (${changed.join(", ")})` : "Saved without changes";
  }
  const known: Record<string, string> = {
    approve: "Approved",
    approveReview: "Approved",
    requestChanges: "Changes requested",
    withdraw: "Withdrawn from review",
    schedule: "Scheduled",
    now: "Sent to publish now",
    publishNow: "Sent to publish now",
    republish: "Republished",
    video: "Scheduled (AI video)",
  };
  return known[event.action] ?? LIFECYCLE[event.action as PostAction]?.label ?? event.action;
}

export const HISTORY_PAGE_MAX = 100;

/** A page of the workspace's post's history, newest first; `cursor` is the last id of the page before. */
export async function postHistory(actor: Actor, postId: string, options: { cursor?: string; limit?: number } = {}) {
  const post = await db.post.findFirst({ where: { id: postId, workspaceId: actor.workspaceId }, select: { id: true } });
  if (!post) throw NotFound("Post");
  const limit = Math.min(Math.max(options.limit ?? 50, 1), HISTORY_PAGE_MAX);
  const rows = await db.postEvent.findMany({
    where: { postId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    ...(options.cursor ? { cursor: { id: options.cursor }, skip: 1 } : {}),
    include: { actor: { select: { id: true, name: true } } },
  });
  const page = rows.slice(0, limit);
  return {
    events: page.map((row) => ({
      id: row.id,
      action: row.action,
      summary: eventSummary(row),
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      detail: row.detail as Record<string, unknown>,
      via: row.via as EventDoor,
      viaLabel: row.viaLabel,
      actor: row.actor,
      createdAt: row.createdAt,
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
