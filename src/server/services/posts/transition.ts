/**
 * The one function that moves a post through its lifecycle (the table in ./lifecycle.ts), and its
 * batch form for many new posts (createPosts, the imports' run, below): check the
 * table, validate through the one validator, then in one transaction lock the row, check the table
 * again and that no publish is reaching networks, write, start a new attempt when the post goes
 * out, and record the move in the post's history (./history.ts) under the row's action name; after the
 * commit remove the old attempt's job and queue the new one; record the activity.
 * A refused transition (invalid input, wrong state, another workspace's post) changes nothing.
 * `actor`: the member acting and the active workspace; a post is created as the member's (its
 * author) in the workspace, and each change records the member as its last editor.
 */
import { db, type Post, type Prisma, type PublishLog } from "@/server/db";
import { AppError, Forbidden, NotFound, ValidationError } from "@/server/errors";
import { recordActivities, recordActivity } from "@/server/services/activity";
import { chargeUnkeptRegeneration, keepGeneration } from "@/server/services/ai/regenerations";
import { removePublishJob, schedulePublishJob, schedulePublishJobs } from "@/server/services/publishing/scheduler";
import type { Actor } from "@/server/services/workspaces/actor";
import { actorNeedsApproval } from "@/server/services/workspaces/approval";
import { roleAtLeast, roleRequiredMessage } from "@/server/services/workspaces/roles";
import { takePostRoom, takePostRoomUpTo } from "./cap";
import {
  IN_FLIGHT_REFUSAL,
  NEW_TIME_NEEDED,
  OTHERS_POST_REFUSAL,
  rowOf,
  verdict,
  type ActionRow,
  type FromState,
  type Move,
  type PostAction,
} from "./lifecycle";
import { reviewNotices } from "./review-notices";
import { awaitOutcome, submittedOutcome, type PublishOutcome } from "./outcome";
import { actorEvent, changeDetail, createdDetail, recordPostEvent, recordPostEvents, type PostEventInput } from "./history";
import { checkFutureSchedule } from "./rules";
import { validatePost, workspaceReads, type PostChanges, type PostInput } from "./validate";

export interface TransitionInput extends PostInput {
  /** manual, ai or link (new posts): AI-written posts are marked aiGenerated */
  source?: "manual" | "ai" | "link";
  /** The wizard's AI text a new post keeps (its regenerations so far become the post's). */
  generationId?: string;
  /** Fields the caller checked itself (the AI videos' service: title, caption, networks, video). */
  checked?: PostChanges & { title?: string };
}

export interface Transitioned {
  /** The post as written (null: deleted). */
  post: Post | null;
  /** The networks' outcome, for rows that answer one. */
  outcome: PublishOutcome | null;
}

type Locked = Pick<Post, "status" | "publishAttempt" | "source" | "scheduledAt" | "reviewIntent">;

/** How the move is made: by an actor whose posts need approval (`reviewed`), with the date the request gave. */
interface How {
  reviewed: boolean;
  given: Date | null | undefined;
}

export const OWN_POST_REVIEW = "Under this workspace's approval policy, another member must approve your post.";

function refuse(from: FromState, message: string): never {
  // There is no state to conflict with before a post exists.
  if (from === "new") throw ValidationError(message);
  throw new AppError("CONFLICT", message);
}

function checkTable(action: PostAction, from: FromState, source: string | null, reviewed: boolean): Move {
  const found = verdict(action, from, source === "video", reviewed);
  if (!found.allowed) refuse(from, found.message);
  return found.move;
}

