/**
 * `npm run bench notifications`: what the bell costs (issue 26). Every open page polls the unread
 * count, so it must stay an index-only scan of a few entries however many notifications a member
 * has. Seeds 1,000 members with 100 notifications each and one member with 20,000 (19,000 read,
 * 1,000 unread), then times, interleaved, on the driver as requests run them: the unread count
 * (a member with 3 unread, and the heavy member, counted up to the cap) and the bell's first page;
 * then the count with 50 in flight, and the count's plan.
 */
import { resetEnvForTests } from "../src/env";
import { db, Prisma, sql } from "../src/server/db";
import { listNotifications, unreadCount } from "../src/server/services/notifications/inbox";
import { quantiles, timeConcurrent, timeInterleaved } from "./timing";

const ROUNDS = 5_000;

export async function runNotificationsBench(): Promise<void> {
  resetEnvForTests();
  await db.$executeRaw`
    INSERT INTO "User" ("id", "name", "email", "updatedAt")
    SELECT 'nb' || lpad(g::text, 5, '0'), 'Member ' || g, 'bell' || g || '@bench.example', now() FROM generate_series(1, 1000) g`;
  // 100 each (3 unread), and the heavy member's 20,000 (1,000 unread), spread over the last 30 days.
  await db.$executeRaw`
    INSERT INTO "Notification" ("id", "userId", "kind", "title", "createdAt", "readAt")
    SELECT 'n' || u || '-' || g, 'nb' || lpad(u::text, 5, '0'), 'post_failed', 'A post failed to publish', now() - (g || ' minutes')::interval * 400,
           CASE WHEN g <= 3 THEN NULL ELSE now() END
      FROM generate_series(2, 1000) u, generate_series(1, 100) g`;
  await db.$executeRaw`
    INSERT INTO "Notification" ("id", "userId", "kind", "title", "createdAt", "readAt")
    SELECT 'h-' || g, 'nb00001', 'post_failed', 'A post failed to publish', now() - (g || ' seconds')::interval * 100,
           CASE WHEN g <= 1000 THEN NULL ELSE now() END
      FROM generate_series(1, 20000) g`;
  await db.$executeRaw`VACUUM ANALYZE "Notification"`.catch(() => undefined);

  const variants = {
    "unread count, 3 unread of 100         ": () => unreadCount("nb00500"),
    "unread count, 1,000 unread of 20,000  ": () => unreadCount("nb00001"),
    "bell's first page (15), 20,000        ": () => listNotifications("nb00001", { limit: 15 }),
  };
  for (const run of Object.values(variants)) for (let i = 0; i < 200; i++) await run(); // pool and plans warm

  console.log(`notification bell, ${ROUNDS} rounds (1,000 members × 100 notifications; one member with 20,000)`);
  for (const [name, samples] of Object.entries(await timeInterleaved(ROUNDS, variants))) console.log(`  ${name} ${quantiles(samples)}`);
  console.log(`  unread count, 50 in flight              ${quantiles(await timeConcurrent(ROUNDS, 50, () => unreadCount("nb00001")))}`);
  const plan = await sql<{ "QUERY PLAN": string }>(Prisma.sql`
    EXPLAIN (ANALYZE, BUFFERS) SELECT count(*)::int AS n FROM (
      SELECT 1 FROM "Notification" WHERE "userId" = 'nb00001' AND "readAt" IS NULL LIMIT 100) unread`);
  console.log(plan.map((row) => `    ${row["QUERY PLAN"]}`).join("\n"));
}
