/**
 * Posts through both doors and the publishing pipeline, against the contract fake of X, LinkedIn
 * and Threads: state machine, ownership, validation, retries, rate limits, timeouts, exactly-once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getQueue } from "@/server/queue";
import { orphanAgeMs, publishAttempt } from "@/server/services/publishing/publisher";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { redis } from "@/server/redis";
import { SocialNetworkFake } from "../fakes/social-network";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;

type PublishBody = {
  success: boolean;
  message: string;
  results: { platform: string; status: string; error: string | null; platformPostUrl: string | null }[];
  post: { id: string; status: string };
};
type PostBody = {
  success: boolean;
  message: string;
  post: { id: string; status: string; scheduledAt: string; publishLogs: { platform: string; platformPostUrl: string | null }[] };
};

async function connectedUser(networks: ("x" | "linkedin" | "threads")[] = ["x", "linkedin", "threads"]) {
  const { user, token } = await createUser();
  for (const n of networks) await connectAccount(fake, user.id, n);
  return { user, token };
}

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
/**
 * A time a post can be scheduled for and soon be due: far enough ahead that the schedule call
 * itself (more than 0.3 s on a loaded machine) does not pass it, which the server refuses.
 */
const soon = () => inSeconds(1);

async function settled(postId: string) {
  return waitFor(
    `post ${postId} to settle`,
    async () => {
      const post = await db.post.findUniqueOrThrow({ where: { id: postId }, include: { publishLogs: true } });
      return post.status === "published" || post.status === "failed" ? post : null;
    },
    { timeoutMs: 20_000 },
  );
}

beforeAll(async () => {
  await fake.start();
  worker = await startTestWorker("publish", {
    ...fake.envVars(),
    PUBLISH_ATTEMPTS: "3",
    PUBLISH_RETRY_DELAY_MS: "100",
    NETWORK_TIMEOUT_MS: "1500",
  });
});

afterAll(async () => {
  await worker?.stop();
  await fake.stop();
});

beforeEach(() => {
  for (const n of ["x", "linkedin", "threads"] as const)
    fake.setBehaviour(n, {
      latencyMs: 0,
      failNextCreates: 0,
      rateLimit: null,
      validationError: null,
      failRequests: null,
      hang: false,
      createThenHang: false,
      createThenReset: false,
    });
});

