/**
 * The post lifecycle as data: every action on a post, the statuses it may start from, where each
 * move ends and whether it sends the post out, the refusal a user sees otherwise, and what the one
 * validator checks. `transition()` (./transition.ts) performs every row; the entry points in
 * ./posts.ts and the AI videos' publishing map onto it. docs/post-lifecycle.md is drawn from this
 * table (lifecycle.test.ts keeps it in step) and test/posts/lifecycle.test.ts walks it through both
 * doors. A new status (a review state) or action is a row or a column here plus its expectations
 * in those tests.
 *
 * Review (issue 26): when approval applies to the actor (the workspace's policy and their role,
 * ./review.ts), a row's `reviewed` moves replace its `from` ones: what would go out is submitted to
 * `in_review` instead, keeping what was asked (`asks`). Approving (`approveReview`) sends it as asked.
 * Nothing in review or awaiting changes is ever claimed for publishing (only `scheduled` posts are).
 *
 * Rules every row shares, written once in transition():
 * - a change to an existing post is refused while a publish of its current attempt is reaching
 *   networks (`inFlight: "refuse"`, IN_FLIGHT_REFUSAL);
 * - a move that sends the post out starts a new attempt (a job of the old one finds the post
 *   changed and does nothing), queued after the commit;
 * - an attempt never posts again to a network an earlier attempt of the post published to: a
 *   failed post that is republished (even with edited text) skips the networks it reached, which
 *   keep the text they received (publishing/batch.ts, the claim's `earlier`).
 */

import { POST_STATUSES, type PostStatus } from "@/lib/post-statuses";
import type { PostStatus as StoredStatus } from "@/server/db";
import { OTHERS_POST_ROLES, POST_ACTION_ROLES } from "@/lib/post-roles";
import type { WorkspaceRole } from "@/lib/workspace-roles";

/** The statuses (src/lib/post-statuses.ts); the Prisma enum has exactly these (both checked by the compiler). */
export { POST_STATUSES, type PostStatus };
const _everyStatusIsStored: readonly StoredStatus[] = POST_STATUSES;
const _everyStoredStatus: readonly PostStatus[] = [] as StoredStatus[];

/** Where a move starts: a stored post's status, or `new` (the post is created by the move). */
export const FROM_STATES = ["new", ...POST_STATUSES] as const;
export type FromState = (typeof FROM_STATES)[number];

/**
 * A move the table allows: the status it ends in (`deleted`: the post is gone) and whether it
 * sends the post out: `at` its date (the request's, else the post's own, in the future), `now`,
 * or not at all.
 */
export interface Move {
  to: PostStatus | "deleted";
  /** `asked`: as the post's author asked when submitting it (Post.reviewIntent: at its date, or now). */
  sends: "at" | "now" | "asked" | null;
  /** A submission (to in_review): what is asked for once approved; `kept`: what the post asked before. */
  asks?: "at" | "now" | "kept";
}

/** What the one validator (./validate.ts) checks before anything is written. */
export interface Checks {
  /**
   * draft: text and any networks (none yet is fine), media given; full: text, networks chosen and
   * connected, media, networks that need media; patch: the fields given (the edit dialog and PUT);
   * stored: the post as it is (an AI video's post: its networks only); none: the caller's own
   * checks (the AI videos' service) or nothing to check.
   */
  content: "draft" | "full" | "patch" | "stored" | "none";
  /**
   * any: a valid date if given; required / optional: in the future; asked: the date its author
   * asked for, in the future unless the request gives a new one (approving); none: not read.
   */
  date: "any" | "required" | "optional" | "asked" | "none";
  /** A reviewer's note is required (requesting changes). */
  note?: boolean;
  /** Refused to an actor whose own posts need approval, on their own post (no approving oneself). */
  notOwnWhenReviewed?: boolean;
  /** Someone else's post only from this role up (the post's author may always): withdrawing from review (src/lib/post-roles.ts). */
  othersFrom?: WorkspaceRole;
  /** The media a post keeps (none sent) must still be this user's files. */
  keptMedia?: boolean;
}

