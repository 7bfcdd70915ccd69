/**
 * The tab counts are cached under the user's posts version, which database triggers move on in the
 * statement that writes a post: counts follow every kind of write at once, whoever makes it (the
 * REST door, a worker's raw statement, a hand-typed UPDATE, a delete), and one user's
 * writes never show in another's counts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";

type Counts = {
  success: boolean;
  data: { published: number; scheduled: number; draft: number; failed: number; total: number; publishedThisMonth: number };
};

async function counts(token: string, query = ""): Promise<Counts["data"]> {
  const res = await rest<Counts>("GET", `/dashboard/posts/counts${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function version(userId: string): Promise<bigint> {
  return (await db.postsVersion.findUnique({ where: { userId } }))?.version ?? 0n;
}

describe("tab counts under the posts version", () => {
  let alice: Awaited<ReturnType<typeof createUser>>;
  let bob: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    alice = await createUser();
    bob = await createUser();
    await db.post.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        userId: alice.user.id,
        content: `Launch note ${i}`,
        platforms: ["x"],
        status: i % 4 === 0 ? ("draft" as const) : ("scheduled" as const),
        scheduledAt: new Date(Date.now() + (i + 1) * 3600_000),
      })),
    });
  });

  it("follows inserts, raw status changes, content edits and deletes made outside the services", async () => {
    expect(await counts(alice.token)).toMatchObject({ scheduled: 30, draft: 10, total: 40 });
    expect(await counts(alice.token, "?q=launch")).toMatchObject({ total: 40 });
    // Asked again: the same answer (now from the cache).
    expect(await counts(alice.token, "?q=launch")).toMatchObject({ total: 40 });

    // A worker settles posts with a raw statement.
    await db.$executeRaw`UPDATE "Post" SET status = 'published', "publishedAt" = now() WHERE id IN (SELECT id FROM "Post" WHERE "userId" = ${alice.user.id} AND status = 'scheduled' ORDER BY id LIMIT 5)`;
    expect(await counts(alice.token)).toMatchObject({ scheduled: 25, published: 5, publishedThisMonth: 5, draft: 10, total: 40 });

    // A post is created, one edited out of the search, one deleted.
    await db.post.create({ data: { userId: alice.user.id, content: "Launch day", platforms: ["linkedin"], status: "draft" } });
    const edited = await db.post.findFirstOrThrow({ where: { userId: alice.user.id, status: "draft", content: { startsWith: "Launch note" } } });
    await db.post.update({ where: { id: edited.id }, data: { content: "Something else" } });
    expect(await counts(alice.token, "?q=launch")).toMatchObject({ total: 40 });
    expect(await counts(alice.token, "?q=launch&platform=linkedin")).toMatchObject({ draft: 1, total: 1 });
    await db.post.deleteMany({ where: { userId: alice.user.id, content: "Launch day" } });
    expect(await counts(alice.token, "?q=launch")).toMatchObject({ total: 39 });
    expect(await counts(alice.token, "?q=launch&platform=linkedin")).toMatchObject({ total: 0 });
    expect(await counts(alice.token)).toMatchObject({ total: 40 });
  });

  it("moves only the writer's version, once per statement", async () => {
    const [aliceBefore, bobBefore] = [await version(alice.user.id), await version(bob.user.id)];
    await db.$executeRaw`UPDATE "Post" SET "updatedAt" = now() WHERE "userId" = ${alice.user.id}`;
    expect(await version(alice.user.id)).toBe(aliceBefore + 1n);
    expect(await version(bob.user.id)).toBe(bobBefore);
    await db.post.create({ data: { userId: bob.user.id, content: "Bob's first", platforms: ["x"], status: "draft" } });
    expect(await counts(bob.token)).toMatchObject({ draft: 1, total: 1 });
    expect(await counts(alice.token)).toMatchObject({ total: 40 });
  });

  it("keeps up when two writers change the same users' posts at once", async () => {
    const before = await counts(alice.token);
    // Two statements over both users' posts in opposite orders: the counters are taken in user order, no deadlock.
    await Promise.all([
      db.$executeRaw`UPDATE "Post" SET "updatedAt" = now() WHERE "userId" IN (${alice.user.id}, ${bob.user.id})`,
      db.$executeRaw`UPDATE "Post" SET "updatedAt" = now() WHERE "userId" IN (${bob.user.id}, ${alice.user.id})`,
      db.post.create({ data: { userId: alice.user.id, content: "Concurrent", platforms: ["x"], status: "draft" } }),
    ]);
    expect(await counts(alice.token)).toMatchObject({ draft: before.draft + 1, total: before.total + 1 });
  });

  it("the calendar page's range follows writes made outside the services too", async () => {
    const day = new Date(Date.now() + 30 * 86_400_000);
    const from = day.toISOString().slice(0, 10);
    const to = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
    type Summary = { data: { id: string; status: string; links: { platform: string; url: string }[] }[]; days: { date: string; count: number }[] };
    const read = async () => (await rest<Summary>("GET", `/dashboard/calendar/summary?from=${from}&to=${to}&perDay=4`, { token: bob.token })).body;
    const at = new Date(`${from}T12:00:00Z`);
    expect((await read()).data).toHaveLength(0);
    const post = await db.post.create({
      data: { userId: bob.user.id, content: "On the calendar", platforms: ["x"], status: "scheduled", scheduledAt: at },
    });
    expect((await read()).data.map((p) => p.id)).toEqual([post.id]);
    expect(await read()).toMatchObject({ days: [{ date: from, count: 1 }] });
    // The worker completes the network's log, then settles the post: the link shows with the post published.
    await db.publishLog.create({
      data: { postId: post.id, platform: "x", attempt: 1, status: "published", platformPostUrl: "https://x.com/i/9", completedAt: at },
    });
    await db.$executeRaw`UPDATE "Post" SET status = 'published', "publishedAt" = ${at} WHERE id = ${post.id}`;
    expect((await read()).data).toEqual([
      expect.objectContaining({ id: post.id, status: "published", links: [{ platform: "x", url: "https://x.com/i/9" }] }),
    ]);
    await db.$executeRaw`DELETE FROM "Post" WHERE id = ${post.id}`;
    expect(await read()).toMatchObject({ data: [], days: [] });
  });

  it("goes with its user: deleting the user (and, by cascade, the posts) leaves no counter", async () => {
    const temp = await createUser();
    await db.post.create({ data: { userId: temp.user.id, content: "Short-lived", platforms: ["x"], status: "draft" } });
    expect(await version(temp.user.id)).toBeGreaterThan(0n);
    await db.user.delete({ where: { id: temp.user.id } });
    expect(await db.postsVersion.count({ where: { userId: temp.user.id } })).toBe(0);
  });
});
