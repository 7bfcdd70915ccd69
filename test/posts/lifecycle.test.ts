/**
 * The post lifecycle walked whole: every action from every status, through both doors (REST and
 * tRPC), against the expectations below (the spec's words), which the table in
 * services/posts/lifecycle.ts must also say. Allowed moves end where expected (a move that sends the
 * post out gets a new attempt and its job; "now" is published by the worker); refused ones answer
 * the exact message and leave the post as it was. A new status is a new column here.
 * The review states (issue 26) are columns too, and the moves of a member whose posts need
 * approval (a contributor of a team) are walked as their own table (REVIEWED).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, type Post } from "@/server/db";
import { getQueue } from "@/server/queue";
import { rowOf, verdict, type PostAction } from "@/server/services/posts/lifecycle";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { rest, trpc } from "../helpers/api";
import { createTeam } from "../helpers/teams";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";

const EDIT = "Published posts cannot be edited.";
const VIDEO = "This post is an AI video: edit it on the AI Videos page.";
const IN_FLIGHT = "This post is being published right now and can no longer be changed.";
const APPROVE = "Only drafts can be approved.";
const PUBLISH_NOW = "Only scheduled posts and drafts can be published now.";
const REPUBLISH = "Only failed posts can be republished.";
const NOT_IN_REVIEW = "Only posts in review can be approved or sent back for changes.";
const WITHDRAW = "Only posts in review or awaiting changes can be withdrawn.";
const SUBMITTED = "Submitted for review: it goes out once an editor approves it.";

/** Where a post starts: no post yet, a stored status, one whose publish is reaching a network, an AI video's post. */
type From =
  | "new"
  | "draft"
  | "scheduled"
  | "published"
  | "failed"
  | "in_review"
  | "changes_requested"
  | "in flight"
  | "video draft"
  | "video scheduled"
  | "video failed"
  | "video published";
/** Allowed: the status it ends in ("sent": published by the worker, in the answer); refused: [HTTP status, message]. */
type Expected = "draft" | "scheduled" | "failed" | "in_review" | "changes_requested" | "sent" | "deleted" | [number, string];
type Walked = Exclude<PostAction, "video">;
/** Submitted for review, asking to go out at its date, now, or (edited in review) what it asked before. */
type Submitted = ["in_review", "at" | "now" | "kept"];

/** A member whose posts need no approval (the owner of a personal workspace: the spec's behaviour). */
const EXPECTED: Record<Walked, Partial<Record<From, Expected>>> = {
  draft: {
    new: "draft",
    draft: "draft",
    scheduled: "draft",
    published: [409, EDIT],
    failed: "draft",
    in_review: "draft",
    changes_requested: "draft",
    "in flight": [409, IN_FLIGHT],
  },
  schedule: {
    new: "scheduled",
    draft: "scheduled",
    scheduled: "scheduled",
    published: [409, EDIT],
    failed: [409, "Only drafts and scheduled posts can be scheduled."],
    in_review: "scheduled",
    changes_requested: "scheduled",
    "in flight": [409, IN_FLIGHT],
  },
  now: {
    new: "sent",
    draft: "sent",
    scheduled: "sent",
    published: [409, EDIT],
    failed: "sent",
    in_review: "sent",
    changes_requested: "sent",
    "in flight": [409, IN_FLIGHT],
  },
  keep: {
    new: [400, "A new post is saved as a draft, scheduled or published now."],
    draft: "draft",
    scheduled: "scheduled",
    published: [409, EDIT],
    failed: "failed",
    in_review: "in_review",
    changes_requested: "changes_requested",
    "in flight": [409, IN_FLIGHT],
  },
  edit: {
    draft: "draft",
    scheduled: "scheduled",
    published: [409, EDIT],
    failed: "failed",
    in_review: "in_review",
    changes_requested: "changes_requested",
    "in flight": [409, IN_FLIGHT],
  },
  approve: {
    draft: "scheduled",
    scheduled: [409, APPROVE],
    published: [409, APPROVE],
    failed: [409, APPROVE],
    in_review: [409, APPROVE],
    changes_requested: [409, APPROVE],
    "in flight": [409, APPROVE],
  },
  publishNow: {
    draft: "sent",
    scheduled: "sent",
    published: [409, PUBLISH_NOW],
    failed: [409, PUBLISH_NOW],
    in_review: [409, PUBLISH_NOW],
    changes_requested: [409, PUBLISH_NOW],
    "in flight": [409, IN_FLIGHT],
  },
  republish: {
    draft: [409, REPUBLISH],
    scheduled: [409, REPUBLISH],
    published: [409, REPUBLISH],
    failed: "sent",
    in_review: [409, REPUBLISH],
    changes_requested: [409, REPUBLISH],
    "in flight": [409, REPUBLISH],
  },
  approveReview: {
    draft: [409, NOT_IN_REVIEW],
    scheduled: [409, NOT_IN_REVIEW],
    published: [409, NOT_IN_REVIEW],
    failed: [409, NOT_IN_REVIEW],
    in_review: "scheduled",
    changes_requested: [409, NOT_IN_REVIEW],
    "in flight": [409, NOT_IN_REVIEW],
  },
  requestChanges: {
    draft: [409, NOT_IN_REVIEW],
    scheduled: [409, NOT_IN_REVIEW],
    published: [409, NOT_IN_REVIEW],
    failed: [409, NOT_IN_REVIEW],
    in_review: "changes_requested",
    changes_requested: [409, NOT_IN_REVIEW],
    "in flight": [409, NOT_IN_REVIEW],
  },
  withdraw: {
    draft: [409, WITHDRAW],
    scheduled: [409, WITHDRAW],
    published: [409, WITHDRAW],
    failed: [409, WITHDRAW],
    in_review: "draft",
    changes_requested: "draft",
    "in flight": [409, WITHDRAW],
  },
  delete: {
    draft: "deleted",
    scheduled: "deleted",
    published: "deleted",
    failed: "deleted",
    in_review: "deleted",
    changes_requested: "deleted",
    "in flight": "deleted",
  },
};

