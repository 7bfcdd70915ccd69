/** Admin Activity (ActivityLog + contact messages) and the Queues view with retry. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Worker } from "bullmq";
import { db } from "@/server/db";
import { bullConnection, closeQueues, enqueue, getQueue, jobName, setQueuePrefix } from "@/server/queue";
import { rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { createUser } from "../helpers/users";
import { cleanupPrefix, uniquePrefix, waitFor } from "../worker/helpers";

const prefix = uniquePrefix("admin-queues");

beforeAll(async () => {
  await closeQueues();
  setQueuePrefix(prefix);
});

afterAll(async () => {
  await closeQueues();
  await cleanupPrefix(prefix);
});

type ActivityBody = {
  success: boolean;
  items: { id: string; type: string; action: string; user: string; timestamp: string }[];
  contactMessages: { id: string; name: string; email: string; subject: string; message: string }[];
};

describe("activity", () => {
  it("lists the newest actions in words, with who did them, and the newest contact messages", async () => {
    const admin = await createUser({ role: "admin" });
    const email = uniqueEmail("newcomer");
    const reg = await rest<{ user: { id: string } }>("POST", "/auth/register", { body: { name: "Newcomer", email, password: "password-123" } });
    await rest("POST", "/contact/submit", {
      body: { name: "Visitor Vera", email: "vera@example.com", subject: "billing", message: "How do invoices work?" },
      headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 200)}` },
    });
    await rest("PATCH", `/admin/users/${reg.body.user.id}`, { token: admin.token, body: { role: "paid", aiPromptsLimit: 250 } });

    const res = await rest<ActivityBody>("GET", "/admin/activity", { token: admin.token });
    expect(res.status).toBe(200);
    const [edit, contact, signup] = res.body.items;
    expect(edit).toMatchObject({ type: "admin.user_updated", action: "Updated Newcomer (role, aiPromptsLimit)", user: admin.user.name });
    expect(contact).toMatchObject({ type: "contact.message", action: "Sent a contact message", user: "Visitor Vera <vera@example.com>" });
    expect(signup).toMatchObject({ type: "user.signup", action: "Signed up", user: "Newcomer" });
    const times = res.body.items.map((i) => Date.parse(i.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body.contactMessages[0]).toMatchObject({ name: "Visitor Vera", subject: "billing", message: "How do invoices work?" });

    const viaTrpc = await trpc({ token: admin.token }).admin.activity.query();
    expect(viaTrpc.items[0]!.id).toBe(edit!.id);
    expect(viaTrpc.items[0]!.timestamp).toBeInstanceOf(Date);
  });

  it("keeps a deleted user's actions, without the user", async () => {
    const admin = await createUser({ role: "admin" });
    const { token } = await createUser();
    await rest("DELETE", "/auth/delete-account", { token });
    const res = await rest<ActivityBody>("GET", "/admin/activity", { token: admin.token });
    expect(res.body.items[0]).toMatchObject({ type: "user.deleted", action: "Deleted their account", user: "Deleted user" });
  });
});

describe("queues", () => {
  it("counts jobs per queue, shows the latest failures, and retries one", async () => {
    const admin = await createUser({ role: "admin" });
    const worker = new Worker(
      "media",
      async () => {
        throw new Error("provider said no");
      },
      { connection: bullConnection(), prefix },
    );
    try {
      const job = await getQueue("media").add(jobName.media({ mediaAssetId: "asset-1" }), { mediaAssetId: "asset-1" }, { attempts: 1 });
      await waitFor("the job to fail", async () => (await job.isFailed()) || undefined);
      await enqueue("publish", { postId: "post-later", attempt: 1 }, { delay: 3600_000, jobId: "post-post-later-a1" });
    } finally {
      await worker.close();
    }

    type QueuesBody = {
      success: boolean;
      queues: {
        name: string;
        counts: Record<string, number>;
        failedJobs: { id: string; failedReason: string; data: unknown; attemptsMade: number }[];
      }[];
    };
    const res = await rest<QueuesBody>("GET", "/admin/queues", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.queues.map((q) => q.name)).toEqual(["publish", "media", "video", "maintenance", "webhooks"]);
    const media = res.body.queues.find((q) => q.name === "media")!;
    expect(media.counts).toEqual({ waiting: 0, delayed: 0, active: 0, failed: 1, completed: 0 });
    expect(media.failedJobs).toHaveLength(1);
    expect(media.failedJobs[0]).toMatchObject({ failedReason: "provider said no", data: { mediaAssetId: "asset-1" }, attemptsMade: 1 });
    expect(res.body.queues.find((q) => q.name === "publish")!.counts.delayed).toBe(1);

    const jobId = media.failedJobs[0]!.id;
    const retried = await rest("POST", `/admin/queues/media/jobs/${jobId}/retry`, { token: admin.token });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ success: true, message: "Job queued again" });
    expect(await getQueue("media").getJobState(jobId)).toBe("waiting");
    expect(await db.activityLog.count({ where: { userId: admin.user.id, action: "admin.job_retried" } })).toBe(1);

    const again = await trpcFailure(trpc({ token: admin.token }).admin.retryJob.mutate({ queue: "media", id: jobId }));
    expect(again).toMatchObject({ status: 409, message: "Only failed jobs can be retried." });
    const missing = await rest("POST", "/admin/queues/media/jobs/nope/retry", { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "Job not found" });
    const unknownQueue = await rest("POST", `/admin/queues/emails/jobs/${jobId}/retry`, { token: admin.token });
    expect(unknownQueue.status).toBe(400);
    expect(unknownQueue.body).toMatchObject({ message: "Unknown queue" });
  });
});

describe("publishing in the last 24 hours", () => {
  it("shows per network what was published, how late (p50/p99), retries, failures and posts needing review", async () => {
    const admin = await createUser({ role: "admin" });
    const { user } = await createUser();
    // A network key of this test alone, so that other tests' publish logs do not count here.
    const platform = `ontime-${Date.now()}`;
    const now = Date.now();
    const logs = [
      ...Array.from({ length: 100 }, (_, i) => ({
        status: "published" as const,
        latenessMs: (i + 1) * 100,
        tries: 1,
        completedAt: new Date(now - 60_000),
      })),
      { status: "published" as const, latenessMs: 900_000, tries: 3, completedAt: new Date(now - 25 * 3600_000) }, // older than a day
      { status: "failed" as const, latenessMs: null, tries: 4, completedAt: new Date(now - 60_000) },
      { status: "needs_review" as const, latenessMs: null, tries: 1, completedAt: new Date(now - 60_000) },
    ];
    for (const [i, log] of logs.entries()) {
      const post = await db.post.create({
        data: {
          userId: user.id,
          content: `on time ${i}`,
          platforms: [platform],
          status: "published",
          scheduledAt: new Date(now - 120_000),
          publishAttempt: 1,
        },
      });
      await db.publishLog.create({ data: { postId: post.id, platform, attempt: 1, ...log } });
    }

    type Body = {
      publishing: {
        networks: {
          platform: string;
          published: number;
          latenessP50Ms: number | null;
          latenessP99Ms: number | null;
          retries: number;
          failed: number;
          needsReview: number;
        }[];
      };
    };
    const res = await rest<Body>("GET", "/admin/queues", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.publishing.networks.find((n) => n.platform === platform)).toEqual({
      platform,
      published: 100,
      latenessP50Ms: 5050,
      latenessP99Ms: 9901,
      retries: 3,
      failed: 1,
      needsReview: 1,
    });
  });
});