export interface ActionRow {
  /** The spec's or the page's words for it. */
  label: string;
  /**
   * The lowest workspace role that may take it (src/lib/post-roles.ts, the one home): its
   * procedures declare it, and the post cards show the action only to the roles it names.
   */
  role: WorkspaceRole;
  /** The endpoints that take it (REST path; the tRPC procedure has the same name in post.*). */
  doors: string[];
  from: Partial<Record<FromState, Move>>;
  /** When approval applies to the actor: these moves instead of `from`'s (see the header). */
  reviewed?: Partial<Record<FromState, Move>>;
  /** Refusal when the post's status has no move (409; for `new`: 400, there is no post). */
  refusal: string;
  /** A status with its own refusal, given before any other check. */
  refusalFrom?: Partial<Record<FromState, string>>;
  /** An AI video's post: its caption, networks and time live with the video, so editors refuse it. */
  videoPosts: "allowed" | "refused";
  checks: Checks;
  inFlight: "refuse" | "allow";
  /** The post's date becomes the one given (none: none); otherwise a date is written only when given. */
  replacesDate?: boolean;
  /** The answer: the post, or the networks' outcome (the request waits for it, bounded). */
  answers: "post" | "outcome" | "nothing";
  /**
   * The checks ran against the post as read: refused with this message (by the status read) when
   * the locked row has another status, or, unless scheduled (whose new attempt supersedes the other
   * change), another attempt.
   */
  changedSinceRead?: Partial<Record<PostStatus, string>>;
}

export const PUBLISHED_NOT_EDITABLE = "Published posts cannot be edited.";
export const VIDEO_POST_REFUSAL = "This post is an AI video: edit it on the AI Videos page.";
export const VIDEO_ALREADY_PUBLISHED = "This video is already published.";
export const IN_FLIGHT_REFUSAL = "This post is being published right now and can no longer be changed.";
export const CHANGED_WHILE_EDITING = "This post changed while you were editing it. Reload it and try again.";

const stays = {
  draft: { to: "draft", sends: null },
  failed: { to: "failed", sends: null },
  in_review: { to: "in_review", sends: null },
  changes_requested: { to: "changes_requested", sends: null },
} as const;
const dated = { to: "scheduled", sends: "at" } as const;
const atOnce = { to: "scheduled", sends: "now" } as const;
const toDraft = { to: "draft", sends: null } as const;
/** Submitted for approval: goes out at its date, or at once, when approved. */
const submitAt = { to: "in_review", sends: null, asks: "at" } as const;
const submitNow = { to: "in_review", sends: null, asks: "now" } as const;
const inReview = { in_review: dated, changes_requested: dated } as const;

/** A member below a row's `othersFrom` role acting on someone else's post (withdrawing it from review). */
export const OTHERS_POST_REFUSAL = "Only the post's author or an editor (or higher) can do this.";

export const NOT_IN_REVIEW = "Only posts in review can be approved or sent back for changes.";
export const NEW_TIME_NEEDED = "The time asked for this post passed while it was in review. Choose a new time to approve it.";