/**
 * A contributor of a team whose policy is "contributors": what would go out is submitted for review
 * instead (what was asked kept: [status, intent]); the rest as for anyone (EXPECTED).
 */
const REVIEWED: Partial<Record<Walked, Partial<Record<From, Expected | Submitted>>>> = {
  schedule: {
    new: ["in_review", "at"],
    draft: ["in_review", "at"],
    scheduled: ["in_review", "at"],
    failed: [409, "Only drafts and scheduled posts can be scheduled."],
    in_review: ["in_review", "at"],
    changes_requested: ["in_review", "at"],
  },
  now: {
    new: ["in_review", "now"],
    draft: ["in_review", "now"],
    scheduled: ["in_review", "now"],
    failed: ["in_review", "now"],
    in_review: ["in_review", "now"],
    changes_requested: ["in_review", "now"],
  },
  keep: {
    draft: "draft",
    scheduled: ["in_review", "at"],
    failed: "failed",
    in_review: ["in_review", "kept"],
    changes_requested: "changes_requested",
  },
  edit: {
    draft: "draft",
    scheduled: ["in_review", "at"],
    failed: "failed",
    in_review: ["in_review", "kept"],
    changes_requested: "changes_requested",
  },
  approve: { draft: ["in_review", "at"], scheduled: [409, APPROVE] },
  publishNow: { draft: ["in_review", "now"], scheduled: ["in_review", "now"], in_review: [409, PUBLISH_NOW] },
  republish: { failed: ["in_review", "now"], scheduled: [409, REPUBLISH] },
  withdraw: { in_review: "draft", changes_requested: "draft" },
};

// The editors refuse an AI video's post (its caption and time live with the video), a published one as published.
for (const action of ["draft", "schedule", "now", "keep", "edit"] as const) {
  Object.assign(EXPECTED[action], {
    "video draft": [409, VIDEO],
    "video scheduled": [409, VIDEO],
    "video failed": [409, VIDEO],
    "video published": [409, EDIT],
  });
}

type Answer = { status: number; message: string; body: Record<string, unknown> };
/** Who calls: a member's token, in a workspace (X-Workspace-Id; none: their personal one). */
type Caller = { token: string; headers?: Record<string, string> };
type Door = (who: Caller, id: string | null) => Promise<Answer>;

const later = () => new Date(Date.now() + 86_400_000).toISOString();
const body = (id: string | null, extra: Record<string, unknown> = {}) => ({
  ...(id ? { id } : {}),
  content: `Walked ${Date.now()} ${Math.random()}`,
  platforms: ["sandbox" as const],
  ...extra,
});

