/** The dashboard's reads and the insights refresh, through both doors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { SocialNetworkFake } from "../fakes/social-network";
import { rest, trpc } from "../helpers/api";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  await fake.start();
  worker = await startTestWorker("dashboard", { ...fake.envVars(), NETWORK_TIMEOUT_MS: "2000" });
});

afterAll(async () => {
  await worker?.stop();
  await fake.stop();
});

type Overview = {
  success: boolean;
  stats: { scheduledPosts: number; connectedAccounts: number; postsThisMonth: number; scheduledPostsAtRisk: number };
  user: { id: string; aiPromptsUsed: number; aiPromptsLimit: number };
  posts: { id: string; status: string }[];
  publishedPosts: {
    id: string;
    publishLogs: { platformPostUrl: string | null }[];
    insights: Record<string, { engagementRate: number; likes: number }>;
  }[];
  socialAccounts: { id: string; platform: string; isActive: boolean; accountName: string; isExpired: boolean }[];
};

describe("dashboard", () => {
  it("answers every key the spec lists, with this user's numbers only", async () => {
    const { user, token } = await createUser();
    await connectAccount(fake, user.id, "x");
    await connectAccount(fake, user.id, "linkedin", { expired: true });
    const client = trpc({ token });
    const later = new Date(Date.now() + 3600_000).toISOString();
    await client.post.schedule.mutate({ content: "Later one", platforms: ["x"], scheduledAt: later });
    await client.post.schedule.mutate({ content: "Later two", platforms: ["x"], scheduledAt: later });
    const published = await client.post.publish.mutate({ content: "Out now", platforms: ["x"] });
    expect(published.success).toBe(true);
    // Someone else's posts never count.
    const other = await createUser();
    await db.post.create({
      data: { userId: other.user.id, content: "Not mine", platforms: ["x"], status: "scheduled", scheduledAt: new Date(Date.now() + 3600_000) },
    });

    const res = await rest<Overview>("GET", "/dashboard", { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["posts", "publishedPosts", "socialAccounts", "stats", "success", "user"]);
    // The spec's three figures, and the preflight check's count of posts at risk (an addition).
    expect(res.body.stats).toEqual({ scheduledPosts: 2, connectedAccounts: 1, postsThisMonth: 3, scheduledPostsAtRisk: 0 });
    expect(res.body.posts.map((p) => p.status)).toEqual(["scheduled", "scheduled"]);
    expect(res.body.publishedPosts).toHaveLength(1);
    expect(res.body.publishedPosts[0]!.publishLogs[0]!.platformPostUrl).toMatch(/^https:\/\/x\.com\//);
    expect(res.body.socialAccounts.map((a) => [a.platform, a.isExpired]).sort()).toEqual([
      ["linkedin", true],
      ["x", false],
    ]);
    expect(res.body.socialAccounts[0]).not.toHaveProperty("accessTokenEnc");
    expect(JSON.stringify(res.body)).not.toContain("token-");

    const viaTrpc = await client.dashboard.overview.query();
    expect(JSON.parse(JSON.stringify(viaTrpc))).toEqual(res.body);
    // `upcoming` bounds the upcoming list (the page shows 5); out of range is a 400 with a message.
    const one = await rest<Overview>("GET", "/dashboard?upcoming=1", { token });
    expect(one.body.posts).toHaveLength(1);
    expect(one.body.posts[0]!.id).toBe(res.body.posts[0]!.id);
    expect((await client.dashboard.overview.query({ upcoming: 1 })).posts).toHaveLength(1);
    const tooMany = await rest<{ message: string }>("GET", "/dashboard?upcoming=101", { token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("upcoming must be between 1 and 100.");

    const all = await rest<{ success: boolean; data: { content: string }[] }>("GET", "/dashboard/posts?showAll=true&limit=100", { token });
    expect(all.body.data.map((p) => p.content).sort()).toEqual(["Later one", "Later two", "Out now"]);
    const limited = await rest<{ data: unknown[] }>("GET", "/dashboard/posts?showAll=true&limit=1", { token });
    expect(limited.body.data).toHaveLength(1);
    const badLimit = await rest("GET", "/dashboard/posts?limit=0", { token });
    expect(badLimit.status).toBe(400);
    const pub = await rest<{ data: { content: string }[] }>("GET", "/dashboard/published-posts?limit=100", { token });
    expect(pub.body.data.map((p) => p.content)).toEqual(["Out now"]);
    const accounts = await rest<{ data: unknown[] }>("GET", "/dashboard/accounts", { token });
    expect(accounts.body.data).toHaveLength(2);
    const stats = await rest<{ data: { user: { aiPromptsUsed: number; aiPromptsLimit: number }; scheduledPosts: number } }>(
      "GET",
      "/dashboard/stats",
      { token },
    );
    expect(stats.body.data.user).toMatchObject({ aiPromptsUsed: 0, aiPromptsLimit: 25 });
    expect(stats.body.data.scheduledPosts).toBe(2);
  });

  it("refreshes insights from the networks and computes the engagement rate", async () => {
    const { user, token } = await createUser();
    await connectAccount(fake, user.id, "x");
    const published = await trpc({ token }).post.publish.mutate({ content: "Measure me", platforms: ["x"] });
    const postId = published.post.publishLogs[0]!.platformPostId!;
    fake.setMetrics("x", postId, { impression_count: 200, like_count: 10, reply_count: 4, retweet_count: 3, quote_count: 1 });

    const res = await rest<{ success: boolean; updatedCount: number; message: string }>("POST", "/dashboard/refresh-insights", { token });
    expect(res.body).toEqual({ success: true, updatedCount: 1, message: "Updated insights for 1 posts." });
    const overview = await rest<Overview>("GET", "/dashboard", { token });
    const insights = overview.body.publishedPosts[0]!.insights.x!;
    expect(insights).toMatchObject({ likes: 10, engagementRate: 9 }); // (10 + 4 + 4) / 200
    const stats = await trpc({ token }).dashboard.stats.query();
    expect(stats.data.averageEngagementRate).toBe(9);
  });
});
