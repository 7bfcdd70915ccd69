/**
 * The post lifecycle walked whole: every action from every status, through both doors (REST and
 * tRPC), against the expectations below (the spec's words), which the table in
 * services/posts/lifecycle.ts must also say. Allowed moves end where expected (a move that sends the
 * post out gets a new attempt and its job; "now" is published by the worker); refused ones answer
 * the exact message and leave the post as it was. A new status is a new column here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, type Post } from "@/server/db";
import { getQueue } from "@/server/queue";
import { rowOf, verdict, type PostAction } from "@/server/services/posts/lifecycle";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { rest, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";

const EDIT = "Published posts cannot be edited.";
const VIDEO = "This post is an AI video: edit it on the AI Videos page.";
const IN_FLIGHT = "This post is being published right now and can no longer be changed.";
const APPROVE = "Only drafts can be approved.";
const PUBLISH_NOW = "Only scheduled posts and drafts can be published now.";
const REPUBLISH = "Only failed posts can be republished.";

/** Where a post starts: no post yet, a stored status, one whose publish is reaching a network, an AI video's post. */
type From =
  "new" | "draft" | "scheduled" | "published" | "failed" | "in flight" | "video draft" | "video scheduled" | "video failed" | "video published";
/** Allowed: the status it ends in ("sent": published by the worker, in the answer); refused: [HTTP status, message]. */
type Expected = "draft" | "scheduled" | "failed" | "sent" | "deleted" | [number, string];

const EXPECTED: Record<Exclude<PostAction, "video">, Partial<Record<From, Expected>>> = {
  draft: { new: "draft", draft: "draft", scheduled: "draft", published: [409, EDIT], failed: "draft", "in flight": [409, IN_FLIGHT] },
  schedule: {
    new: "scheduled",
    draft: "scheduled",
    scheduled: "scheduled",
    published: [409, EDIT],
    failed: [409, "Only drafts and scheduled posts can be scheduled."],
    "in flight": [409, IN_FLIGHT],
  },
  now: { new: "sent", draft: "sent", scheduled: "sent", published: [409, EDIT], failed: "sent", "in flight": [409, IN_FLIGHT] },
  keep: {
    new: [400, "A new post is saved as a draft, scheduled or published now."],
    draft: "draft",
    scheduled: "scheduled",
    published: [409, EDIT],
    failed: "failed",
    "in flight": [409, IN_FLIGHT],
  },
  edit: { draft: "draft", scheduled: "scheduled", published: [409, EDIT], failed: "failed", "in flight": [409, IN_FLIGHT] },
  approve: { draft: "scheduled", scheduled: [409, APPROVE], published: [409, APPROVE], failed: [409, APPROVE], "in flight": [409, APPROVE] },
  publishNow: { draft: "sent", scheduled: "sent", published: [409, PUBLISH_NOW], failed: [409, PUBLISH_NOW], "in flight": [409, IN_FLIGHT] },
  republish: { draft: [409, REPUBLISH], scheduled: [409, REPUBLISH], published: [409, REPUBLISH], failed: "sent", "in flight": [409, REPUBLISH] },
  delete: { draft: "deleted", scheduled: "deleted", published: "deleted", failed: "deleted", "in flight": "deleted" },
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
type Door = (token: string, id: string | null) => Promise<Answer>;

const later = () => new Date(Date.now() + 86_400_000).toISOString();
const body = (id: string | null, extra: Record<string, unknown> = {}) => ({
  ...(id ? { id } : {}),
  content: `Walked ${Date.now()} ${Math.random()}`,
  platforms: ["sandbox" as const],
  ...extra,
});

async function viaRest(method: string, path: string, token: string, payload?: unknown): Promise<Answer> {
  const res = await rest<Record<string, unknown>>(method, path, { token, body: payload });
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
const DOORS: Record<Exclude<PostAction, "video">, { rest: Door; trpc: Door }> = {
  draft: {
    rest: (token, id) => viaRest("POST", "/posts/save", token, body(id, { mode: "draft" })),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.saveDraft.mutate({ ...body(id), source: "manual" })),
  },
  schedule: {
    rest: (token, id) =>
      viaRest(
        "POST",
        id ? "/posts/save" : "/posts/schedule",
        token,
        id ? body(id, { mode: "schedule", at: later() }) : body(null, { scheduledAt: later() }),
      ),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.save.mutate({ ...body(id), mode: "schedule", at: later(), source: "manual" })),
  },
  now: {
    rest: (token, id) => viaRest("POST", id ? "/posts/save" : "/posts/publish", token, id ? body(id, { mode: "now" }) : body(null)),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.save.mutate({ ...body(id), mode: "now", source: "manual" })),
  },
  keep: {
    rest: (token, id) => viaRest("POST", "/posts/save", token, body(id, { mode: "keep" })),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.save.mutate({ ...body(id), mode: "keep", source: "manual" })),
  },
  edit: {
    rest: (token, id) => viaRest("PUT", `/posts/${id}`, token, { content: `Edited ${Date.now()}` }),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.update.mutate({ id: id!, content: `Edited ${Date.now()}` })),
  },
  approve: {
    rest: (token, id) => viaRest("POST", `/posts/${id}/approve`, token),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.approve.mutate({ id: id! })),
  },
  publishNow: {
    rest: (token, id) => viaRest("POST", `/posts/${id}/publish-now`, token),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.publishNow.mutate({ id: id! })),
  },
  republish: {
    rest: (token, id) => viaRest("POST", `/posts/${id}/republish`, token),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.republish.mutate({ id: id! })),
  },
  delete: {
    rest: (token, id) => viaRest("DELETE", `/posts/${id}`, token),
    trpc: (token, id) => viaTrpc(() => trpc({ token }).post.delete.mutate({ id: id! })),
  },
};