async function viaRest(method: string, path: string, who: Caller, payload?: unknown): Promise<Answer> {
  const res = await rest<Record<string, unknown>>(method, path, { ...who, body: payload });
  return { status: res.status, message: String(res.body.message ?? ""), body: res.body };
}

async function viaTrpc(call: () => Promise<unknown>): Promise<Answer> {
  try {
    const answer = (await call()) as Record<string, unknown> | undefined;
    return { status: 200, message: String(answer?.message ?? ""), body: answer ?? {} };
  } catch (err) {
    const e = err as { message: string; data?: { httpStatus?: number } };
    return { status: e.data?.httpStatus ?? 0, message: e.message, body: {} };
  }
}

/** Both doors of each action: REST as the spec's clients call it, tRPC as the pages do. */
const DOORS: Record<Walked, { rest: Door; trpc: Door }> = {
  draft: {
    rest: (who, id) => viaRest("POST", "/posts/save", who, body(id, { mode: "draft" })),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.saveDraft.mutate({ ...body(id), source: "manual" })),
  },
  schedule: {
    rest: (who, id) =>
      viaRest(
        "POST",
        id ? "/posts/save" : "/posts/schedule",
        who,
        id ? body(id, { mode: "schedule", at: later() }) : body(null, { scheduledAt: later() }),
      ),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.save.mutate({ ...body(id), mode: "schedule", at: later(), source: "manual" })),
  },
  now: {
    rest: (who, id) => viaRest("POST", id ? "/posts/save" : "/posts/publish", who, id ? body(id, { mode: "now" }) : body(null)),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.save.mutate({ ...body(id), mode: "now", source: "manual" })),
  },
  keep: {
    rest: (who, id) => viaRest("POST", "/posts/save", who, body(id, { mode: "keep" })),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.save.mutate({ ...body(id), mode: "keep", source: "manual" })),
  },
  edit: {
    rest: (who, id) => viaRest("PUT", `/posts/${id}`, who, { content: `Edited ${Date.now()}` }),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.update.mutate({ id: id!, content: `Edited ${Date.now()}` })),
  },
  approve: {
    rest: (who, id) => viaRest("POST", `/posts/${id}/approve`, who),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.approve.mutate({ id: id! })),
  },
  publishNow: {
    rest: (who, id) => viaRest("POST", `/posts/${id}/publish-now`, who),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.publishNow.mutate({ id: id! })),
  },
  republish: {
    rest: (who, id) => viaRest("POST", `/posts/${id}/republish`, who),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.republish.mutate({ id: id! })),
  },
  approveReview: {
    rest: (who, id) => viaRest("POST", `/posts/${id}/review/approve`, who),
    trpc: (who, id) => viaTrpc(() => trpc(who).review.approve.mutate({ id: id! })),
  },
  requestChanges: {
    rest: (who, id) => viaRest("POST", `/posts/${id}/review/request-changes`, who, { note: "Shorter, please" }),
    trpc: (who, id) => viaTrpc(() => trpc(who).review.requestChanges.mutate({ id: id!, note: "Shorter, please" })),
  },
  withdraw: {
    rest: (who, id) => viaRest("POST", `/posts/${id}/review/withdraw`, who),
    trpc: (who, id) => viaTrpc(() => trpc(who).review.withdraw.mutate({ id: id! })),
  },
  delete: {
    rest: (who, id) => viaRest("DELETE", `/posts/${id}`, who),
    trpc: (who, id) => viaTrpc(() => trpc(who).post.delete.mutate({ id: id! })),
  },
};

let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  worker = await startTestWorker("lifecycle", { PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100" });
});

afterAll(async () => {
  await worker?.stop();
});

/** Where a case runs: who calls, the author of its stored posts, their workspace (none: personal), who reviews there. */
type Scene = { who: Caller; userId: string; workspaceId?: string; reviewers: string[] };

/** A member with the sandbox network connected (one per case: the plan's post cap never matters). */
async function member(): Promise<Scene> {
  const { user, token } = await createUser();
  await trpc({ token }).accounts.sandbox.auth.mutate();
  return { who: { token }, userId: user.id, reviewers: [] };
}

