/**
 * Kill the worker (SIGKILL) in the middle of a 200-post burst and start another, or kill one of
 * two workers and let the other cover (issue 27's proof: workers on several machines): every post
 * is published exactly once (interrupted calls are reconciled with the network, not re-posted), and
 * the dead worker's jobs come back within seconds at the worker's default lock settings.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { waitFor } from "../worker/helpers";
import { workerProcessesSuite } from "./fixtures/worker-processes";

const { fake, startWorkerProcess } = workerProcessesSuite("crash");
const BURST = 200;

/** 200 posts falling due in the same minute for two members, queued at once by the sweeper; their ids. */
async function seedBurst(tag: string): Promise<string[]> {
  const users = await Promise.all([createUser(), createUser()]);
  for (const { user } of users) await connectAccount(fake, user.id, "x");
  const due = new Date(Date.now() - 1000);
  await db.post.createMany({
    data: Array.from({ length: BURST }, (_, i) => ({
      userId: users[i % 2]!.user.id,
      content: `${tag} post #${i}`,
      platforms: ["x"],
      status: "scheduled" as const,
      scheduledAt: due,
      publishAttempt: 1,
    })),
  });
  const ids = (await db.post.findMany({ where: { userId: { in: users.map((u) => u.user.id) } }, select: { id: true } })).map((p) => p.id);
  expect(ids).toHaveLength(BURST);
  expect((await sweepDuePosts()).requeued).toBeGreaterThanOrEqual(BURST);
  return ids;
}

/** What the network received for this burst. */
const received = (tag: string) => fake.posts("x").filter((p) => p.text.startsWith(`${tag} post #`));

/** Waits until every post of the burst is published or failed; the milliseconds it took from `since`. */
async function settle(ids: string[], since: number): Promise<number> {
  await waitFor(
    "every post to settle",
    async () => (await db.post.count({ where: { id: { in: ids }, status: { in: ["published", "failed"] } } })) === BURST,
    { timeoutMs: 40_000, intervalMs: 200 },
  );
  return Date.now() - since;
}

/** Every post published, once each, and the app shows exactly what the network received. */
async function expectExactlyOnce(ids: string[], tag: string): Promise<void> {
  const posts = await db.post.findMany({ where: { id: { in: ids } }, include: { publishLogs: true } });
  expect(posts.filter((p) => p.status !== "published").map((p) => p.errorMessage)).toEqual([]);
  const texts = received(tag).map((p) => p.text);
  expect(texts).toHaveLength(BURST);
  expect(new Set(texts).size).toBe(BURST);
  for (const post of posts) {
    expect(post.publishLogs).toHaveLength(1);
    const onNetwork = received(tag).find((p) => p.text === post.content)!;
    expect(post.publishLogs[0]!.platformPostId).toBe(onNetwork.id);
  }
}

describe("a worker killed mid-burst", () => {
  it("publishes every post exactly once after a restart", async () => {
    fake.setBehaviour("x", { latencyMs: 60 });
    const ids = await seedBurst("Restart");

    const first = startWorkerProcess();
    await waitFor("the first worker to publish some posts", async () => received("Restart").length >= 40, { timeoutMs: 30_000 });
    first.child.kill("SIGKILL");
    await first.exited;
    expect(received("Restart").length).toBeLessThan(BURST);

    const killedAt = Date.now();
    const second = startWorkerProcess();
    // Jobs the dead worker held come back within seconds at the default settings (10 s lock,
    // 5 s stalled check, claims orphaned after network timeout + 5 s), not BullMQ's minute.
    console.log(`worker SIGKILL: ${BURST} posts settled ${await settle(ids, killedAt)} ms after the kill`);
    await expectExactlyOnce(ids, "Restart");
    second.child.kill("SIGTERM"); // the next test counts its own workers
    await second.exited;
  }, 120_000);

  it("with two workers, the survivor covers the killed one's posts, each exactly once", async () => {
    // Slow answers, so that the doomed worker holds calls in flight when it dies.
    fake.setBehaviour("x", { latencyMs: 300 });
    const ids = await seedBurst("Pair");

    const doomed = startWorkerProcess();
    await waitFor("the first worker to publish some posts", async () => received("Pair").length >= 20, { timeoutMs: 30_000 });
    startWorkerProcess();
    await waitFor("both workers to publish more", async () => received("Pair").length >= 60, { timeoutMs: 30_000 });
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    expect(received("Pair").length).toBeLessThan(BURST);

    const killedAt = Date.now();
    console.log(`one of two workers SIGKILLed: ${BURST} posts settled ${await settle(ids, killedAt)} ms after the kill`);
    await expectExactlyOnce(ids, "Pair");
  }, 120_000);
});