export const LIFECYCLE = {
  draft: {
    label: "Save as draft",
    role: POST_ACTION_ROLES.draft,
    doors: ["POST /posts/save (mode draft)", "POST /posts/draft"],
    from: {
      new: { to: "draft", sends: null },
      draft: { to: "draft", sends: null },
      scheduled: { to: "draft", sends: null },
      failed: { to: "draft", sends: null },
      in_review: toDraft,
      changes_requested: toDraft,
    },
    refusal: PUBLISHED_NOT_EDITABLE,
    refusalFrom: { published: PUBLISHED_NOT_EDITABLE },
    videoPosts: "refused",
    checks: { content: "draft", date: "any" },
    inFlight: "refuse",
    replacesDate: true,
    answers: "post",
  },
  schedule: {
    label: "Schedule Post",
    role: POST_ACTION_ROLES.schedule,
    doors: ["POST /posts/save (mode schedule)", "POST /posts/schedule"],
    from: { new: dated, draft: dated, scheduled: dated, ...inReview },
    reviewed: { new: submitAt, draft: submitAt, scheduled: submitAt, in_review: submitAt, changes_requested: submitAt },
    refusal: "Only drafts and scheduled posts can be scheduled.",
    refusalFrom: { published: PUBLISHED_NOT_EDITABLE },
    videoPosts: "refused",
    checks: { content: "full", date: "required", keptMedia: true },
    inFlight: "refuse",
    answers: "post",
  },
  now: {
    label: "Publish Now (editor)",
    role: POST_ACTION_ROLES.now,
    doors: ["POST /posts/save (mode now)", "POST /posts/publish"],
    from: { new: atOnce, draft: atOnce, scheduled: atOnce, failed: atOnce, in_review: atOnce, changes_requested: atOnce },
    reviewed: { new: submitNow, draft: submitNow, scheduled: submitNow, failed: submitNow, in_review: submitNow, changes_requested: submitNow },
    refusal: "Only scheduled posts, drafts and failed posts can be published now.",
    refusalFrom: { published: PUBLISHED_NOT_EDITABLE },
    videoPosts: "refused",
    checks: { content: "full", date: "any", keptMedia: true },
    inFlight: "refuse",
    answers: "outcome",
  },
  keep: {
    label: "Save Changes",
    role: POST_ACTION_ROLES.keep,
    doors: ["POST /posts/save (mode keep)"],
    from: { ...stays, scheduled: dated },
    // An approved (scheduled) post edited by someone whose posts need approval goes back to review.
    reviewed: { scheduled: submitAt },
    refusal: PUBLISHED_NOT_EDITABLE,
    refusalFrom: { new: "A new post is saved as a draft, scheduled or published now.", published: PUBLISHED_NOT_EDITABLE },
    videoPosts: "refused",
    checks: { content: "full", date: "optional" },
    inFlight: "refuse",
    answers: "post",
  },
  edit: {
    label: "Edit (text, networks, media, time)",
    role: POST_ACTION_ROLES.edit,
    doors: ["PUT /posts/{id}", "PATCH /posts/{id}"],
    from: { ...stays, scheduled: dated },
    reviewed: { scheduled: submitAt },
    refusal: PUBLISHED_NOT_EDITABLE,
    refusalFrom: { published: PUBLISHED_NOT_EDITABLE },
    videoPosts: "refused",
    checks: { content: "patch", date: "optional" },
    inFlight: "refuse",
    answers: "post",
    changedSinceRead: {
      scheduled: "This post can no longer be edited.",
      draft: CHANGED_WHILE_EDITING,
      failed: CHANGED_WHILE_EDITING,
      in_review: CHANGED_WHILE_EDITING,
      changes_requested: CHANGED_WHILE_EDITING,
    },
  },
  approve: {
    label: "Approve",
    role: POST_ACTION_ROLES.approve,
    doors: ["POST /posts/{id}/approve", "POST /posts/approve-content-plan"],
    from: { draft: dated },
    reviewed: { draft: submitAt },
    refusal: "Only drafts can be approved.",
    videoPosts: "allowed",
    checks: { content: "stored", date: "required" },
    inFlight: "refuse",
    answers: "post",
  },
  publishNow: {
    label: "Publish Now (posts list)",
    role: POST_ACTION_ROLES.publishNow,
    doors: ["POST /posts/{id}/publish-now"],
    from: { draft: atOnce, scheduled: atOnce },
    reviewed: { draft: submitNow, scheduled: submitNow },
    refusal: "Only scheduled posts and drafts can be published now.",
    videoPosts: "allowed",
    checks: { content: "stored", date: "none" },
    inFlight: "refuse",
    answers: "outcome",
  },
  republish: {
    label: "Republish",
    role: POST_ACTION_ROLES.republish,
    doors: ["POST /posts/{id}/republish"],
    from: { failed: atOnce },
    reviewed: { failed: submitNow },
    refusal: "Only failed posts can be republished.",
    videoPosts: "allowed",
    checks: { content: "stored", date: "none" },
    inFlight: "refuse",
    answers: "outcome",
  },
  video: {
    label: "AI video: schedule or publish",
    role: POST_ACTION_ROLES.video,
    doors: ["POST /video-generation/publish", "AI Videos page: schedule"],
    from: { draft: dated, scheduled: dated, failed: dated },
    refusal: VIDEO_ALREADY_PUBLISHED,
    videoPosts: "allowed",
    checks: { content: "none", date: "none" },
    inFlight: "refuse",
    answers: "post",
  },
  approveReview: {
    label: "Approve (review)",
    role: POST_ACTION_ROLES.approveReview,
    doors: ["POST /posts/{id}/review/approve"],
    from: { in_review: { to: "scheduled", sends: "asked" } },
    refusal: NOT_IN_REVIEW,
    videoPosts: "allowed",
    checks: { content: "stored", date: "asked", notOwnWhenReviewed: true },
    inFlight: "refuse",
    answers: "post",
  },
  requestChanges: {
    label: "Request changes",
    role: POST_ACTION_ROLES.requestChanges,
    doors: ["POST /posts/{id}/review/request-changes"],
    from: { in_review: { to: "changes_requested", sends: null } },
    refusal: NOT_IN_REVIEW,
    videoPosts: "allowed",
    checks: { content: "none", date: "none", note: true },
    inFlight: "refuse",
    answers: "post",
  },
  withdraw: {
    label: "Withdraw from review",
    role: POST_ACTION_ROLES.withdraw,
    doors: ["POST /posts/{id}/review/withdraw"],
    from: { in_review: toDraft, changes_requested: toDraft },
    refusal: "Only posts in review or awaiting changes can be withdrawn.",
    videoPosts: "allowed",
    checks: { content: "none", date: "none", othersFrom: OTHERS_POST_ROLES.withdraw },
    inFlight: "refuse",
    answers: "post",
  },
  delete: {
    label: "Delete",
    role: POST_ACTION_ROLES.delete,
    doors: ["DELETE /posts/{id}"],
    from: {
      draft: { to: "deleted", sends: null },
      scheduled: { to: "deleted", sends: null },
      published: { to: "deleted", sends: null },
      failed: { to: "deleted", sends: null },
      in_review: { to: "deleted", sends: null },
      changes_requested: { to: "deleted", sends: null },
    },
    refusal: "",
    videoPosts: "allowed",
    checks: { content: "none", date: "none" },
    inFlight: "allow",
    answers: "nothing",
  },
} as const satisfies Record<string, ActionRow>;