/** A contributor of a new team (its policy: contributors' posts need approval) that has the sandbox network; the owner and an editor review. */
async function contributorOfTeam(): Promise<Scene> {
  const [owner, editor, contributor] = [await createUser({ role: "paid", subscription: "Pro" }), await createUser(), await createUser()];
  const workspace = await createTeam(
    owner,
    [
      [editor, "EDITOR"],
      [contributor, "CONTRIBUTOR"],
    ],
    "Reviewed team",
  );
  await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
  await db.socialAccount.updateMany({ where: { userId: owner.user.id, platform: "sandbox" }, data: { workspaceId: workspace.id } });
  return {
    who: { token: contributor.token, headers: { "X-Workspace-Id": workspace.id } },
    userId: contributor.user.id,
    workspaceId: workspace.id,
    reviewers: [owner.user.id, editor.user.id],
  };
}

/** A stored post in `from`, written directly (a scheduled one due tomorrow; in flight: a network has claimed it). */
async function storedPost(scene: Scene, from: Exclude<From, "new">): Promise<Post> {
  const video = from.startsWith("video ");
  const status = (video ? from.slice(6) : from === "in flight" ? "scheduled" : from) as Post["status"];
  const inReview = status === "in_review" || status === "changes_requested";
  const post = await db.post.create({
    data: {
      userId: scene.userId,
      ...(scene.workspaceId ? { workspaceId: scene.workspaceId } : {}),
      content: `Stored ${from} ${Date.now()}`,
      platforms: video ? ["tiktok"] : ["sandbox"],
      status,
      scheduledAt: new Date(Date.now() + 86_400_000),
      publishAttempt: status === "draft" ? 0 : 1,
      source: video ? "video" : "manual",
      ...(status === "failed" ? { errorMessage: "Sandbox: failed" } : {}),
      ...(inReview ? { reviewIntent: "at", submittedAt: new Date() } : {}),
      ...(status === "changes_requested" ? { reviewNote: "Add a link" } : {}),
    },
  });
  if (from === "in flight")
    await db.publishLog.create({ data: { postId: post.id, platform: "sandbox", attempt: 1, status: "publishing", tries: 1, claimedAt: new Date() } });
  return post;
}

async function liveJobIds(postId: string, attempts: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const attempt of attempts) {
    const job = await getQueue("publish").getJob(publishJobId(postId, attempt));
    if (job && !(await job.isCompleted()) && !(await job.isFailed())) ids.push(job.id!);
  }
  return ids;
}

const isRefusal = (expected: Expected | Submitted): expected is [number, string] => Array.isArray(expected) && typeof expected[0] === "number";

async function check(scene: Scene, action: Walked, from: From, expected: Expected | Submitted, door: Door, doorName: string) {
  const { userId } = scene;
  const before = from === "new" ? null : await storedPost(scene, from);
  const answer = await door(scene.who, before?.id ?? null);
  const what = `${action} from ${from} via ${doorName}: ${answer.status} ${answer.message}`;

  if (isRefusal(expected)) {
    expect([answer.status, answer.message], what).toEqual(expected);
    if (before) expect(await db.post.findUnique({ where: { id: before.id } }), what).toEqual(before);
    else expect(await db.post.count({ where: { userId } }), what).toBe(0);
    if (before) expect(await db.postEvent.count({ where: { postId: before.id } }), what).toBe(0);
    return;
  }
  expect(answer.status, what).toBe(200);
  if (expected === "deleted") {
    expect(await db.post.findUnique({ where: { id: before!.id } }), what).toBeNull();
    return;
  }
  const after = before ? await db.post.findUniqueOrThrow({ where: { id: before.id } }) : await db.post.findFirstOrThrow({ where: { userId } });
  // Every allowed row is in the post's history under its action name, from the door it came through.
  const recorded = await db.postEvent.findFirst({ where: { postId: after.id, action }, orderBy: { createdAt: "asc" } });
  expect(recorded, what).toMatchObject({
    actorUserId: userId,
    fromStatus: from === "new" ? null : (before?.status ?? null),
    via: doorName === "rest" ? "api" : "app",
  });
  const sentAt = before?.publishAttempt ?? 0;
  if (Array.isArray(expected)) {
    // Submitted: in review asking what was asked, nothing queued or sent, the reviewers told once.
    expect([after.status, after.reviewIntent], what).toEqual(expected[1] === "kept" ? ["in_review", before!.reviewIntent] : expected);
    expect((answer.body.post as { status: string }).status, what).toBe("in_review");
    if (rowOf(action).answers === "outcome") expect(answer.message, what).toBe(SUBMITTED);
    expect(await liveJobIds(after.id, [sentAt, sentAt + 1]), what).toEqual([]);
    expect(await db.sandboxPost.count({ where: { text: after.content } }), what).toBe(0);
    const told = await db.notification.findMany({ where: { postId: after.id, kind: "review_requested" }, select: { userId: true } });
    const newlyInReview = before?.status !== "in_review";
    expect(told.map((n) => n.userId).sort(), what).toEqual(newlyInReview ? [...scene.reviewers].sort() : []);
    return;
  }
  if (expected === "sent") {
    // Published by the worker before the answer, once, with a result per network.
    expect(after.status, what).toBe("published");
    expect(answer.body, what).toMatchObject({
      success: true,
      results: [{ platform: "sandbox", status: "published" }],
      post: { id: after.id, status: "published" },
    });
    expect(await db.sandboxPost.count({ where: { text: after.content } }), what).toBe(1);
  } else {
    expect(after.status, what).toBe(expected);
    expect((answer.body.post as { status: string }).status, what).toBe(expected);
  }
  if (expected === "scheduled") {
    // A new attempt, its job queued, the old attempt's gone.
    expect(after.publishAttempt, what).toBe(sentAt + 1);
    expect(await liveJobIds(after.id, [sentAt, sentAt + 1]), what).toEqual([publishJobId(after.id, sentAt + 1)]);
  }
  if (expected !== "sent" && expected !== "scheduled") expect(await liveJobIds(after.id, [sentAt, sentAt + 1]), what).toEqual([]);
}

