/**
 * Notification retention (docs/decisions.md): the periodic job deletes read notifications read more
 * than 90 days ago and read ones beyond a member's newest 500, in batches; unread ones, and ones the
 * e-mail batcher has not finished with, stay.
 */
import { describe, expect, it } from "vitest";
import { db, Prisma } from "@/server/db";
import { pruneNotifications } from "@/server/services/notifications/retention";
import { schedules } from "../../jobs/registry";
import { createUser } from "../helpers/users";

/** `count` notifications of `userId` written straight (a backlog as months of use leave it). */
async function backlog(
  userId: string,
  count: number,
  { readDaysAgo, emailed = true, prefix }: { readDaysAgo: number | null; emailed?: boolean; prefix: string },
) {
  await db.$executeRaw`
    INSERT INTO "Notification" ("id", "userId", "kind", "title", "createdAt", "readAt", "emailedAt")
    SELECT ${prefix} || g, ${userId}, 'comment', 'Note ' || g,
           now() - make_interval(days => ${(readDaysAgo ?? 0) + 1}) - make_interval(secs => g),
           CASE WHEN ${readDaysAgo}::int IS NULL THEN NULL ELSE now() - make_interval(days => ${readDaysAgo ?? 0}::int) END,
           CASE WHEN ${emailed} THEN now() ELSE NULL END
    FROM generate_series(1, ${count}) g`;
}

const left = (userId: string, where: Prisma.NotificationWhereInput = {}) => db.notification.count({ where: { userId, ...where } });

describe("notification retention", () => {
  it("runs hourly", async () => {
    expect((await schedules()).find((s) => s.id === "prune-notifications")?.every()).toBe(3_600_000);
  });

  it("deletes what was read more than 90 days ago, in batches; keeps unread and not yet e-mailed ones", async () => {
    const { user } = await createUser();
    const tag = `r${Date.now().toString(36)}`;
    await backlog(user.id, 25, { readDaysAgo: 120, prefix: `${tag}old` });
    await backlog(user.id, 3, { readDaysAgo: 120, emailed: false, prefix: `${tag}mail` });
    await backlog(user.id, 4, { readDaysAgo: 10, prefix: `${tag}recent` });
    await backlog(user.id, 5, { readDaysAgo: null, prefix: `${tag}unread` });
    const result = await pruneNotifications({ batch: 10 });
    expect(result.expired).toBeGreaterThanOrEqual(25);
    expect(await left(user.id)).toBe(3 + 4 + 5);
    expect(await left(user.id, { readAt: null })).toBe(5);
    expect(await left(user.id, { emailedAt: null })).toBe(3);
  });

  it("keeps a member's newest notifications up to the cap: read ones beyond it go, unread ones stay", async () => {
    const { user } = await createUser();
    const other = await createUser();
    const tag = `c${Date.now().toString(36)}`;
    // Newest first: 5 unread, then 30 read an hour ago (oldest), all within 90 days.
    await backlog(user.id, 30, { readDaysAgo: 0, prefix: `${tag}read` });
    await db.notification.updateMany({ where: { userId: user.id }, data: { readAt: new Date(Date.now() - 3_600_000) } });
    await backlog(user.id, 5, { readDaysAgo: null, prefix: `${tag}unread` });
    await db.$executeRaw`UPDATE "Notification" SET "createdAt" = now() WHERE "userId" = ${user.id} AND "readAt" IS NULL`;
    await backlog(other.user.id, 30, { readDaysAgo: 0, prefix: `${tag}other` });
    await db.notification.updateMany({ where: { userId: other.user.id }, data: { readAt: new Date(Date.now() - 3_600_000) } });

    const result = await pruneNotifications({ keepPerUser: 20, batch: 4 });
    expect(result.overCap).toBeGreaterThanOrEqual(15 + 10);
    expect(await left(user.id)).toBe(20);
    expect(await left(user.id, { readAt: null })).toBe(5);
    expect(await left(other.user.id)).toBe(20);
    // The newest stayed.
    const kept = await db.notification.findMany({ where: { userId: user.id, readAt: { not: null } }, select: { title: true } });
    expect(kept.map((k) => k.title).sort()).toEqual(Array.from({ length: 15 }, (_, i) => `Note ${i + 1}`).sort());
  });
});