let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  worker = await startTestWorker("lifecycle", { PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100" });
});

afterAll(async () => {
  await worker?.stop();
});

/** A member with the sandbox network connected (one per case: the plan's post cap never matters). */
async function member() {
  const { user, token } = await createUser();
  await trpc({ token }).accounts.sandbox.auth.mutate();
  return { userId: user.id, token };
}

/** A stored post in `from`, written directly (a scheduled one due tomorrow; in flight: a network has claimed it). */
async function storedPost(userId: string, from: Exclude<From, "new">): Promise<Post> {
  const video = from.startsWith("video ");
  const status = (video ? from.slice(6) : from === "in flight" ? "scheduled" : from) as Post["status"];
  const post = await db.post.create({
    data: {
      userId,
      content: `Stored ${from} ${Date.now()}`,
      platforms: video ? ["tiktok"] : ["sandbox"],
      status,
      scheduledAt: new Date(Date.now() + 86_400_000),
      publishAttempt: status === "draft" ? 0 : 1,
      source: video ? "video" : "manual",
      ...(status === "failed" ? { errorMessage: "Sandbox: failed" } : {}),
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

async function check(action: Exclude<PostAction, "video">, from: From, expected: Expected, door: Door, doorName: string) {
  const { userId, token } = await member();
  const before = from === "new" ? null : await storedPost(userId, from);
  const answer = await door(token, before?.id ?? null);
  const what = `${action} from ${from} via ${doorName}: ${answer.status} ${answer.message}`;

  if (Array.isArray(expected)) {
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
  const sentAt = before?.publishAttempt ?? 0;
  if (expected === "scheduled") {
    // A new attempt, its job queued, the old attempt's gone.
    expect(after.publishAttempt, what).toBe(sentAt + 1);
    expect(await liveJobIds(after.id, [sentAt, sentAt + 1]), what).toEqual([publishJobId(after.id, sentAt + 1)]);
  }
  if (expected === "draft" || expected === "failed") expect(await liveJobIds(after.id, [sentAt, sentAt + 1]), what).toEqual([]);
}

const CASES = Object.entries(EXPECTED).flatMap(([action, froms]) =>
  Object.entries(froms).map(([from, expected]) => ({ action: action as Exclude<PostAction, "video">, from: from as From, expected: expected! })),
);

describe("the lifecycle table", () => {
  it.each(CASES)("says what the walk expects: $action from $from", ({ action, from, expected }) => {
    const video = from.startsWith("video ");
    const status = (video ? from.slice(6) : from === "in flight" ? "scheduled" : from) as Parameters<typeof verdict>[1];
    const said = verdict(action, status, video);
    if (from === "in flight") {
      // The in-flight refusal comes after the table's own (transition()).
      if (Array.isArray(expected) && expected[1] === IN_FLIGHT) expect(said.allowed && rowOf(action).inFlight === "refuse").toBe(true);
      else expect(said.allowed ? "allowed" : said.message).toBe(Array.isArray(expected) ? expected[1] : "allowed");
      return;
    }
    expect(said.allowed ? "allowed" : said.message).toBe(Array.isArray(expected) ? expected[1] : "allowed");
    if (said.allowed && !Array.isArray(expected)) {
      const to = said.move.to === "scheduled" && said.move.sends === "now" ? "sent" : said.move.to;
      expect(to).toBe(expected);
    }
  });
});

describe("walking every action from every status, through both doors", () => {
  it.each(CASES)("$action from $from", async ({ action, from, expected }) => {
    for (const [doorName, door] of Object.entries(DOORS[action])) await check(action, from, expected, door, doorName);
  });
});