const casesOf = <E>(table: Partial<Record<Walked, Partial<Record<From, E>>>>) =>
  Object.entries(table).flatMap(([action, froms]) =>
    Object.entries(froms!).map(([from, expected]) => ({ action: action as Walked, from: from as From, expected: expected as E })),
  );
const CASES = casesOf(EXPECTED);
const REVIEWED_CASES = casesOf(REVIEWED);

function tableSays(action: Walked, from: From, reviewed: boolean): string {
  const video = from.startsWith("video ");
  const status = (video ? from.slice(6) : from === "in flight" ? "scheduled" : from) as Parameters<typeof verdict>[1];
  const said = verdict(action, status, video, reviewed);
  if (!said.allowed) return said.message;
  if (said.move.to === "in_review") return `in_review ${said.move.asks ?? "kept"}`;
  return said.move.to === "scheduled" && said.move.sends === "now" ? "sent" : said.move.to;
}

describe("the lifecycle table", () => {
  it.each(CASES)("says what the walk expects: $action from $from", ({ action, from, expected }) => {
    if (from === "in flight") {
      // The in-flight refusal comes after the table's own (transition()).
      const said = verdict(action, "scheduled");
      if (Array.isArray(expected) && expected[1] === IN_FLIGHT) expect(said.allowed && rowOf(action).inFlight === "refuse").toBe(true);
      else expect(said.allowed ? "allowed" : said.message).toBe(Array.isArray(expected) ? expected[1] : "allowed");
      return;
    }
    const says = tableSays(action, from, false);
    expect(says === "in_review kept" ? "in_review" : says).toBe(Array.isArray(expected) ? expected[1] : expected);
  });

  it.each(REVIEWED_CASES)("says what the walk expects of a member whose posts need approval: $action from $from", ({ action, from, expected }) => {
    expect(tableSays(action, from, true)).toBe(isRefusal(expected) ? expected[1] : Array.isArray(expected) ? expected.join(" ") : expected);
  });
});

describe("walking every action from every status, through both doors", () => {
  it.each(CASES)("$action from $from", async ({ action, from, expected }) => {
    for (const [doorName, door] of Object.entries(DOORS[action])) await check(await member(), action, from, expected, door, doorName);
  });
});

describe("walking a contributor's moves where contributors' posts need approval, through both doors", () => {
  it.each(REVIEWED_CASES)("$action from $from", async ({ action, from, expected }) => {
    for (const [doorName, door] of Object.entries(DOORS[action])) await check(await contributorOfTeam(), action, from, expected, door, doorName);
  });
});
