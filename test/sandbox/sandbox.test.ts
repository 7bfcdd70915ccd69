/**
 * The built-in sandbox network through both doors and the real publishing pipeline (an in-process
 * worker): one-click connect, status, disconnect, publishing to the local feed exactly once, each
 * misbehaviour of its account card, the owner-only feed, and the SANDBOX_NETWORK switch.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { openApiDocument } from "@/server/api/rest-adapter";
import { db } from "@/server/db";
import { sandboxProvider } from "@/server/integrations/social/sandbox";
import type { PublishError } from "@/server/integrations/social/types";
import { sandboxFeed } from "@/server/services/accounts/sandbox";
import { orphanAgeMs, publishAttempt } from "@/server/services/publishing/publisher";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

let worker: Awaited<ReturnType<typeof startTestWorker>>;

type PublishBody = {
  success: boolean;
  message: string;
  results: { platform: string; status: string; error: string | null; platformPostUrl: string | null }[];
  post: { id: string; status: string };
};

beforeAll(async () => {
  worker = await startTestWorker("sandbox", { PUBLISH_ATTEMPTS: "3", PUBLISH_RETRY_DELAY_MS: "100", NETWORK_TIMEOUT_MS: "1500" });
});

afterAll(async () => {
  await worker?.stop();
});

afterEach(() => {
  delete process.env.SANDBOX_NETWORK;
  resetEnvForTests();
});

async function sandboxUser() {
  const { user, token } = await createUser();
  const connected = await trpc({ token }).accounts.sandbox.auth.mutate();
  return { user, token, handle: connected.account.handle };
}

const feedOf = (userId: string) => db.sandboxPost.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

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

describe("connecting", () => {
  it("connects in one REST call without keys, reports its status, and disconnects", async () => {
    const { token } = await createUser();
    const before = await rest<{ connected: boolean; available: boolean }>("GET", "/sandbox/status", { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ success: true, available: true, connected: false });

    const connect = await rest<{ success: boolean; message: string; account: { handle: string; feedPath: string; nextPost: null } }>(
      "POST",
      "/sandbox/auth",
      { token },
    );
    expect(connect.status).toBe(200);
    expect(connect.body.message).toBe("Sandbox (local preview, not a real network) connected.");
    expect(connect.body.account.feedPath).toBe(`/sandbox/${connect.body.account.handle}`);
    expect(connect.body.account.nextPost).toBeNull();

    // Listed like any other network (accounts page, wizard, dashboard).
    const accounts = await rest<{ data: { platform: string; isExpired: boolean }[] }>("GET", "/dashboard/accounts", { token });
    expect(accounts.body.data).toEqual([expect.objectContaining({ platform: "sandbox", isExpired: false })]);
    const status = await rest<{ connected: boolean; sandbox: { handle: string } }>("GET", "/sandbox/status", { token });
    expect(status.body).toMatchObject({ connected: true, sandbox: { handle: connect.body.account.handle } });

    // Connecting again keeps the account (and its feed's address).
    const again = await rest<{ account: { handle: string } }>("POST", "/sandbox/auth", { token });
    expect(again.body.account.handle).toBe(connect.body.account.handle);

    const off = await rest<{ message: string }>("POST", "/sandbox/disconnect", { token });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Sandbox (local preview, not a real network) account disconnected.");
    expect((await rest<{ connected: boolean }>("GET", "/sandbox/status", { token })).body.connected).toBe(false);
  });

  it("connects, reads and disconnects through tRPC; a visitor is refused", async () => {
    const { token } = await createUser();
    const api = trpc({ token });
    const connected = await api.accounts.sandbox.auth.mutate();
    expect((await api.accounts.sandbox.status.query()).connected).toBe(true);
    expect((await api.accounts.sandbox.disconnect.mutate()).message).toMatch(/disconnected/);
    expect((await api.accounts.sandbox.status.query()).connected).toBe(false);
    // Reconnecting after posts were made keeps the feed's address.
    expect(connected.account.handle).toMatch(/^test-free-user-[0-9a-f]{6}$/);
    expect((await rest("POST", "/sandbox/auth")).status).toBe(401);
  });

  it("is listed in the OpenAPI document", async () => {
    const paths = openApiDocument().paths as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths["/sandbox/auth"] ?? {})).toContain("post");
    expect(Object.keys(paths["/sandbox/status"] ?? {})).toContain("get");
    expect(Object.keys(paths["/sandbox/disconnect"] ?? {})).toContain("post");
    expect(Object.keys(paths["/sandbox/settings"] ?? {})).toContain("put");
  });
});

describe("publishing through the pipeline", () => {
  it("publishes now to the local feed, once, with the feed's link in the publish log and simulated insights", async () => {
    const { user, token, handle } = await sandboxUser();
    const res = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Hello, sandbox", platforms: ["sandbox"] } });
    expect(res.status).toBe(200);
    expect(res.body.post.status).toBe("published");
    const [result] = res.body.results;
    expect(result).toMatchObject({ platform: "sandbox", status: "published", error: null });
    const feed = await feedOf(user.id);
    expect(feed.map((p) => p.text)).toEqual(["Hello, sandbox"]);
    expect(result!.platformPostUrl).toBe(`http://localhost:3000/sandbox/${handle}#post-${feed[0]!.id}`);

    // The job running again (a retry, a second worker) never posts twice.
    const post = await db.post.findUniqueOrThrow({ where: { id: res.body.post.id } });
    expect((await publishAttempt(post.id, post.publishAttempt, { finalTry: false })).stale).toBe(true);
    expect(await feedOf(user.id)).toHaveLength(1);

    // Insights are simulated: the same numbers for the same post, every time.
    const page = await sandboxFeed(user.id, handle);
    const again = await sandboxFeed(user.id, handle);
    expect(page.posts[0]!.insights).toEqual(again.posts[0]!.insights);
    expect(page.posts[0]!.insights.impressions).toBeGreaterThan(0);
    // Refreshing insights reads the same simulated numbers into the post (shown as "simulated").
    const refreshed = await rest<{ updatedCount: number }>("POST", "/dashboard/refresh-insights", { token });
    expect(refreshed.body.updatedCount).toBe(1);
    const shown = await rest<{ post: { insights: Record<string, { impressions: number; likes: number }> } }>("GET", `/posts/${post.id}`, { token });
    expect(shown.body.post.insights.sandbox).toMatchObject({
      impressions: page.posts[0]!.insights.impressions,
      likes: page.posts[0]!.insights.likes,
    });
  });

  it("publishes a scheduled post at its time", async () => {
    const { user, token } = await sandboxUser();
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await trpc({ token }).post.schedule.mutate({
      content: "Scheduled for the sandbox",
      platforms: ["sandbox"],
      scheduledAt: at,
      source: "manual",
    });
    expect(scheduled.post.status).toBe("scheduled");
    expect(await feedOf(user.id)).toHaveLength(0);
    const done = await settled(scheduled.post.id);
    expect(done.status).toBe("published");
    expect((await feedOf(user.id)).map((p) => p.text)).toEqual(["Scheduled for the sandbox"]);
  });

  it("after a crash mid-publish, finds the post already on the feed instead of posting it again", async () => {
    const { user } = await sandboxUser();
    const post = await db.post.create({
      data: {
        userId: user.id,
        content: "Interrupted sandbox post",
        platforms: ["sandbox"],
        status: "scheduled",
        scheduledAt: new Date(),
        publishAttempt: 1,
      },
    });
    // The worker died after the sandbox stored the post but before the log was completed.
    const account = await db.socialAccount.findFirstOrThrow({ where: { userId: user.id, platform: "sandbox" } });
    // Claimed long enough ago that no live call can still be behind it (younger claims are left alone).
    const claimedAt = new Date(Date.now() - orphanAgeMs() - 1000);
    const stored = await db.sandboxPost.create({
      data: { userId: user.id, handle: account.username!, text: post.content, mediaUrls: [], createdAt: claimedAt },
    });
    await db.publishLog.create({ data: { postId: post.id, platform: "sandbox", attempt: 1, status: "publishing", tries: 1, claimedAt } });

    const result = await publishAttempt(post.id, 1, { finalTry: false });
    expect(result.outcomes).toEqual([expect.objectContaining({ status: "published" })]);
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: post.id } });
    expect(log.platformPostId).toBe(stored.id);
    expect(await feedOf(user.id)).toHaveLength(1);
  });
});

describe("misbehaving on request (the account card's setting)", () => {
  it("fails the next post permanently; Republish then publishes it", async () => {
    const { user, token } = await sandboxUser();
    const set = await rest<{ account: { nextPost: string } }>("PUT", "/sandbox/settings", { token, body: { nextPost: "fail" } });
    expect(set.status).toBe(200);
    expect(set.body.account.nextPost).toBe("fail");

    const failed = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Meant to fail", platforms: ["sandbox"] } });
    expect(failed.body.post.status).toBe("failed");
    expect(failed.body.results[0]).toMatchObject({ status: "failed", error: expect.stringContaining("told to fail") });
    expect(await feedOf(user.id)).toHaveLength(0);
    // One-shot: the setting is back to normal.
    expect((await trpc({ token }).accounts.sandbox.status.query()).sandbox?.nextPost).toBeNull();

    const again = await rest<PublishBody>("POST", `/posts/${failed.body.post.id}/republish`, { token });
    expect(again.status).toBe(200);
    expect(again.body.post.status).toBe("published");
    expect((await feedOf(user.id)).map((p) => p.text)).toEqual(["Meant to fail"]);
  });

  it("rate-limits the next post (429 with Retry-After); the retry publishes it once", async () => {
    const { user, token } = await sandboxUser();
    await trpc({ token }).accounts.sandbox.settings.mutate({ nextPost: "rate_limit" });
    const res = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Rate limited once", platforms: ["sandbox"] } });
    const post = res.body.post.status === "published" ? res.body.post : await settled(res.body.post.id);
    expect(post.status).toBe("published");
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: res.body.post.id } });
    expect(log.tries).toBe(2);
    expect(log.status).toBe("published");
    expect((await feedOf(user.id)).map((p) => p.text)).toEqual(["Rate limited once"]);
  });

  it("is slow on the next post: the publish times out, the post needs review, and it reaches the feed late, once", async () => {
    const { user, token } = await sandboxUser();
    await trpc({ token }).accounts.sandbox.settings.mutate({ nextPost: "slow" });
    const res = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Too slow", platforms: ["sandbox"] } });
    const post = await settled(res.body.post.id);
    expect(post.status).toBe("failed");
    expect(post.publishLogs[0]).toMatchObject({ status: "needs_review" });
    expect(post.publishLogs[0]!.error).toMatch(/Check your Sandbox \(local preview, not a real network\) profile before republishing/);
    // The timeout path asked the feed at once (nothing there yet); the post lands a moment later,
    // and is never re-posted blindly: exactly one copy on the feed.
    await waitFor("the late post on the feed", async () => ((await feedOf(user.id)).length > 0 ? true : null), { timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await feedOf(user.id)).map((p) => p.text)).toEqual(["Too slow"]);
    expect((await db.publishLog.findFirstOrThrow({ where: { postId: post.id } })).status).toBe("needs_review");
  });

  it("a member's slow setting cannot hold the worker's slots: one slow call per member waits, the next answers the timeout at once", async () => {
    const a = await sandboxUser();
    const b = await sandboxUser();
    // Signals that never abort: before the bound a slow call waited for the network timeout, however long.
    const call = (who: { user: { id: string }; handle: string }, text: string) => {
      const account = { platformUserId: who.user.id, username: who.handle, accessToken: "unused", metadata: {} };
      const done = sandboxProvider.publish({ account, text, media: [], signal: new AbortController().signal }).then(
        () => "published",
        (err: PublishError) => err.kind,
      );
      return { done, settled: () => Promise.race([done.then(() => true), new Promise((r) => setImmediate(() => r(false)))]) };
    };
    await trpc({ token: a.token }).accounts.sandbox.settings.mutate({ nextPost: "slow" });
    const first = call(a, "A slow 1");
    await waitFor(
      "the first slow call to take the setting",
      async () => (await db.socialAccount.findFirstOrThrow({ where: { userId: a.user.id, platform: "sandbox" } })).sandboxNextPost === null,
    );
    await trpc({ token: a.token }).accounts.sandbox.settings.mutate({ nextPost: "slow" });
    const second = call(a, "A slow 2");
    await trpc({ token: b.token }).accounts.sandbox.settings.mutate({ nextPost: "slow" });
    const other = call(b, "B slow");
    // A's second slow call does not wait while its first one does; B's own slow call waits as usual.
    expect(await second.done).toBe("unknown");
    expect(await first.settled()).toBe(false);
    expect(await other.settled()).toBe(false);
    // And no slow call outlasts its hold, whatever the signal (the suite's timeout would say so).
    expect(await first.done).toBe("unknown");
    expect(await other.done).toBe("unknown");
    await waitFor(
      "the late posts on the feeds",
      async () => ((await feedOf(a.user.id)).length === 2 && (await feedOf(b.user.id)).length === 1 ? true : null),
      { timeoutMs: 5_000 },
    );
  });

  it("refuses an unknown setting with a 400, and settings before connecting", async () => {
    const { token } = await createUser();
    const bad = await rest<{ message: string }>("PUT", "/sandbox/settings", { token, body: { nextPost: "explode" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("nextPost must be fail, rate_limit, slow or null");
    const early = await trpcFailure(trpc({ token }).accounts.sandbox.settings.mutate({ nextPost: "fail" }));
    expect(early.status).toBe(400);
    expect(early.message).toBe("Connect the Sandbox (local preview, not a real network) first.");
  });
});

describe("the feed", () => {
  it("is its owner's only, newest first and paged", async () => {
    const { user, handle } = await sandboxUser();
    const { user: other } = await createUser();
    const t0 = Date.now() - 60_000;
    await db.sandboxPost.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        userId: user.id,
        handle,
        text: `Feed post ${i}`,
        mediaUrls: [],
        createdAt: new Date(t0 + i * 1000),
      })),
    });
    const first = await sandboxFeed(user.id, handle);
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0]!.text).toBe("Feed post 24");
    const second = await sandboxFeed(user.id, handle, first.nextCursor);
    expect(second.posts.map((p) => p.text)).toEqual(["Feed post 4", "Feed post 3", "Feed post 2", "Feed post 1", "Feed post 0"]);
    expect(second.nextCursor).toBeNull();

    await expect(sandboxFeed(other.id, handle)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(sandboxFeed(user.id, "no-such-handle")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("switched off (SANDBOX_NETWORK=false)", () => {
  it("is unavailable everywhere: connect answers 400 saying so, the account is hidden and cannot be posted to", async () => {
    const { user, token, handle } = await sandboxUser();
    process.env.SANDBOX_NETWORK = "false";
    resetEnvForTests();

    const connect = await rest<{ success: boolean; message: string }>("POST", "/sandbox/auth", { token });
    expect(connect.status).toBe(400);
    expect(connect.body).toMatchObject({ success: false, message: expect.stringContaining("switched off on this server") });
    const status = await rest<{ available: boolean; connected: boolean }>("GET", "/sandbox/status", { token });
    expect(status.body).toMatchObject({ available: false, connected: false });
    expect((await rest<{ data: unknown[] }>("GET", "/dashboard/accounts", { token })).body.data).toEqual([]);

    const publish = await rest<{ message: string }>("POST", "/posts/publish", { token, body: { content: "Not here", platforms: ["sandbox"] } });
    expect(publish.status).toBe(400);
    expect(publish.body.message).toMatch(/connect these platforms first: Sandbox/);
    await expect(sandboxFeed(user.id, handle)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
