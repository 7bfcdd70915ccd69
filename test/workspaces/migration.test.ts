/**
 * The workspaces migration on a real-size copy (issue #26): 1,000 users and 100,000 posts (with their
 * accounts, media, AI ledger, content plans, videos, sandbox posts, publish logs and insights) are
 * seeded set-based at the schema just before it, on a scratch database (<test db>_migr). Then the
 * migration's SQL runs as `prisma migrate deploy` would run it, and:
 *   - every table keeps its row count; Workspace and Membership hold one personal workspace and one
 *     OWNER membership per user;
 *   - every row lands in its user's personal workspace, and a post's last editor is its author;
 *   - for sampled users the spec's endpoints (posts list, its upcoming tab, dashboard stats, accounts,
 *     one post) answer what the data before the migration says they should.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPostsStatement } from "../helpers/seed-posts-sql";

const MIGRATIONS = path.join(__dirname, "..", "..", "prisma", "migrations");
const UNDER_TEST = "_workspaces";
const USERS = 1_000;
const POSTS_PER_USER = 100;

const baseUrl = process.env.DATABASE_URL!;
const scratchName = `${new URL(baseUrl).pathname.slice(1)}_migr`;
const scratchUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${scratchName}`;
  return url.toString();
})();

function migrationDirs(): string[] {
  return readdirSync(MIGRATIONS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Applies one migration's SQL as one simple-protocol script (functions with $$ bodies included). */
async function apply(client: Client, dir: string): Promise<void> {
  await client.query(readFileSync(path.join(MIGRATIONS, dir, "migration.sql"), "utf8"));
}

async function tableCounts(client: Client): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM "${name}"`);
    counts[name] = rows[0]!.n;
  }
  return counts;
}

/** Everything a user owns, set-based: a few statements whatever the size. */
async function seed(client: Client): Promise<string[]> {
  await client.query(
    `INSERT INTO "User" ("id", "name", "email", "role", "subscription", "updatedAt", "createdAt")
     SELECT 'mu' || lpad(g::text, 5, '0'), 'Member ' || g, 'member' || g || '@migr.example',
            (CASE WHEN g % 10 = 0 THEN 'paid' ELSE 'free' END)::"UserRole", CASE WHEN g % 10 = 0 THEN 'Pro' ELSE 'Free Trial' END,
            now(), now() - g * interval '1 hour'
     FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  const { rows } = await client.query<{ id: string }>(`SELECT "id" FROM "User" ORDER BY "id"`);
  const userIds = rows.map((r) => r.id);
  const posts = seedPostsStatement({ userIds, perUser: POSTS_PER_USER });
  await client.query(posts.text, posts.values);
  await client.query(`
    INSERT INTO "SocialAccount" ("id", "userId", "platform", "platformUserId", "accountName", "accessTokenEnc", "scopes", "updatedAt", "createdAt")
    SELECT 'acct' || u."id" || p, u."id", p, 'pu' || u."id", 'Account ' || p, 'not-a-real-token', ARRAY[]::text[], now(),
           now() - (CASE p WHEN 'x' THEN 2 ELSE 1 END) * interval '1 day'
    FROM "User" u CROSS JOIN unnest(ARRAY['x', 'linkedin']) p;
    INSERT INTO "MediaAsset" ("id", "userId", "kind", "source", "storageKey", "updatedAt")
    SELECT 'media' || u."id", u."id", 'image', 'upload', 'uploads/' || u."id" || '.png', now() FROM "User" u;
    INSERT INTO "AiPromptLedger" ("id", "userId", "amount", "reason")
    SELECT 'ledger' || u."id" || g, u."id", CASE WHEN g = 3 THEN -1 ELSE 1 END, 'text' FROM "User" u CROSS JOIN generate_series(1, 3) g;
    INSERT INTO "ContentPlan" ("id", "userId", "subject", "platforms", "period", "startTime", "tone")
    SELECT 'plan' || u."id", u."id", 'Launch', ARRAY['x'], 7, '09:00', 'friendly' FROM "User" u WHERE u."role" = 'paid';
    INSERT INTO "VideoSetting" ("id", "userId", "name", "contentTheme", "preferredTimes", "platforms", "updatedAt")
    SELECT 'vs' || u."id", u."id", 'Shorts', 'tips', ARRAY['09:00'], ARRAY['TikTok'], now() FROM "User" u WHERE u."role" = 'paid';
    INSERT INTO "VideoQueueEntry" ("id", "userId", "settingId", "title", "platforms", "updatedAt")
    SELECT 'vq' || u."id", u."id", 'vs' || u."id", 'Tip 1', ARRAY['TikTok'], now() FROM "User" u WHERE u."role" = 'paid';
    INSERT INTO "SandboxPost" ("id", "userId", "handle", "text", "mediaUrls")
    SELECT 'sb' || u."id", u."id", 'sandbox-' || u."id", 'Hello', ARRAY[]::text[] FROM "User" u WHERE u."id" LIKE '%5';
    INSERT INTO "PublishLog" ("id", "postId", "platform", "attempt", "status")
    SELECT 'log' || p."id", p."id", 'x', 1, 'published' FROM "Post" p WHERE p."status" = 'published' AND p."id" LIKE '%a';
    INSERT INTO "PostInsight" ("id", "postId", "platform", "likes", "engagementRate")
    SELECT 'ins' || p."id", p."id", 'x', 3, 2.5 FROM "Post" p WHERE p."status" = 'published' AND p."id" LIKE '%b';
    INSERT INTO "ActivityLog" ("id", "userId", "action") SELECT 'act' || u."id", u."id", 'user.signup' FROM "User" u;
  `);
  return userIds;
}

