/**
 * Lists, the calendar and the dashboard read posts with one raw query (logs and insights as JSON):
 * every one of them must answer the very post object GET /api/posts/{id} answers, on both doors.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";

type Post = Record<string, unknown> & { id: string };

describe("post objects in lists", () => {
  it("equal the single post's answer, with the latest log per network and every insight", async () => {
    const { user, token } = await createUser();
    const publishedAt = new Date(Date.now() - 3600_000);
    const post = await db.post.create({
      data: {
        userId: user.id,
        content: 'Shape check: 100% "quoted" and \\ back-slashed',
        platforms: ["x", "linkedin"],
        status: "published",
        publishedAt,
        scheduledAt: new Date(publishedAt.getTime() - 60_000),
        mediaKeys: ["/api/media/file/a.png"],
        errorMessage: null,
        publishAttempt: 2,
      },
    });
    const completed = new Date(publishedAt.getTime() + 1234);
    await db.publishLog.createMany({
      data: [
        // x failed on attempt 1 and went out on attempt 2; linkedin went out on 1 and stays so.
        { postId: post.id, platform: "x", attempt: 1, status: "failed", error: "Rate limited", completedAt: completed },
        {
          postId: post.id,
          platform: "x",
          attempt: 2,
          status: "published",
          platformPostId: "x-1",
          platformPostUrl: "https://x.com/i/1",
          completedAt: completed,
        },
        {
          postId: post.id,
          platform: "linkedin",
          attempt: 1,
          status: "published",
          platformPostId: "li-1",
          platformPostUrl: null,
          completedAt: completed,
        },
        { postId: post.id, platform: "linkedin", attempt: 2, status: "publishing" },
      ],
    });
    await db.postInsight.createMany({
      data: [
        { postId: post.id, platform: "x", impressions: 200, clicks: 4, likes: 10, comments: 4, shares: 4, engagementRate: 9.5, fetchedAt: completed },
        { postId: post.id, platform: "linkedin", impressions: 0, fetchedAt: completed },
      ],
    });
    const bare = await db.post.create({ data: { userId: user.id, content: "Bare draft", platforms: [], status: "draft", scheduledAt: publishedAt } });

    for (const id of [post.id, bare.id]) {
      const single = (await rest<{ post: Post }>("GET", `/posts/${id}`, { token })).body.post;
      const day = publishedAt.toISOString().slice(0, 10);
      const next = new Date(publishedAt.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
      const answers = await Promise.all([
        rest<{ data: Post[] }>("GET", "/dashboard/posts?showAll=true&limit=10", { token }).then((r) => r.body.data),
        rest<{ data: Post[] }>("GET", `/dashboard/calendar?from=${day}&to=${next}`, { token }).then((r) => r.body.data),
        rest<{ data: Post[] }>("GET", `/dashboard/posts?from=${day}&to=${next}`, { token }).then((r) => r.body.data),
        rest<{ data: Post[] }>("GET", "/dashboard/published-posts", { token }).then((r) => r.body.data),
        rest<{ publishedPosts: Post[] }>("GET", "/dashboard", { token }).then((r) => r.body.publishedPosts),
      ]);
      for (const [i, list] of answers.entries()) {
        if (id === bare.id && i >= 3) continue; // the published lists hold the published post only
        expect(
          list.find((p) => p.id === id),
          `answer ${i}`,
        ).toEqual(single);
      }
      // The calendar page's summary: the same post, cut to what the calendar draws, with the links of
      // a published post (the networks whose latest attempt is live and has a URL).
      const summary = (await rest<{ data: Post[] }>("GET", `/dashboard/calendar/summary?from=${day}&to=${next}`, { token })).body.data;
      const { content, platforms, status, scheduledAt, publishedAt: at, createdAt, updatedAt } = single;
      expect(summary.find((p) => p.id === id)).toEqual({
        id,
        content,
        platforms,
        status,
        scheduledAt,
        publishedAt: at,
        createdAt,
        updatedAt,
        links: id === post.id ? [{ platform: "x", url: "https://x.com/i/1" }] : [],
      });
    }
    const single = (await rest<{ post: Post }>("GET", `/posts/${post.id}`, { token })).body.post;
    expect(single.publishLogs).toEqual([
      expect.objectContaining({ platform: "x", attempt: 2, status: "published", completedAt: completed.toISOString() }),
      expect.objectContaining({ platform: "linkedin", attempt: 1, status: "published" }),
    ]);
    expect(Object.keys(single.insights as object).sort()).toEqual(["linkedin", "x"]);

    // The tRPC door (superjson) hands out real dates inside the JSON-built logs and insights.
    const viaTrpc = await trpc({ token }).post.list.query({ showAll: "true", limit: 10 });
    const listed = viaTrpc.data.find((p) => p.id === post.id)!;
    expect(listed.publishLogs[0]!.completedAt).toEqual(completed);
    expect(listed.insights.x!.fetchedAt).toEqual(completed);
    expect(listed.publishedAt).toEqual(publishedAt);
  });
});