/** `action` on the workspace's post `postId` (null: a new post). */
export async function transition(actor: Actor, action: PostAction, postId: string | null, input: TransitionInput = {}): Promise<Transitioned> {
  const row = rowOf(action);
  const stored = postId
    ? await db.post.findFirst({ where: { id: postId, workspaceId: actor.workspaceId }, include: { publishLogs: { select: { status: true } } } })
    : null;
  if (postId && !stored) throw NotFound("Post");
  // The workspace's policy and the member's role, read now: a change applies to the next request.
  const how: How = { reviewed: row.reviewed || row.checks.notOwnWhenReviewed ? await actorNeedsApproval(actor) : false, given: input.at };
  checkTable(action, stored?.status ?? "new", stored?.source ?? null, how.reviewed);
  // A client deciding through a review link is not the member who shared it, whoever wrote the post.
  if (row.checks.notOwnWhenReviewed && how.reviewed && actor.via !== "link" && stored?.userId === actor.userId) throw Forbidden(OWN_POST_REVIEW);
  // The row's role (src/lib/post-roles.ts): a procedure of several actions (post.save) admits the lowest of theirs.
  if (actor.role && !roleAtLeast(actor.role, row.role)) throw new AppError("FORBIDDEN", roleRequiredMessage(row.role), { requiredRole: row.role });
  const { othersFrom } = row.checks;
  if (othersFrom && stored && stored.userId !== actor.userId && actor.role && !roleAtLeast(actor.role, othersFrom)) {
    throw new AppError("FORBIDDEN", OTHERS_POST_REFUSAL, { requiredRole: othersFrom });
  }
  const valid = await validatePost(actor, row.checks, input, stored);
  const changes = { ...valid.changes, ...input.checked };
  const post = stored
    ? await changeStored(actor, action, row, stored, changes, valid.at, how)
    : await createPost(actor, action, changes, valid.at, input, how.reviewed);
  const outcome =
    row.answers !== "outcome" || !post
      ? null
      : post.status === "in_review"
        ? await submittedOutcome(actor.workspaceId, post.id)
        : await awaitOutcome(actor.workspaceId, post.id, post.publishAttempt);
  return { post, outcome };
}

/**
 * A new post's row as `move` writes it (status, date, attempt, review fields): the one home of what
 * creating means, for transition() and createPosts().
 */
function newPostData(actor: Actor, move: Move, changes: PostChanges, at: Date | null | undefined, source: string): Prisma.PostUncheckedCreateInput {
  const { userId } = actor;
  const data = {
    userId,
    workspaceId: actor.workspaceId,
    lastEditorId: userId,
    content: changes.content!,
    platforms: changes.platforms ?? [],
    mediaKeys: changes.mediaKeys ?? [],
    mediaAlt: changes.mediaAlt ?? [],
    source,
    aiGenerated: source !== "manual",
  };
  if (move.to === "in_review") {
    // Submitted: what was asked is kept for the approver (at its date, or now: dated now).
    const asked = { reviewIntent: move.asks === "now" ? ("now" as const) : ("at" as const), submittedAt: new Date() };
    return { ...data, ...asked, scheduledAt: move.asks === "now" ? new Date() : at!, status: "in_review" };
  }
  if (move.sends !== null) return { ...data, scheduledAt: move.sends === "now" ? new Date() : at!, status: "scheduled", publishAttempt: 1 };
  return { ...data, scheduledAt: at ?? null, status: "draft" };
}

/** What is recorded of a post just created: its history row (in its transaction) and its activity (after). */
function createdEvent(actor: Actor, action: PostAction, created: Post): PostEventInput {
  return { ...actorEvent(actor, action), postId: created.id, toStatus: created.status, detail: createdDetail(created) };
}

/** A post not sent out (a draft, or submitted for review) is recorded as a draft, as before review existed. */
function createdActivity(post: Post, sends: boolean) {
  return { postId: post.id, platforms: post.platforms, ...(sends ? {} : { draft: true }) };
}

async function createPost(
  actor: Actor,
  action: PostAction,
  changes: PostChanges,
  at: Date | null | undefined,
  input: TransitionInput,
  reviewed: boolean,
): Promise<Post> {
  const move = checkTable(action, "new", null, reviewed);
  const sends = move.sends !== null;
  const data = newPostData(actor, move, changes, at, input.source ?? "manual");
  const post = await db.$transaction(async (tx) => {
    // A kept AI text's regenerations become the post's (a draft keeps none yet).
    const regenerationCount = sends ? await keepGeneration(actor.userId, input.generationId, tx) : undefined;
    await takePostRoom(tx, actor.ownerUserId, 1);
    const created = await tx.post.create({ data: { ...data, regenerationCount } });
    if (created.status === "in_review") await reviewNotices(tx, actor, action, null, created);
    await recordPostEvent(tx, createdEvent(actor, action, created));
    return created;
  });
  await recordActivity(actor.userId, "post.created", createdActivity(post, sends));
  if (sends) await schedulePublishJob(post);
  return post;
}