interface Expected {
  newest: string[];
  upcoming: string[];
  scheduled: number;
  thisMonth: number;
  accounts: string[];
  post: { id: string; content: string; status: string; platforms: string[] };
}

/** What the endpoints must show each sampled user, read from the data before the migration. */
async function expectations(client: Client, userId: string): Promise<Expected> {
  const ids = async (text: string) => (await client.query<{ id: string }>(text, [userId])).rows.map((r) => r.id);
  const newest = await ids(`SELECT "id" FROM "Post" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT 50`);
  const upcoming = await ids(`SELECT "id" FROM "Post" WHERE "userId" = $1 AND "status" = 'scheduled' ORDER BY "scheduledAt", "id" LIMIT 100`);
  const accounts = await ids(`SELECT "id" FROM "SocialAccount" WHERE "userId" = $1 AND "isActive" ORDER BY "createdAt"`);
  const { rows: counts } = await client.query<{ scheduled: number; this_month: number }>(
    `SELECT COUNT(*) FILTER (WHERE "status" = 'scheduled')::int AS scheduled,
            COUNT(*) FILTER (WHERE "createdAt" >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS this_month
     FROM "Post" WHERE "userId" = $1`,
    [userId],
  );
  const { rows: posts } = await client.query<Expected["post"]>(
    `SELECT "id", "content", "status"::text AS "status", "platforms" FROM "Post" WHERE "id" = $1`,
    [newest[7]],
  );
  return { newest, upcoming, accounts, scheduled: counts[0]!.scheduled, thisMonth: counts[0]!.this_month, post: posts[0]! };
}

let admin: Client;
let scratch: Client;
let userIds: string[] = [];
let before: Record<string, number> = {};
const expected = new Map<string, Expected>();
const SAMPLE = [0, 1, 9, 123, 500, 999];