describe("publishing now and scheduling", () => {
  it("publishes now through REST with a result per network and links in the publish logs", async () => {
    const { token } = await connectedUser();
    const res = await rest<PublishBody>("POST", "/posts/publish", {
      token,
      body: { content: "Hello from PostPilot", platforms: ["x", "linkedin", "threads"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.post.status).toBe("published");
    expect(res.body.results.map((r) => r.status)).toEqual(["published", "published", "published"]);
    for (const r of res.body.results) expect(r.platformPostUrl).toMatch(/^https:\/\//);
    const mine = fake.posts().filter((p) => p.text === "Hello from PostPilot");
    expect(mine.map((p) => p.network).sort()).toEqual(["linkedin", "threads", "x"]);
    const activity = await db.activityLog.findFirst({ where: { action: "post.published", details: { path: ["postId"], equals: res.body.post.id } } });
    expect(activity).not.toBeNull();
  });

  it("schedules through tRPC, waits as a delayed job, then publishes once at the time", async () => {
    const { token } = await connectedUser(["x"]);
    const scheduled = await trpc({ token }).post.schedule.mutate({
      content: "Scheduled hello",
      platforms: ["x"],
      scheduledAt: inSeconds(1.5),
      source: "ai",
    });
    expect(scheduled.post.status).toBe("scheduled");
    // Written with the AI method: stored as AI-generated.
    expect(scheduled.post).toMatchObject({ aiGenerated: true, source: "ai" });
    const job = await getQueue("publish").getJob(publishJobId(scheduled.post.id, 1));
    expect(await job?.getState()).toBe("delayed");
    const post = await settled(scheduled.post.id);
    expect(post.status).toBe("published");
    expect(post.publishedAt!.getTime()).toBeGreaterThanOrEqual(new Date(scheduled.post.scheduledAt!).getTime());
    expect(fake.posts("x").filter((p) => p.text === "Scheduled hello")).toHaveLength(1);
  });

  it("reports Partial Success, then republishes only the network that failed", async () => {
    const { token } = await connectedUser(["x", "linkedin"]);
    fake.setBehaviour("x", { validationError: "Your Tweet text is invalid." });
    const res = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Partly there", platforms: ["x", "linkedin"] } });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^Partial Success/);
    const x = res.body.results.find((r) => r.platform === "x")!;
    expect(x).toMatchObject({ status: "failed" });
    expect(x.error).toContain("Your Tweet text is invalid.");
    expect(res.body.post.status).toBe("failed");

    fake.setBehaviour("x", { validationError: null });
    const again = await rest<PublishBody>("POST", `/posts/${res.body.post.id}/republish`, { token });
    expect(again.body.success).toBe(true);
    expect(again.body.post.status).toBe("published");
    expect(fake.posts("linkedin").filter((p) => p.text === "Partly there")).toHaveLength(1);
    expect(fake.posts("x").filter((p) => p.text === "Partly there")).toHaveLength(1);
  });
});

describe("network failures", () => {
  it("retries transient 500s with backoff and posts exactly once", async () => {
    const { token } = await connectedUser(["threads"]);
    fake.setBehaviour("threads", { failNextCreates: 2 });
    const scheduled = await trpc({ token }).post.schedule.mutate({
      content: "Third time lucky",
      platforms: ["threads"],
      scheduledAt: soon(),
    });
    const post = await settled(scheduled.post.id);
    expect(post.status).toBe("published");
    expect(post.publishLogs[0]!.tries).toBe(3);
    expect(fake.posts("threads").filter((p) => p.text === "Third time lucky")).toHaveLength(1);
  });

  it("honours a 429's Retry-After, then fails with a readable reason after the last try", async () => {
    const { token } = await connectedUser(["linkedin"]);
    fake.setBehaviour("linkedin", { rateLimit: { retryAfterSeconds: 1 } });
    const started = Date.now();
    const scheduled = await trpc({ token }).post.schedule.mutate({ content: "Rate limited", platforms: ["linkedin"], scheduledAt: soon() });
    const post = await settled(scheduled.post.id);
    expect(post.status).toBe("failed");
    // Two waits of at least Retry-After (1 s) between three tries, though our own backoff is 100 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(post.publishLogs[0]).toMatchObject({ status: "failed", tries: 3 });
    expect(post.publishLogs[0]!.error).toMatch(/LinkedIn rate limit reached\. Gave up after 3 tries\./);
    expect(post.errorMessage).toContain("LinkedIn:");
  });

  it("fails at once on a revoked token, with the reconnect message", async () => {
    const { user, token } = await createUser();
    await connectAccount(fake, user.id, "x", { registered: false });
    const res = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Revoked", platforms: ["x"] } });
    expect(res.body.results[0]).toMatchObject({ platform: "x", status: "failed" });
    expect(res.body.results[0]!.error).toMatch(/^Reconnect your X account/);
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: res.body.post.id } });
    expect(log.tries).toBe(1);
  });

  it("after a create call timed out, asks the network: the post is live, so it is published (once)", async () => {
    const { token } = await connectedUser(["x"]);
    fake.setBehaviour("x", { createThenHang: true });
    const scheduled = await trpc({ token }).post.schedule.mutate({ content: "Lost in the void", platforms: ["x"], scheduledAt: soon() });
    const post = await settled(scheduled.post.id);
    const onX = fake.posts("x").filter((p) => p.text === "Lost in the void");
    expect(onX).toHaveLength(1);
    expect(post.status).toBe("published");
    expect(post.publishLogs[0]).toMatchObject({ status: "published", tries: 1, platformPostId: onX[0]!.id });
    fake.setBehaviour("x", { createThenHang: false });
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.posts("x").filter((p) => p.text === "Lost in the void")).toHaveLength(1);
  });

  it("after the connection was reset once the create call went out, asks the network: published once, never twice", async () => {
    const { token } = await connectedUser(["x", "linkedin", "threads"]);
    for (const n of ["x", "linkedin", "threads"] as const) fake.setBehaviour(n, { createThenReset: true });
    const content = "Reset after sending";
    const scheduled = await trpc({ token }).post.schedule.mutate({ content, platforms: ["x", "linkedin", "threads"], scheduledAt: soon() });
    const post = await settled(scheduled.post.id);
    for (const n of ["x", "linkedin", "threads"] as const) fake.setBehaviour(n, { createThenReset: false });
    await new Promise((r) => setTimeout(r, 500));
    expect(post.status).toBe("published");
    for (const n of ["x", "linkedin", "threads"] as const) {
      const made = fake.posts(n).filter((p) => p.text === content);
      expect(made, n).toHaveLength(1);
      expect(post.publishLogs.find((l) => l.platform === n)).toMatchObject({ status: "published", tries: 1, platformPostId: made[0]!.id });
    }
  });

  it("marks a timed-out create for review when the network cannot say either, and never posts it again", async () => {
    const { token } = await connectedUser(["x"]);
    fake.setBehaviour("x", { hang: true });
    const scheduled = await trpc({ token }).post.schedule.mutate({ content: "Nobody answers", platforms: ["x"], scheduledAt: soon() });
    const post = await settled(scheduled.post.id);
    expect(post.status).toBe("failed");
    expect(post.publishLogs[0]).toMatchObject({ status: "needs_review", tries: 1 });
    expect(post.publishLogs[0]!.error).toMatch(/may or may not have been published/);
    fake.setBehaviour("x", { hang: false });
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.posts("x").filter((p) => p.text === "Nobody answers")).toHaveLength(0);
  });

  it("a claim younger than the network timeout waits for its call; an older one is reconciled", async () => {
    const { user } = await connectedUser(["x"]);
    // Another run claimed this post a moment ago and its call is still in flight.
    const post = await db.post.create({
      data: { userId: user.id, content: "Claimed elsewhere", platforms: ["x"], status: "scheduled", scheduledAt: new Date(), publishAttempt: 1 },
    });
    const log = await db.publishLog.create({
      data: { postId: post.id, platform: "x", attempt: 1, status: "publishing", tries: 1, claimedAt: new Date() },
    });
    const callsBefore = fake.requests("x").length;
    const young = await publishAttempt(post.id, 1, { finalTry: true });
    expect(young.done).toBe(false);
    expect(young.inFlightElsewhereMs).toBeGreaterThan(orphanAgeMs() - 2000);
    expect(fake.requests("x").slice(callsBefore)).toEqual([]); // neither a reconciliation nor a post
    expect((await db.publishLog.findUniqueOrThrow({ where: { id: log.id } })).status).toBe("publishing");

    // Past network timeout + margin the first call has surely ended: ask the network, then post.
    await db.publishLog.update({ where: { id: log.id }, data: { claimedAt: new Date(Date.now() - orphanAgeMs() - 1000) } });
    const old = await publishAttempt(post.id, 1, { finalTry: true });
    expect(old.outcomes).toEqual([expect.objectContaining({ platform: "x", status: "published" })]);
    expect(fake.posts("x").filter((p) => p.text === "Claimed elsewhere")).toHaveLength(1);
  });

  it("two runs that find the same orphaned claim post once: one takes it over, the other waits", async () => {
    const { user } = await connectedUser(["x"]);
    const post = await db.post.create({
      data: { userId: user.id, content: "Orphaned twice over", platforms: ["x"], status: "scheduled", scheduledAt: new Date(), publishAttempt: 1 },
    });
    // A dead run's claim (past its deadline and margin); the post never reached X.
    await db.publishLog.create({
      data: { postId: post.id, platform: "x", attempt: 1, status: "publishing", tries: 1, claimedAt: new Date(Date.now() - orphanAgeMs() - 1000) },
    });
    // Both runs ask X before anything else; a slow answer has them ask side by side.
    fake.setBehaviour("x", { latencyMs: 300 });
    const [a, b] = await Promise.all([publishAttempt(post.id, 1, { finalTry: false }), publishAttempt(post.id, 1, { finalTry: false })]);
    expect(fake.posts("x").filter((p) => p.text === "Orphaned twice over")).toHaveLength(1);
    const statuses = [a, b].map((r) => r.outcomes[0]!.status).sort();
    expect(statuses).toEqual(["published", "retrying"]);
    // The one that lost the takeover waits for the other's claim (not a try of its own); the winner settled the post.
    const waiting = [a, b].find((r) => r.outcomes[0]!.status === "retrying")!;
    expect(waiting.inFlightElsewhereMs).toBeGreaterThan(0);
    const settledPost = await db.post.findUniqueOrThrow({ where: { id: post.id }, include: { publishLogs: true } });
    expect(settledPost.status).toBe("published");
    const onX = fake.posts("x").find((p) => p.text === "Orphaned twice over")!;
    expect(settledPost.publishLogs).toEqual([expect.objectContaining({ status: "published", platformPostId: onX.id, tries: 2 })]);
    expect(await publishAttempt(post.id, 1, { finalTry: false })).toMatchObject({ stale: true });
  });

  it("an orphaned claim whose account is gone is marked for review, not failed: its call may have posted", async () => {
    const { user } = await connectedUser(["x"]);
    const post = await db.post.create({
      data: {
        userId: user.id,
        content: "Orphaned, then disconnected",
        platforms: ["x"],
        status: "scheduled",
        scheduledAt: new Date(),
        publishAttempt: 1,
      },
    });
    await db.publishLog.create({
      data: { postId: post.id, platform: "x", attempt: 1, status: "publishing", tries: 1, claimedAt: new Date(Date.now() - orphanAgeMs() - 1000) },
    });
    await db.socialAccount.deleteMany({ where: { userId: user.id, platform: "x" } });
    const result = await publishAttempt(post.id, 1, { finalTry: false });
    expect(result.outcomes).toEqual([expect.objectContaining({ platform: "x", status: "needs_review" })]);
    expect(result.outcomes[0]!.error).toBe(
      "The last try to publish on X was interrupted and cannot be checked: X is not connected. Connect it on the Accounts page and republish. Check your X profile before republishing.",
    );
  });

  it("does not call a network whose account has expired", async () => {
    const { user, token } = await createUser();
    await connectAccount(fake, user.id, "threads", { expired: true });
    const res = await rest("POST", "/posts/publish", { token, body: { content: "Expired", platforms: ["threads"] } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "Please connect these platforms first: Threads. Go to Accounts to connect them.",
      title: "Platforms not connected",
    });
    expect(fake.requests("threads").filter((r) => JSON.stringify(r.body ?? "").includes("Expired"))).toHaveLength(0);
  });
});