/** One input of createPosts: the post created, the refusal it met, or (all-or-nothing) held back by another's. */
export type BatchResult = { post: Post } | { error: AppError } | { withheld: true };

/** One new post of a batch: the action that creates it (draft, schedule, ...) and its input. */
export interface BatchItem {
  action: PostAction;
  input: TransitionInput;
}

export interface BatchOptions {
  /**
   * All-or-nothing: when any item is refused, none is created (the others answer `withheld`); without
   * room for all, the first answers the plan's refusal and the others `withheld`.
   */
  all: boolean;
  /** Runs in the creating transaction with the posts created (`index`: the item's), e.g. to link them to their source. */
  onCreated?: (tx: Prisma.TransactionClient, created: { index: number; post: Post }[]) => Promise<void>;
}

/**
 * Many new posts at once (the imports' run, issue 28), by the rules transition() applies to one: each
 * item's action through the same table (the actor's approval read once), role and validator (the
 * workspace's networks read once for the batch); then one transaction that takes the plan's room for
 * the batch (takePostRoomUpTo: as many as fit in item order, or all or none), inserts the posts in
 * one statement, tells reviewers of those created into review, and writes their history rows in one
 * statement (the history's trigger writes their webhook events); after the commit their activity in
 * one statement and their publish jobs in one Redis round trip (the sweeper queues a job Redis lost
 * when its post is due, as for one post). Answers one result per item, in order (the posts, never a
 * network's outcome). Media must already be the workspace's files (mediaUrls), as for transition();
 * a kept AI text (generationId) is the composer's, one post at a time, and refused here.
 */
export async function createPosts(actor: Actor, items: readonly BatchItem[], options: BatchOptions): Promise<BatchResult[]> {
  if (items.length === 0) return [];
  if (items.some((item) => item.input.generationId)) throw new Error("createPosts: a kept AI text is saved through transition(), one post at a time");
  const actions = [...new Set(items.map((item) => item.action))];
  const reviewed = actions.some((action) => rowOf(action).reviewed || rowOf(action).checks.notOwnWhenReviewed)
    ? await actorNeedsApproval(actor)
    : false;
  // Per action: its move for a new post, or the refusal every item of it meets.
  const moves = new Map<PostAction, Move | AppError>();
  for (const action of actions) {
    const row = rowOf(action);
    try {
      const move = checkTable(action, "new", null, reviewed);
      if (actor.role && !roleAtLeast(actor.role, row.role))
        throw new AppError("FORBIDDEN", roleRequiredMessage(row.role), { requiredRole: row.role });
      moves.set(action, move);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      moves.set(action, error);
    }
  }
  const reads = workspaceReads(actor.workspaceId);
  type Checked = { error: AppError } | { data: Prisma.PostUncheckedCreateInput; sends: boolean };
  const checked = await Promise.all(
    items.map(async ({ action, input }): Promise<Checked> => {
      const move = moves.get(action)!;
      if (move instanceof AppError) return { error: move };
      try {
        const valid = await validatePost(actor, rowOf(action).checks, input, null, reads);
        const data = newPostData(actor, move, { ...valid.changes, ...input.checked }, valid.at, input.source ?? "manual");
        return { data, sends: move.sends !== null };
      } catch (error) {
        if (error instanceof AppError) return { error };
        throw error;
      }
    }),
  );
  if (options.all && checked.some((c) => "error" in c)) return checked.map((c) => ("error" in c ? { error: c.error } : { withheld: true as const }));
  const ready = checked.flatMap((c, index) => ("data" in c ? [{ index, ...c }] : []));
  if (ready.length === 0) return checked.map((c) => c as { error: AppError });

  const { created, refusal } = await db.$transaction(async (tx) => {
    const room = await takePostRoomUpTo(tx, actor.ownerUserId, ready.length, options.all);
    const kept = ready.slice(0, room.taken);
    if (kept.length === 0) return { created: [], refusal: room.refusal };
    const posts = await tx.post.createManyAndReturn({ data: kept.map((k) => k.data) as Prisma.PostCreateManyInput[] });
    // One row back per row in, in order (INSERT ... RETURNING): checked, since results are matched by position.
    const same = (p: Post, d: Prisma.PostUncheckedCreateInput) =>
      p.content === d.content &&
      p.status === d.status &&
      (p.scheduledAt?.getTime() ?? null) === (d.scheduledAt ? new Date(d.scheduledAt).getTime() : null);
    if (posts.length !== kept.length || posts.some((p, n) => !same(p, kept[n]!.data))) throw new Error("createPosts: rows returned out of order");
    const actionOf = (n: number) => items[kept[n]!.index]!.action;
    for (const [n, post] of posts.entries()) if (post.status === "in_review") await reviewNotices(tx, actor, actionOf(n), null, post);
    await recordPostEvents(
      tx,
      posts.map((post, n) => createdEvent(actor, actionOf(n), post)),
    );
    const linked = posts.map((post, n) => ({ index: kept[n]!.index, post, sends: kept[n]!.sends }));
    await options.onCreated?.(
      tx,
      linked.map(({ index, post }) => ({ index, post })),
    );
    return { created: linked, refusal: room.refusal };
  });

  await recordActivities(
    created.map(({ post, sends }) => ({ userId: actor.userId, action: "post.created" as const, details: createdActivity(post, sends) })),
  );
  const sending = created.filter(({ post }) => post.status === "scheduled").map(({ post }) => post);
  if (sending.length > 0) await schedulePublishJobs(sending);

  // All or nothing without room for all: the batch's refusal, answered once (by the first item).
  if (options.all && created.length === 0) return items.map((_, n) => (n === 0 ? { error: refusal! } : { withheld: true as const }));
  const results: BatchResult[] = checked.map((c) => ("error" in c ? { error: c.error } : { error: refusal! }));
  for (const { index, post } of created) results[index] = { post };
  return results;
}

