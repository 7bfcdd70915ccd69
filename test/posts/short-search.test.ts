/**
 * Searching 1-2 characters (issue 24, item 4): such terms have no trigram, so they take the
 * member's btree instead of the trigram index; they must still find exactly the posts that contain
 * them, in any letter case, in the list and in the tab counts. Searches are throttled per member.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { SEARCH_RATE } from "@/server/services/posts/list";
import { rest } from "../helpers/api";
import { seedPosts } from "../helpers/seed-posts";
import { createUser } from "../helpers/users";

type Page = { data: { id: string; content: string }[]; nextCursor: string | null };
type Counts = { data: { published: number; scheduled: number; draft: number; failed: number; total: number } };

const SPECIAL = [
  { content: "Zq at the start", status: "published" as const },
  { content: "ends with zQ", status: "scheduled" as const },
  { content: "middle ZQ middle", status: "draft" as const },
  { content: "no match here", status: "failed" as const },
  { content: "100% sure", status: "draft" as const },
  { content: "Ünïcode ün", status: "published" as const },
];

async function allPages(token: string, q: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: Page } = await rest<Page>(
      "GET",
      `/dashboard/posts?showAll=true&limit=50&q=${encodeURIComponent(q)}${cursor ? `&cursor=${cursor}` : ""}`,
      { token },
    );
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((p) => p.id));
    cursor = res.body.nextCursor;
  } while (cursor);
  return ids;
}

describe("short searches", () => {
  let member: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    member = await createUser();
    other = await createUser();
    await seedPosts({ userIds: [member.user.id, other.user.id], perUser: 400 });
    for (const post of SPECIAL) await db.post.create({ data: { userId: member.user.id, platforms: ["x"], ...post } });
    await db.post.create({ data: { userId: other.user.id, platforms: ["x"], content: "other's zq", status: "draft" } });
    await db.$executeRaw`ANALYZE "Post"`;
  }, 60_000);

  it.each(["zq", "ZQ", "Zq", "q", "%", "ün", "ÜN", "42"])("finds exactly the member's posts containing %j, list and counts", async (term) => {
    // Filtered here, not by Prisma's `contains` (which reads % and _ as wildcards).
    const mine = await db.post.findMany({ where: { userId: member.user.id }, select: { id: true, status: true, content: true } });
    const expected = mine.filter((p) => p.content.toLowerCase().includes(term.toLowerCase()));
    expect(expected.length).toBeGreaterThan(0);
    expect((await allPages(member.token, term)).sort()).toEqual(expected.map((p) => p.id).sort());
    const counts = await rest<Counts>("GET", `/dashboard/posts/counts?q=${encodeURIComponent(term)}`, { token: member.token });
    expect(counts.status).toBe(200);
    const byStatus = (status: string) => expected.filter((p) => p.status === status).length;
    expect(counts.body.data).toMatchObject({
      published: byStatus("published"),
      scheduled: byStatus("scheduled"),
      draft: byStatus("draft"),
      failed: byStatus("failed"),
      total: expected.length,
    });
  });

  it("answers 429 with a message past the member's search limit, and not for another member", async () => {
    const { token } = await createUser();
    for (let i = 0; i < SEARCH_RATE.limit; i++) {
      const path = i % 2 ? `/dashboard/posts/counts?q=a${i}` : `/dashboard/posts?showAll=true&q=a`;
      expect((await rest("GET", path, { token })).status).toBe(200);
    }
    const over = await rest<{ success: boolean; message: string }>("GET", "/dashboard/posts?showAll=true&q=ab", { token });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many searches in a short time\. Please try again in 1 minute\.$/),
    });
    // Listing without a term is not a search; another member searches as before.
    expect((await rest("GET", "/dashboard/posts?showAll=true", { token })).status).toBe(200);
    expect((await rest("GET", "/dashboard/posts?showAll=true&q=ab", { token: other.token })).status).toBe(200);
  });
});