/**
 * The moves no request makes: the worker settles an attempt once every network has a final answer
 * (publishing/publisher.ts, batch.ts settleInBatch), the sweeper fails one whose job ended without.
 */
export const SETTLEMENTS = [
  { from: "scheduled", to: "published", label: "every network published (worker)" },
  { from: "scheduled", to: "failed", label: "a network failed for good (worker, sweeper)" },
] as const satisfies readonly { from: PostStatus; to: PostStatus; label: string }[];

export type PostAction = keyof typeof LIFECYCLE;
export const POST_ACTIONS = Object.keys(LIFECYCLE) as PostAction[];

export function rowOf(action: PostAction): ActionRow {
  return LIFECYCLE[action];
}

/** The table covers every action of src/lib/post-roles.ts and no other (checked by the compiler). */
const _everyActionHasItsRole: Record<PostAction, WorkspaceRole> = POST_ACTION_ROLES;
const _everyRoleIsAnAction: Record<keyof typeof POST_ACTION_ROLES, ActionRow> = LIFECYCLE;

const RANKED: readonly WorkspaceRole[] = ["CLIENT", "CONTRIBUTOR", "EDITOR", "ADMIN", "OWNER"];

/**
 * The role a procedure taking these actions declares (workspaceProcedure): the lowest of their rows'
 * (a procedure of several modes, post.save); transition() checks the row's own role of the action taken.
 */
export function actionRole(...actions: PostAction[]): WorkspaceRole {
  return RANKED.find((role) => actions.some((action) => LIFECYCLE[action].role === role))!;
}

export type Verdict = { allowed: true; move: Move } | { allowed: false; message: string };

/**
 * What the table says of `action` on a post in `from` (an AI video's post when `video`; by an
 * actor whose posts need approval when `reviewed`): its move, or the refusal, checked in this
 * order: a status's own refusal, the AI-video refusal, the row's refusal.
 */
export function verdict(action: PostAction, from: FromState, video = false, reviewed = false): Verdict {
  const row = rowOf(action);
  const move = (reviewed ? row.reviewed?.[from] : undefined) ?? row.from[from];
  const own = row.refusalFrom?.[from];
  if (!move && own) return { allowed: false, message: own };
  if (video && from !== "new" && row.videoPosts === "refused") return { allowed: false, message: VIDEO_POST_REFUSAL };
  if (!move) return { allowed: false, message: row.refusal };
  return { allowed: true, move };
}
