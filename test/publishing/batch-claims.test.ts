/**
 * Batched claims stay exactly-once. Every job of a burst is queued twice (as if a lost job had
 * been re-created while the first still lived) and two worker processes race for them: each post
 * is still published once. And claim statements that overlap (the same posts, in other orders,
 * at the same time) claim each post and network once, never twice.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { enqueue } from "@/server/queue";
import { claimMany, type ClaimRequest } from "@/server/services/publishing/batch";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { expectExactlyOnce, scheduleBurst, waitSettled } from "../faults/burst";
import { createUser } from "../helpers/users";
import { workerProcessesSuite } from "./fixtures/worker-processes";

const { fake, startWorkerProcess } = workerProcessesSuite("batch-claims");

describe("batched claims", () => {
  it("publish a burst exactly once with every job queued twice and two worker processes racing", async () => {
    fake.setBehaviour("x", { latencyMs: 30 });
    const burst = await scheduleBurst(fake, "batch-claims", { posts: 300, users: 6 });
    const rows = await db.post.findMany({ where: { id: { in: burst.ids } }, select: { id: true, publishAttempt: true } });
    for (const row of rows) {
      await enqueue(
        "publish",
        { postId: row.id, attempt: row.publishAttempt },
        { jobId: `${publishJobId(row.id, row.publishAttempt)}-copy`, delay: 1500 },
      );
    }
    startWorkerProcess();
    startWorkerProcess();
    await waitSettled(burst, 60_000);
    await expectExactlyOnce(fake, burst);
  }, 90_000);

  it("claim each post and network once when claim statements overlap", async () => {
    const { user } = await createUser();
    await db.post.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        userId: user.id,
        content: `overlap ${i}`,
        platforms: ["x", "linkedin"],
        status: "scheduled" as const,
        scheduledAt: new Date(),
        publishAttempt: 1,
      })),
    });
    const posts = await db.post.findMany({ where: { userId: user.id }, select: { id: true } });
    const requests: ClaimRequest[] = posts.flatMap((p) =>
      ["x", "linkedin"].map((platform) => ({ postId: p.id, platform, attempt: 1, timeoutMs: 20_000 })),
    );
    // Four statements over the same 120 claims, in different orders, at once.
    const orders = [
      requests,
      [...requests].reverse(),
      [...requests].sort((a, b) => a.platform.localeCompare(b.platform)),
      [...requests].sort(() => Math.random() - 0.5),
    ];
    const results = await Promise.all(
      orders.map((order) => claimMany(order).then((found) => found.map((f, i) => ({ request: order[i]!, found: f })))),
    );
    const claimed = results.flat().filter((r) => r.found !== "stale" && r.found?.kind === "claimed");
    const keys = claimed.map((r) => `${r.request.postId}/${r.request.platform}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(requests.length);
    expect(await db.publishLog.count({ where: { postId: { in: posts.map((p) => p.id) } } })).toBe(requests.length);
  });
});