/** Publish-log states of an attempt in which the network has (or may have) the post's text. */
const REACHING: PublishLog["status"][] = ["publishing", "published", "needs_review"];

/**
 * The one in-flight check, under the row lock: while its current attempt is under way and some
 * network has claimed it, received it or may have, a change is refused. Counting only `publishing`
 * let a save slip in between a network's log turning published and the post settling, and the post
 * ended "published" with a text that network never received. `retrying` / `failed` logs mean the
 * network got nothing: a change then is safe (the old attempt's job finds the post changed).
 */
async function refuseWhileReachingNetworks(tx: Prisma.TransactionClient, postId: string, locked: Locked): Promise<void> {
  if (locked.status !== "scheduled") return;
  const reached = await tx.publishLog.count({ where: { postId, attempt: locked.publishAttempt, status: { in: REACHING } } });
  if (reached > 0) throw new AppError("CONFLICT", IN_FLIGHT_REFUSAL);
}

function refuseIfChanged(row: ActionRow, stored: Post, locked: Locked): void {
  const message = row.changedSinceRead?.[stored.status];
  if (!message) return;
  const attemptMatters = stored.status !== "scheduled";
  if (locked.status !== stored.status || (attemptMatters && locked.publishAttempt !== stored.publishAttempt)) throw new AppError("CONFLICT", message);
}