describe("rules enforced on the server", () => {
  it("names the network whose limit is exceeded, and checks content, platforms and time", async () => {
    const { token } = await connectedUser(["x", "linkedin"]);
    const long = await rest("POST", "/posts/schedule", {
      token,
      body: { content: "a".repeat(300), platforms: ["x", "linkedin"], scheduledAt: inSeconds(3600) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: "X allows at most 280 characters; this post has 300." });
    // X counts as X does: a 280-character post with a long link fits, 141 Japanese characters do not.
    const linked = await rest("POST", "/posts/schedule", {
      token,
      body: { content: `${"a".repeat(256)} https://example.com/${"path/".repeat(20)}`, platforms: ["x"], scheduledAt: inSeconds(3600) },
    });
    expect(linked.status).toBe(200);
    const japanese = await rest("POST", "/posts/schedule", {
      token,
      body: { content: "あ".repeat(141), platforms: ["x", "linkedin"], scheduledAt: inSeconds(3600) },
    });
    expect(japanese.status).toBe(400);
    expect(japanese.body).toMatchObject({
      message: expect.stringMatching(/^X allows at most 280 characters; this post has 282\. Links count as 23/),
    });
    const wizard = await rest("POST", "/posts/schedule", {
      token,
      body: { content: "a".repeat(3001), platforms: ["linkedin"], scheduledAt: inSeconds(3600) },
    });
    expect(wizard.body).toMatchObject({ message: "Your post is 3001 characters; the limit here is 3000." });
    const past = await rest("POST", "/posts/schedule", {
      token,
      body: { content: "Too late", platforms: ["linkedin"], scheduledAt: inSeconds(-60) },
    });
    expect(past.body).toMatchObject({ message: "Please select a future date and time.", title: "Invalid schedule time" });
    const none = await rest("POST", "/posts/schedule", { token, body: { content: "Nowhere", platforms: [], scheduledAt: inSeconds(60) } });
    expect(none.body).toMatchObject({ message: "Please select at least one platform." });
    const notConnected = await rest("POST", "/posts/publish", { token, body: { content: "Hi", platforms: ["threads"] } });
    expect(notConnected.body).toMatchObject({ message: "Please connect these platforms first: Threads. Go to Accounts to connect them." });
    const foreignMedia = await rest("POST", "/posts/publish", {
      token,
      body: { content: "Hi", platforms: ["linkedin"], mediaUrls: ["http://169.254.169.254/latest"] },
    });
    expect(foreignMedia.status).toBe(400);
    expect(await db.post.count({ where: { content: { in: ["Too late", "Nowhere", "Hi"] } } })).toBe(0);
  });

  it("edits with a 2000-character limit and moves the job when the time changes", async () => {
    const { token } = await connectedUser(["linkedin"]);
    const client = trpc({ token });
    const { post } = await client.post.schedule.mutate({ content: "Move me", platforms: ["linkedin"], scheduledAt: inSeconds(3600) });
    const tooLong = await trpcFailure(client.post.update.mutate({ id: post.id, content: "b".repeat(2001) }));
    expect(tooLong).toMatchObject({ status: 400, message: "Your post is 2001 characters; the limit here is 2000." });
    const blank = await rest("PUT", `/posts/${post.id}`, { token, body: { content: "   " } });
    expect(blank.body).toMatchObject({ message: "Please add some content to your post.", title: "Content required" });

    const later = inSeconds(7200);
    const moved = await rest<PostBody>("PUT", `/posts/${post.id}`, { token, body: { scheduledAt: later } });
    expect(moved.body).toMatchObject({ success: true, message: "Post Updated!" });
    expect(new Date(moved.body.post.scheduledAt).toISOString()).toBe(later);
    const queue = getQueue("publish");
    expect(await queue.getJob(publishJobId(post.id, 1))).toBeUndefined();
    const newJob = await queue.getJob(publishJobId(post.id, 2));
    expect(await newJob?.getState()).toBe("delayed");
    expect(newJob!.opts.delay).toBeGreaterThan(7_000_000);

    const deleted = await rest("DELETE", `/posts/${post.id}`, { token });
    expect(deleted.body).toMatchObject({ success: true });
    expect(await queue.getJob(publishJobId(post.id, 2))).toBeUndefined();
  });

  it("keeps each user's posts to themselves: another user's id is 404 everywhere", async () => {
    const owner = await connectedUser(["linkedin"]);
    const other = await connectedUser(["linkedin"]);
    const { post } = await trpc({ token: owner.token }).post.schedule.mutate({
      content: "Mine",
      platforms: ["linkedin"],
      scheduledAt: inSeconds(3600),
    });
    const calls: [string, string, unknown?][] = [
      ["GET", `/posts/${post.id}`],
      ["PUT", `/posts/${post.id}`, { content: "Hijacked" }],
      ["DELETE", `/posts/${post.id}`],
      ["POST", `/posts/${post.id}/approve`],
      ["POST", `/posts/${post.id}/publish-now`],
      ["POST", `/posts/${post.id}/republish`],
    ];
    for (const [method, path, body] of calls) {
      const res = await rest(method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Post not found" });
    }
    expect(await trpcFailure(trpc({ token: other.token }).post.byId.query({ id: post.id }))).toMatchObject({ status: 404 });
    const list = await trpc({ token: other.token }).post.list.query({ showAll: "true", limit: 100 });
    expect(list.data.find((p) => p.id === post.id)).toBeUndefined();
    const stored = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.content).toBe("Mine");
  });

  it("walks the state machine: draft → approve → scheduled → publish now → published", async () => {
    const { user, token } = await connectedUser(["threads"]);
    const draft = await db.post.create({
      data: { userId: user.id, content: "From a plan", platforms: ["threads"], status: "draft", scheduledAt: new Date(Date.now() + 3600_000) },
    });
    const wrongState = await rest("POST", `/posts/${draft.id}/republish`, { token });
    expect(wrongState.status).toBe(409);
    const approved = await rest<PostBody>("POST", `/posts/${draft.id}/approve`, { token });
    expect(approved.body.post.status).toBe("scheduled");
    const now = await rest<PublishBody>("POST", `/posts/${draft.id}/publish-now`, { token });
    expect(now.body).toMatchObject({ success: true, post: { status: "published" } });
    const published = await rest<PostBody>("GET", `/posts/${draft.id}`, { token });
    expect(published.body.post.publishLogs[0]!.platformPostUrl).toMatch(/^https:\/\//);
    const edit = await rest("PUT", `/posts/${draft.id}`, { token, body: { content: "Changed" } });
    expect(edit.status).toBe(409);
    expect(fake.posts("threads").filter((p) => p.text === "From a plan")).toHaveLength(1);
  });
});

describe("the sweeper", () => {
  it("recovers every due post after the queue lost its jobs", async () => {
    const { token } = await connectedUser(["x"]);
    const client = trpc({ token });
    await worker.worker.close();
    const ids: string[] = [];
    // One due time for the five, ahead of all five schedule calls; the sweep runs once it has passed.
    const dueAt = inSeconds(3);
    for (let i = 0; i < 5; i += 1) {
      ids.push((await client.post.schedule.mutate({ content: `Swept ${i}`, platforms: ["x"], scheduledAt: dueAt })).post.id);
    }
    // Redis is flushed: every delayed job is gone.
    await redis().flushdb();
    worker = await startTestWorker("publish-swept", fake.envVars());
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(dueAt) - Date.now()) + 300));
    const swept = await sweepDuePosts();
    // At least our five (other test files may have left due posts in the shared database).
    expect(swept.requeued).toBeGreaterThanOrEqual(5);
    for (const id of ids) expect((await settled(id)).status).toBe("published");
    for (let i = 0; i < 5; i += 1) expect(fake.posts("x").filter((p) => p.text === `Swept ${i}`)).toHaveLength(1);
    // A second sweep finds nothing left to do.
    expect((await sweepDuePosts()).requeued).toBe(0);
  });
});