beforeAll(async () => {
  admin = await connect(baseUrl);
  await admin.query(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${scratchName}"`);
  scratch = await connect(scratchUrl);
  const dirs = migrationDirs();
  const target = dirs.findIndex((d) => d.endsWith(UNDER_TEST));
  expect(target).toBeGreaterThan(0);
  for (const dir of dirs.slice(0, target)) await apply(scratch, dir);
  userIds = await seed(scratch);
  before = await tableCounts(scratch);
  for (const i of SAMPLE) expected.set(userIds[i]!, await expectations(scratch, userIds[i]!));
  await apply(scratch, dirs[target]!);
  // Later migrations too, so that the app (the current schema) can answer on this database.
  for (const dir of dirs.slice(target + 1)) await apply(scratch, dir);
}, 600_000);

afterAll(async () => {
  await scratch?.end();
  await admin?.query(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
  await admin?.end();
});

describe("the workspaces migration on 1,000 users and 100,000 posts", () => {
  it("keeps every table's rows, and adds one personal workspace and OWNER membership per user", async () => {
    expect(before.Post).toBe(USERS * POSTS_PER_USER);
    const after = await tableCounts(scratch);
    for (const [table, count] of Object.entries(before)) expect({ table, count: after[table] }).toEqual({ table, count });
    expect(after.Workspace).toBe(USERS);
    expect(after.Membership).toBe(USERS);
    const { rows } = await scratch.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM "Workspace" w JOIN "Membership" m ON m."workspaceId" = w."id"
       WHERE w."kind" = 'personal' AND w."ownerId" = w."personalOwnerId" AND m."userId" = w."ownerId" AND m."role" = 'OWNER'`,
    );
    expect(rows[0]!.n).toBe(USERS);
  });

  it("puts every post, account, media asset, ledger row, plan, video and sandbox post in its user's personal workspace", async () => {
    for (const table of ["Post", "SocialAccount", "MediaAsset", "AiPromptLedger", "ContentPlan", "VideoSetting", "VideoQueueEntry", "SandboxPost"]) {
      const { rows } = await scratch.query<{ total: number; elsewhere: number }>(
        `SELECT COUNT(*)::int AS total,
                COUNT(*) FILTER (WHERE w."personalOwnerId" IS DISTINCT FROM t."userId")::int AS elsewhere
         FROM "${table}" t LEFT JOIN "Workspace" w ON w."id" = t."workspaceId"`,
      );
      expect({ table, total: rows[0]!.total, elsewhere: rows[0]!.elsewhere }).toEqual({ table, total: before[table], elsewhere: 0 });
    }
    const { rows } = await scratch.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM "Post" WHERE "lastEditorId" IS DISTINCT FROM "userId"`);
    expect(rows[0]!.n).toBe(0);
  });

  it("answers the spec's endpoints for sampled users as their data before the migration says", async () => {
    // The app, pointed at the migrated copy (this file's modules are its own: vitest isolates files).
    process.env.DATABASE_URL = scratchUrl;
    const { rest } = await import("../helpers/api");
    const { signSessionToken } = await import("@/server/services/auth/tokens");
    for (const [userId, want] of expected) {
      const token = await signSessionToken({ sub: userId, tv: 0 });
      const newest = await rest<{ data: Array<{ id: string }> }>("GET", "/dashboard/posts?showAll=true&limit=50", { token });
      expect(newest.status).toBe(200);
      expect(newest.body.data.map((p) => p.id)).toEqual(want.newest);
      const upcoming = await rest<{ data: Array<{ id: string }> }>("GET", "/dashboard/posts", { token });
      expect(upcoming.body.data.map((p) => p.id)).toEqual(want.upcoming);
      const stats = await rest<{ data: { scheduledPosts: number; connectedAccounts: number; postsThisMonth: number } }>("GET", "/dashboard/stats", {
        token,
      });
      expect(stats.body.data).toMatchObject({
        scheduledPosts: want.scheduled,
        connectedAccounts: want.accounts.length,
        postsThisMonth: want.thisMonth,
      });
      const accounts = await rest<{ data: Array<{ id: string }> }>("GET", "/dashboard/accounts", { token });
      expect(accounts.body.data.map((a) => a.id)).toEqual(want.accounts);
      const post = await rest<{ post: Record<string, unknown> }>("GET", `/posts/${want.post.id}`, { token });
      expect(post.status).toBe(200);
      expect(post.body.post).toMatchObject(want.post);
    }
  }, 120_000);
});
