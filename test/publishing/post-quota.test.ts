/**
 * The networks' documented per-account caps (the catalogue's postQuota), counted in Redis by every
 * worker process together: a post past X's 300 posts per 3 hours waits for the window instead of
 * being sent to be refused, keeps its place without using a try, and a retried post is not counted
 * twice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NETWORKS } from "@/lib/networks";
import { db } from "@/server/db";
import { getQueue } from "@/server/queue";
import { takePostQuota } from "@/server/services/publishing/limits";
import { publishJobId, schedulePublishJob } from "@/server/services/publishing/scheduler";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;
const X_QUOTA = NETWORKS.x.postQuota!;

beforeAll(async () => {
  await fake.start();
  worker = await startTestWorker("post-quota", { ...fake.envVars(), NETWORK_TIMEOUT_MS: "2000" });
});

afterAll(async () => {
  await worker?.stop();
  await fake.stop();
});

/** Fills the user's X window with posts made `agoMs` ago. */
async function fillWindow(userId: string, agoMs: number) {
  const at = Date.now() - agoMs;
  for (let i = 0; i < X_QUOTA.posts; i += 1) expect(await takePostQuota("x", userId, `earlier-${i}`, at)).toBe(0);
}

describe("per-account post quotas", () => {
  it("counts a moving window: full means wait until the oldest leaves it; the same post is not counted twice", async () => {
    const { user } = await createUser();
    const now = Date.now();
    await fillWindow(user.id, 60 * 60_000);
    const wait = await takePostQuota("x", user.id, "one-more", now);
    // The oldest entered an hour ago: room again in the window minus that hour.
    expect(wait).toBeGreaterThan(X_QUOTA.windowMs - 60 * 60_000 - 5_000);
    expect(wait).toBeLessThanOrEqual(X_QUOTA.windowMs - 60 * 60_000 + 5_000);
    // A post already counted (a retry of the same attempt) goes ahead.
    expect(await takePostQuota("x", user.id, "earlier-7", now)).toBe(0);
    // Once the window has moved past them, there is room again.
    expect(await takePostQuota("x", user.id, "one-more", now + X_QUOTA.windowMs)).toBe(0);
    // Another account's window is its own.
    const { user: other } = await createUser();
    expect(await takePostQuota("x", other.id, "one-more", now)).toBe(0);
    // Networks that document no per-account cap are never held.
    expect(NETWORKS.sandbox.postQuota).toBeNull();
    expect(await takePostQuota("sandbox", user.id, "anything", now)).toBe(0);
  });

  it("a due post past the cap is not sent: it stays scheduled, its job waits for the window, no try is used", async () => {
    const { user } = await createUser();
    await connectAccount(fake, user.id, "x");
    await fillWindow(user.id, 10 * 60_000);
    const post = await db.post.create({
      data: { userId: user.id, content: "Past the cap", platforms: ["x"], status: "scheduled", scheduledAt: new Date(), publishAttempt: 1 },
    });
    const before = fake.posts("x").length;
    await schedulePublishJob(post);

    const job = await waitFor(
      "the publish job to be put back for later",
      async () => {
        const found = await getQueue("publish").getJob(publishJobId(post.id, 1));
        return found && (await found.isDelayed()) && found.processedOn ? found : null;
      },
      { timeoutMs: 20_000 },
    );
    // Back when the oldest of the window leaves it (about 2 h 50 min from now), with its tries intact.
    expect(job.delay + job.timestamp - Date.now()).toBeGreaterThan(X_QUOTA.windowMs - 15 * 60_000);
    expect(job.attemptsMade).toBe(0);
    expect(fake.posts("x").length).toBe(before);
    const after = await db.post.findUniqueOrThrow({ where: { id: post.id }, include: { publishLogs: true } });
    expect(after.status).toBe("scheduled");
    expect(after.publishLogs).toEqual([]);
    await job.remove();
  }, 30_000);
});
