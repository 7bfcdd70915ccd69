/**
 * Posts in review survive the faults that publishing does (issue 26): hundreds of posts in review
 * or awaiting changes (half of them due in the past, each with a publish job of its current attempt
 * queued, as a job left from before it went to review would be) sit beside approved posts due now,
 * while a worker is SIGKILLed mid-burst or Redis is flushed under a running worker, and the sweeper
 * keeps recovering due posts. Not one post in review reaches the network or changes; every approved
 * post is published exactly once; approving held posts afterwards publishes each exactly once.
 */
import { describe, expect, it } from "vitest";
import { db, type Post } from "@/server/db";
import { redis } from "@/server/redis";
import { approveReview } from "@/server/services/posts/review";
import { enqueuePublish } from "@/server/services/publishing/scheduler";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { memberActor } from "@/server/services/workspaces/actor";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { waitFor } from "../worker/helpers";
import { workerProcessesSuite } from "./fixtures/worker-processes";

const { fake, startWorkerProcess } = workerProcessesSuite("review-faults");
const HELD = 300;
const APPROVED = 200;

interface Seeded {
  tag: string;
  held: Post[];
  approvedIds: string[];
}

/** The held posts (in review / changes requested) and the approved ones of two members, all queued. */
async function seed(tag: string): Promise<Seeded> {
  const users = await Promise.all([createUser(), createUser()]);
  for (const { user } of users) await connectAccount(fake, user.id, "x");
  const past = new Date(Date.now() - 60_000);
  await db.post.createMany({
    data: Array.from({ length: HELD }, (_, i) => ({
      userId: users[i % 2]!.user.id,
      content: `${tag} held #${i}`,
      platforms: ["x"],
      status: i % 3 === 0 ? ("changes_requested" as const) : ("in_review" as const),
      scheduledAt: i % 2 === 0 ? past : new Date(Date.now() + 1500),
      publishAttempt: 1,
      reviewIntent: i % 4 === 0 ? ("now" as const) : ("at" as const),
      submittedAt: past,
      ...(i % 3 === 0 ? { reviewNote: "Shorter, please" } : {}),
    })),
  });
  await db.post.createMany({
    data: Array.from({ length: APPROVED }, (_, i) => ({
      userId: users[i % 2]!.user.id,
      content: `${tag} approved #${i}`,
      platforms: ["x"],
      status: "scheduled" as const,
      scheduledAt: past,
      publishAttempt: 1,
    })),
  });
  const held = await db.post.findMany({ where: { content: { startsWith: `${tag} held #` } }, orderBy: { content: "asc" } });
  // The worst case: a live job of each held post's current attempt (only the status keeps it back).
  for (const post of held) await enqueuePublish(post);
  const approvedIds = (await db.post.findMany({ where: { content: { startsWith: `${tag} approved #` } }, select: { id: true } })).map((p) => p.id);
  expect([held.length, approvedIds.length]).toEqual([HELD, APPROVED]);
  expect((await sweepDuePosts()).requeued).toBeGreaterThanOrEqual(APPROVED);
  return { tag, held, approvedIds };
}

const received = (tag: string, kind: "held" | "approved") => fake.posts("x").filter((p) => p.text.startsWith(`${tag} ${kind} #`));

/** Every approved post settled, the sweeper running meanwhile (as the worker's schedule would). */
async function settleSweeping(ids: string[]): Promise<void> {
  await waitFor(
    "every approved post to settle",
    async () => {
      await sweepDuePosts();
      return (await db.post.count({ where: { id: { in: ids }, status: { in: ["published", "failed"] } } })) === ids.length;
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  );
}

async function expectApprovedOnce(seeded: Seeded): Promise<void> {
  const posts = await db.post.findMany({ where: { id: { in: seeded.approvedIds } } });
  expect(posts.filter((p) => p.status !== "published").map((p) => p.errorMessage)).toEqual([]);
  const texts = received(seeded.tag, "approved").map((p) => p.text);
  expect([texts.length, new Set(texts).size]).toEqual([APPROVED, APPROVED]);
}

/** Nothing held reached the network, was claimed, or changed. */
async function expectHeld(seeded: Seeded): Promise<void> {
  // A few more sweeps and job runs: a held post must stay held, not just not yet published.
  for (let i = 0; i < 4; i += 1) {
    await sweepDuePosts();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(received(seeded.tag, "held")).toEqual([]);
  const ids = seeded.held.map((p) => p.id);
  expect(await db.publishLog.count({ where: { postId: { in: ids } } })).toBe(0);
  const now = await db.post.findMany({ where: { id: { in: ids } }, orderBy: { content: "asc" } });
  expect(now.map((p) => [p.status, p.publishAttempt, p.scheduledAt?.getTime()])).toEqual(
    seeded.held.map((p) => [p.status, p.publishAttempt, p.scheduledAt?.getTime()]),
  );
}

/** Approving some held posts (asked now) publishes each exactly once. */
async function approveSome(seeded: Seeded, count: number): Promise<void> {
  const asked = seeded.held.filter((p) => p.status === "in_review" && p.reviewIntent === "now").slice(0, count);
  for (const post of asked) await approveReview(await memberActor(post.userId, post.workspaceId), post.id);
  const ids = asked.map((p) => p.id);
  await settleSweeping(ids);
  const texts = received(seeded.tag, "held").map((p) => p.text);
  expect(texts.sort()).toEqual(asked.map((p) => p.content).sort());
  expect(await db.post.count({ where: { id: { in: ids }, status: "published" } })).toBe(ids.length);
}

describe("posts in review under faults", () => {
  it("a worker SIGKILLed mid-burst: approved posts published once, nothing in review published", async () => {
    fake.setBehaviour("x", { latencyMs: 300 });
    const seeded = await seed("Kill");
    const first = startWorkerProcess();
    await waitFor("the first worker to publish some posts", async () => received("Kill", "approved").length >= 20, { timeoutMs: 30_000 });
    first.child.kill("SIGKILL");
    await first.exited;
    expect(received("Kill", "approved").length).toBeLessThan(APPROVED);

    const second = startWorkerProcess();
    await settleSweeping(seeded.approvedIds);
    await expectApprovedOnce(seeded);
    await expectHeld(seeded);
    await approveSome(seeded, 10);
    second.child.kill("SIGTERM");
    await second.exited;
  }, 150_000);

  it("Redis flushed under a running worker: the sweeper requeues approved posts only", async () => {
    fake.setBehaviour("x", { latencyMs: 300 });
    const seeded = await seed("Flush");
    const worker = startWorkerProcess();
    await waitFor("the worker to publish some posts", async () => received("Flush", "approved").length >= 20, { timeoutMs: 30_000 });
    await redis().flushdb();
    expect(received("Flush", "approved").length).toBeLessThan(APPROVED);

    await settleSweeping(seeded.approvedIds);
    await expectApprovedOnce(seeded);
    await expectHeld(seeded);
    await approveSome(seeded, 10);
    worker.child.kill("SIGTERM");
    await worker.exited;
  }, 150_000);
});