async function changeStored(
  actor: Actor,
  action: PostAction,
  row: ActionRow,
  stored: Post & { publishLogs: { status: string }[] },
  changes: PostChanges & Partial<Pick<Post, "title">>,
  at: Date | null | undefined,
  how: How,
): Promise<Post | null> {
  const postId = stored.id;
  const { previous, next } = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<Locked[]>`
      SELECT status, "publishAttempt", source, "scheduledAt", "reviewIntent" FROM "Post" WHERE id = ${postId} AND "workspaceId" = ${actor.workspaceId} FOR UPDATE`;
    if (!locked) throw NotFound("Post");
    refuseIfChanged(row, stored, locked);
    const move = checkTable(action, locked.status, locked.source, how.reviewed);
    if (row.inFlight === "refuse") await refuseWhileReachingNetworks(tx, postId, locked);

    // A deleted post's history goes with it (the rows cascade): nothing to record.
    if (move.to === "deleted") {
      await tx.post.delete({ where: { id: postId } });
      // A free regeneration belongs to a kept post: deleting one never published charges it.
      await chargeUnkeptRegeneration(stored.userId, stored, tx);
      return { previous: locked, next: null };
    }
    if (move.sends) {
      // Approved: as its author asked (a new time the approver gives replaces the one asked).
      const sends = move.sends === "asked" ? (how.given ? "at" : (locked.reviewIntent ?? "at")) : move.sends;
      const when = sends === "now" ? new Date() : (at ?? locked.scheduledAt ?? new Date());
      if (move.sends === "asked" && sends === "at" && when.getTime() <= Date.now()) {
        throw new AppError("CONFLICT", NEW_TIME_NEEDED, { newTimeNeeded: true });
      }
      // A post sent at a date the request did not give (its own) must still be in the future.
      if (move.sends === "at" && row.checks.content !== "none") checkFutureSchedule(when);
      // A new attempt number: a publish job of the old one finds the post changed and does nothing.
      const next = await tx.post.update({
        where: { id: postId },
        data: {
          ...changes,
          lastEditorId: actor.userId,
          status: "scheduled",
          scheduledAt: when,
          publishAttempt: { increment: 1 },
          errorMessage: null,
          reviewIntent: null,
          reviewNote: null,
        },
      });
      await reviewNotices(tx, actor, action, locked.status, next);
      await record(tx, actor, action, stored, locked, next);
      return { previous: locked, next };
    }
    // Nothing goes out: the edits, the date (see replacesDate) and, when it changes, the status (a
    // scheduled post going back to a draft retires its attempt's job).
    const date = row.replacesDate ? { scheduledAt: at ?? null } : at ? { scheduledAt: at } : {};
    const status =
      move.to === locked.status ? {} : { status: move.to, errorMessage: null, publishAttempt: { increment: locked.status === "scheduled" ? 1 : 0 } };
    const review = reviewFields(move, locked, row.replacesDate ? {} : date);
    const next = await tx.post.update({ where: { id: postId }, data: { ...changes, ...date, ...status, ...review, lastEditorId: actor.userId } });
    await reviewNotices(tx, actor, action, locked.status, next);
    await record(tx, actor, action, stored, locked, next);
    return { previous: locked, next };
  });

  const attemptChanged = !next || next.publishAttempt !== previous.publishAttempt;
  if (attemptChanged && (previous.status === "scheduled" || !next)) await removePublishJob(postId, previous.publishAttempt);
  if (next && next.publishAttempt !== previous.publishAttempt && next.status === "scheduled") await schedulePublishJob(next);
  return next;
}

/**
 * A move that does not go out, in review terms: a submission keeps what was asked (and is dated
 * now when asked to go out at once); leaving review forgets it.
 */
function reviewFields(move: Move, locked: Locked, date: { scheduledAt?: Date | null }): Prisma.PostUncheckedUpdateInput {
  if (move.to === "changes_requested") return {};
  if (move.to !== "in_review") return { reviewIntent: null };
  // Edited while in review: still the same submission, asking what it asked (the queue keeps its place).
  if (!move.asks || move.asks === "kept")
    return { reviewIntent: locked.reviewIntent ?? "at", ...(locked.status === "in_review" ? {} : { submittedAt: new Date() }), ...date };
  return { reviewIntent: move.asks, submittedAt: new Date(), ...(move.asks === "now" ? { scheduledAt: new Date() } : date) };
}

/** The move in the post's history, in its transaction: from the status locked, with what changed. */
function record(tx: Prisma.TransactionClient, actor: Actor, action: PostAction, stored: Post, locked: Locked, next: Post): Promise<void> {
  const detail = changeDetail({ ...stored, scheduledAt: locked.scheduledAt }, next);
  return recordPostEvent(tx, { ...actorEvent(actor, action), postId: next.id, fromStatus: locked.status, toStatus: next.status, detail });
}
