/**
 * Kill the worker (SIGKILL) in the middle of a 200-post burst and start another: every post is
 * published exactly once (interrupted calls are reconciled with the network, not re-posted), and
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

describe("a worker killed mid-burst", () => {
  it("publishes every post exactly once after a restart", async () => {
    fake.setBehaviour("x", { latencyMs: 60 });
    const users = await Promise.all([createUser(), createUser()]);
    for (const { user } of users) await connectAccount(fake, user.id, "x");
    // 200 posts falling due in the same minute; the sweeper queues them all at once.
    const due = new Date(Date.now() - 1000);
    await db.post.createMany({
      data: Array.from({ length: BURST }, (_, i) => ({
        userId: users[i % 2]!.user.id,
        content: `Burst post #${i}`,
        platforms: ["x"],
        status: "scheduled" as const,
        scheduledAt: due,
        publishAttempt: 1,
      })),
    });
    const ids = (await db.post.findMany({ where: { userId: { in: users.map((u) => u.user.id) } }, select: { id: true } })).map((p) => p.id);
    expect(ids).toHaveLength(BURST);
    expect((await sweepDuePosts()).requeued).toBeGreaterThanOrEqual(BURST);

    const first = startWorkerProcess();
    await waitFor("the first worker to publish some posts", async () => fake.posts("x").length >= 40, { timeoutMs: 30_000 });
    first.child.kill("SIGKILL");
    await first.exited;
    const atKill = fake.posts("x").length;
    expect(atKill).toBeLessThan(BURST);

    const killedAt = Date.now();
    startWorkerProcess();
    // Jobs the dead worker held come back within seconds at the default settings (10 s lock,
    // 5 s stalled check, claims orphaned after network timeout + 5 s), not BullMQ's minute.
    await waitFor(
      "every post to settle",
      async () => (await db.post.count({ where: { id: { in: ids }, status: { in: ["published", "failed"] } } })) === BURST,
      { timeoutMs: 40_000, intervalMs: 200 },
    );
    console.log(`worker SIGKILL: ${BURST} posts settled ${Date.now() - killedAt} ms after the kill`);

    const posts = await db.post.findMany({ where: { id: { in: ids } }, include: { publishLogs: true } });
    expect(posts.filter((p) => p.status !== "published").map((p) => p.errorMessage)).toEqual([]);
    const texts = fake.posts("x").map((p) => p.text);
    expect(texts).toHaveLength(BURST);
    expect(new Set(texts).size).toBe(BURST);
    for (const post of posts) {
      expect(post.publishLogs).toHaveLength(1);
      const onNetwork = fake.posts("x").find((p) => p.text === post.content)!;
      expect(post.publishLogs[0]!.platformPostId).toBe(onNetwork.id);
    }
  }, 120_000);
});
