/**
 * The posts list and the calendar at real size, through both doors: cursor pages that neither
 * repeat nor skip while posts are added or change status, tab counts equal to the database's,
 * search 30,000 posts deep, calendar ranges on a far time zone's clock, 400s for bad parameters,
 * and never another user's posts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { depthMarker, seedPosts } from "../helpers/seed-posts";
import { createUser } from "../helpers/users";

type Page = {
  success: boolean;
  data: { id: string; content: string; status: string; scheduledAt: string | null; publishedAt: string | null }[];
  nextCursor: string | null;
};
type Counts = {
  success: boolean;
  data: { published: number; scheduled: number; draft: number; failed: number; total: number; publishedThisMonth: number };
};

const HOUR = 3600_000;

async function scheduledPost(userId: string, content: string, at: Date, status: "scheduled" | "draft" = "scheduled") {
  return db.post.create({ data: { userId, content, platforms: ["x"], status, scheduledAt: at } });
}

describe("posts list at real size", () => {
  let big: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    big = await createUser();
    other = await createUser();
    await seedPosts({ userIds: [big.user.id], perUser: 35_000 });
    await seedPosts({ userIds: [other.user.id], perUser: 500 });
    await db.$executeRaw`ANALYZE "Post"`;
  }, 120_000);

  it("finds a post 30,000 posts deep by a case-insensitive search, and only the caller's", async () => {
    const marker = depthMarker(30_000);
    const res = await rest<Page>(
      "GET",
      `/dashboard/posts?showAll=true&limit=20&q=${encodeURIComponent(`SEEDED POST 030000 ${marker}`.toLowerCase())}`,
      { token: big.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]!.content).toContain(marker);
    expect(res.body.nextCursor).toBeNull();
    // The other user has a post with the same marker; it never shows up for big, and vice versa.
    const mine = await db.post.findFirstOrThrow({ where: { userId: big.user.id, content: { contains: marker } } });
    expect(res.body.data[0]!.id).toBe(mine.id);
    const theirs = await rest<Page>("GET", `/dashboard/posts?showAll=true&q=${encodeURIComponent(depthMarker(300))}`, { token: other.token });
    expect(theirs.body.data.map((p) => p.id)).not.toContain(mine.id);
    expect(theirs.body.data).toHaveLength(1);
  });

  it("counts every tab like the database does, for a search and a network filter", async () => {
    const res = await rest<Counts>("GET", "/dashboard/posts/counts", { token: big.token });
    expect(res.status).toBe(200);
    const byStatus = await db.post.groupBy({ by: ["status"], where: { userId: big.user.id }, _count: true });
    const expected = Object.fromEntries(byStatus.map((g) => [g.status, g._count]));
    expect(res.body.data).toMatchObject({ ...expected, total: 35_000 });
    expect(res.body.data.published).toBe(17_500);

    const searched = await rest<Counts>("GET", "/dashboard/posts/counts?q=WEBINAR&platform=x", { token: big.token });
    const searchedDb = await db.post.groupBy({
      by: ["status"],
      where: { userId: big.user.id, content: { contains: "webinar", mode: "insensitive" }, platforms: { has: "x" } },
      _count: true,
    });
    expect(searched.body.data).toMatchObject(Object.fromEntries(searchedDb.map((g) => [g.status, g._count])));
    expect(searched.body.data.total).toBe(7_000);
    const none = await rest<Counts>("GET", "/dashboard/posts/counts?platform=tiktok", { token: big.token });
    expect(none.body.data).toMatchObject({ published: 0, scheduled: 0, draft: 0, failed: 0, total: 0 });
  });

  it("serves a page 30,000 posts deep by cursor, right after the one before it", async () => {
    let cursor: string | null = null;
    let pages = 0;
    const seen: string[] = [];
    // 60 pages of 500: the last one starts 29,500 deep.
    while (pages < 60) {
      const query: string = `/dashboard/posts?showAll=true&limit=500${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await rest<Page>("GET", query, { token: big.token });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((p) => p.content.slice(12, 18)));
      cursor = res.body.nextCursor;
      pages += 1;
    }
    expect(seen).toHaveLength(30_000);
    expect(seen[0]).toBe("000001");
    expect(seen[29_999]).toBe("030000");
    expect(new Set(seen).size).toBe(30_000);
  }, 120_000);
});

describe("cursor pages while posts change", () => {
  it("neither repeats nor skips a post when others are added or change status between pages", async () => {
    const { user, token } = await createUser();
    const start = Date.now() + 24 * HOUR;
    // 120 scheduled posts one hour apart, several sharing a time so the id breaks ties.
    const original = [];
    for (let i = 0; i < 120; i += 1) original.push(await scheduledPost(user.id, `Scheduled ${i}`, new Date(start + Math.floor(i / 2) * HOUR)));

    const seen: string[] = [];
    const left = new Set<string>();
    let cursor: string | null = null;
    let page = 0;
    do {
      const query: string = `/dashboard/posts?status=scheduled&limit=25${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await rest<Page>("GET", query, { token });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((p) => p.id));
      cursor = res.body.nextCursor;
      page += 1;
      // Between pages: new posts before and after the cursor, some posts published (some seen, some not).
      await scheduledPost(user.id, `Added early ${page}`, new Date(start - page * HOUR));
      await scheduledPost(user.id, `Added late ${page}`, new Date(start + 500 * HOUR + page * HOUR));
      const unseen = original.filter((p) => !seen.includes(p.id) && !left.has(p.id)).slice(-2);
      const already = original.filter((p) => seen.includes(p.id) && !left.has(p.id)).slice(0, 1);
      for (const p of [...unseen, ...already]) {
        await db.post.update({ where: { id: p.id }, data: { status: "published", publishedAt: new Date() } });
        left.add(p.id);
      }
    } while (cursor);

    expect(new Set(seen).size).toBe(seen.length);
    // Every original post that stayed scheduled throughout was listed, in time order.
    const byTime = (a: { scheduledAt: Date | null; id: string }, b: { scheduledAt: Date | null; id: string }) =>
      a.scheduledAt!.getTime() - b.scheduledAt!.getTime() || (a.id < b.id ? -1 : 1);
    const stayed = original
      .filter((p) => !left.has(p.id))
      .sort(byTime)
      .map((p) => p.id);
    expect(seen.filter((id) => stayed.includes(id))).toEqual(stayed);
    // Posts added after the cursor's position were reached too.
    const lateAdded = await db.post.findMany({ where: { userId: user.id, content: { startsWith: "Added late" } }, select: { id: true } });
    const reachedLate = lateAdded.filter((p) => seen.includes(p.id)).length;
    expect(reachedLate).toBeGreaterThanOrEqual(lateAdded.length - 1);
  });
});

describe("calendar ranges on the user's clock", () => {
  it("puts a post at 23:30 in Auckland on its own day, across both daylight-saving changes", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { timeZone: "Pacific/Auckland" } });
    // NZ daylight saving ends 2026-04-05 03:00 (UTC+13 → +12) and starts 2026-09-27 02:00 (+12 → +13).
    const beforeEnd = await scheduledPost(user.id, "Sat 4 April 23:30 NZDT", new Date("2026-04-04T10:30:00Z"));
    const afterEnd = await scheduledPost(user.id, "Sun 5 April 23:30 NZST", new Date("2026-04-05T11:30:00Z"));
    const midnight = await scheduledPost(user.id, "Mon 6 April 00:00 NZST", new Date("2026-04-05T12:00:00Z"), "draft");
    const afterStart = await db.post.create({
      data: {
        userId: user.id,
        content: "Sun 27 Sept 23:30 NZDT, published",
        platforms: ["x"],
        status: "published",
        publishedAt: new Date("2026-09-27T10:30:00Z"),
      },
    });
    const undated = await db.post.create({ data: { userId: user.id, content: "Undated draft", platforms: ["x"], status: "draft" } });

    async function day(from: string, to: string) {
      const res = await rest<Page>("GET", `/dashboard/posts?from=${from}&to=${to}&limit=100`, { token });
      expect(res.status).toBe(200);
      return res.body.data.map((p) => p.id);
    }
    expect(await day("2026-04-04", "2026-04-05")).toEqual([beforeEnd.id]);
    expect(await day("2026-04-05", "2026-04-06")).toEqual([afterEnd.id]);
    // A dated draft is on the calendar; an undated one is not.
    expect(await day("2026-04-06", "2026-04-07")).toEqual([midnight.id]);
    expect(await day("2026-09-27", "2026-09-28")).toEqual([afterStart.id]);
    expect(await day("2026-09-28", "2026-09-29")).toEqual([]);
    // The month view of April (Monday 30 March to Monday 11 May), in time order.
    const month = await day("2026-03-30", "2026-05-11");
    expect(month).toEqual([beforeEnd.id, afterEnd.id, midnight.id]);
    expect(month).not.toContain(undated.id);
    // The calendar's day counts put each post on its day on the Auckland clock.
    const calendar = await rest<{ data: { id: string }[]; days: { date: string; count: number }[] }>(
      "GET",
      "/dashboard/calendar?from=2026-04-04&to=2026-04-07",
      { token },
    );
    expect(calendar.status).toBe(200);
    expect(calendar.body.days).toEqual([
      { date: "2026-04-04", count: 1 },
      { date: "2026-04-05", count: 1 },
      { date: "2026-04-06", count: 1 },
    ]);
    const september = await rest<{ days: { date: string; count: number }[] }>("GET", "/dashboard/calendar?from=2026-09-21&to=2026-10-05", { token });
    expect(september.body.days).toEqual([{ date: "2026-09-27", count: 1 }]);
    // The same instants through the tRPC door, with a status filter.
    const drafts = await trpc({ token }).post.list.query({ showAll: "true", limit: 10, from: "2026-03-30", to: "2026-05-11", status: "draft" });
    expect(drafts.data.map((p) => p.id)).toEqual([midnight.id]);
  });

  it("pages a day with hundreds of posts in time order", async () => {
    const { user, token } = await createUser();
    const day = Date.parse("2026-06-10T00:00:00Z");
    await db.post.createMany({
      data: Array.from({ length: 300 }, (_, i) => ({
        userId: user.id,
        content: `Busy ${i}`,
        platforms: ["x"],
        status: "scheduled" as const,
        scheduledAt: new Date(day + (i % 50) * 60_000),
      })),
    });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { data: { id: string }[]; nextCursor: string | null } = await trpc({ token }).post.list.query({
        showAll: "true",
        limit: 70,
        from: "2026-06-10",
        to: "2026-06-11",
        ...(cursor ? { cursor } : {}),
      });
      ids.push(...res.data.map((p) => p.id));
      cursor = res.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    // The calendar view gets a bounded handful of that day and its full count, for "+N more".
    const calendar = await trpc({ token }).post.calendar.query({ from: "2026-06-08", to: "2026-06-15", perDay: 4 });
    expect(calendar.data).toHaveLength(4);
    expect(calendar.days).toEqual([{ date: "2026-06-10", count: 300 }]);
  });
});

describe("bad parameters", () => {
  it("answers 400 with a message for bad cursors, limits, statuses and ranges", async () => {
    const { token } = await createUser();
    const bad = [
      "/dashboard/posts?cursor=not-a-cursor",
      `/dashboard/posts?cursor=${Buffer.from('["yesterday","x"]').toString("base64url")}`,
      "/dashboard/posts?limit=0",
      "/dashboard/posts?limit=501",
      "/dashboard/posts?limit=ten",
      "/dashboard/posts?status=archived",
      "/dashboard/posts?platform=myspace",
      "/dashboard/posts?from=2026-04-01",
      "/dashboard/posts?from=2026-04-10&to=2026-04-01",
      "/dashboard/posts?from=2026-01-01&to=2026-06-01",
      "/dashboard/posts?from=2026-02-30&to=2026-03-02",
      `/dashboard/posts?q=${"a".repeat(201)}`,
      "/dashboard/posts/counts?platform=myspace",
      "/dashboard/calendar",
      "/dashboard/calendar?from=2026-04-01&to=2026-04-02&perDay=0",
      "/dashboard/calendar?from=2026-04-01&to=2026-09-02",
    ];
    for (const path of bad) {
      const res = await rest<{ success: boolean; message: string }>("GET", path, { token });
      expect(res.status, path).toBe(400);
      expect(res.body.success, path).toBe(false);
      expect(res.body.message, path).toMatch(/\w/);
    }
    const viaTrpc = await trpcFailure(trpc({ token }).post.list.query({ showAll: "true", limit: 10, cursor: "garbage" }));
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.message).toMatch(/cursor/i);
  });

  it("keeps the spec's meaning without the new parameters", async () => {
    const { user, token } = await createUser();
    const soon = await scheduledPost(user.id, "Soon", new Date(Date.now() + HOUR));
    const later = await scheduledPost(user.id, "Later", new Date(Date.now() + 5 * HOUR));
    await db.post.create({ data: { userId: user.id, content: "A draft", platforms: ["x"] } });
    const upcoming = await rest<Page>("GET", "/dashboard/posts?limit=10", { token });
    expect(upcoming.body.data.map((p) => p.id)).toEqual([soon.id, later.id]);
    const all = await rest<Page>("GET", "/dashboard/posts?showAll=true&limit=10", { token });
    expect(all.body.data.map((p) => p.content)).toEqual(["A draft", "Later", "Soon"]);
    expect(all.body.nextCursor).toBeNull();
  });
});
