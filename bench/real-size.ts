/**
 * The real-size data set and the production server shared by bench/api.ts and bench/pages.ts:
 * one user with 50,000 posts and 1,000 other users with 100 each, inserted set-based, then
 * `next build` (only when .next is older than the sources) and `next start` on BENCH_PORT.
 *
 * The workspace seed (issue 26): the big user is a member of 5 workspaces (personal, and four
 * teams of 25 members, as owner, editor, contributor and client); the active one, the team they
 * own, holds the 50,000 posts and one account on every network, the others the rest of the 20
 * accounts (a workspace has one account per network). The benches act in it: the API with
 * X-Workspace-Id, the pages with the switcher's cookie.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { NETWORK_KEYS } from "@/lib/networks";
import { encryptSecret } from "@/server/lib/crypto";
import { hashPassword } from "@/server/services/auth/password";
import { signSessionToken } from "@/server/services/auth/tokens";
import { buildReason } from "../scripts/lib/build";
import { bin, ROOT } from "../scripts/lib/project";
import { runCommand, spawnTracked, stopProcesses, waitForPort } from "../scripts/lib/supervisor";
import { seedPosts } from "../test/helpers/seed-posts";

export const BIG_USER_POSTS = Number(process.env.BENCH_BIG_POSTS ?? 50_000);
export const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 1_000);
export const OTHER_USER_POSTS = Number(process.env.BENCH_OTHER_POSTS ?? 100);
export const BIG_USER_EMAIL = "big.user@example.com";
export const BIG_USER_PASSWORD = "bench-password-42";
export const PORT = Number(process.env.BENCH_PORT ?? 3151);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

export interface RealSizeData {
  bigUserId: string;
  /** The active workspace: the team the big user owns, holding their 50,000 posts. */
  workspaceId: string;
  /** bearer token of the 50,000-post user */
  token: string;
  timeZone: string;
}

/**
 * Half of a user's posts are published, 40 % dated in the future: the big user's published posts
 * go back two years (about 1,000 a month) and its dated ones spread over 300 days (about 2,000 a
 * month), so a calendar month holds roughly 2,000 posts, as the issue asks.
 */
export async function seedRealSize(): Promise<RealSizeData> {
  // bench/run.ts loads the scheduler bench's modules before it sets DATABASE_URL: read the configuration again.
  resetEnvForTests();
  const started = performance.now();
  const timeZone = "Europe/Berlin";
  const big = await db.user.create({
    data: {
      name: "Big Account",
      email: BIG_USER_EMAIL,
      passwordHash: await hashPassword(BIG_USER_PASSWORD),
      timeZone,
      role: "paid",
      subscription: "Pro",
    },
  });
  await db.$executeRaw`
    INSERT INTO "User" ("id", "name", "email", "updatedAt")
    SELECT 'bench-user-' || g, 'Bench user ' || g, 'bench.user.' || g || '@example.com', now() FROM generate_series(1, ${OTHER_USERS}) g`;
  await seedPosts({ userIds: [big.id], perUser: BIG_USER_POSTS, spreadDays: 300, minutesApart: (2 * 365 * 24 * 60) / BIG_USER_POSTS });
  const others = Array.from({ length: OTHER_USERS }, (_, i) => `bench-user-${i + 1}`);
  await seedPosts({ userIds: others, perUser: OTHER_USER_POSTS, minutesApart: 600 });
  // A live database's tables are vacuumed by autovacuum; a fresh seed is not yet, so index-only
  // scans (the counts) would still visit the heap. Vacuum once, as autovacuum soon would.
  await db.$executeRaw`VACUUM ANALYZE "Post"`;
  await db.$executeRaw`ANALYZE`;
  const workspaceId = await seedWorkspaces(big.id);
  const total = await db.post.count();
  console.log(
    `seeded ${total.toLocaleString("en")} posts (1 user × ${BIG_USER_POSTS}, ${OTHER_USERS} users × ${OTHER_USER_POSTS}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const token = await signSessionToken({ sub: big.id, tv: big.tokenVersion });
  return { bigUserId: big.id, workspaceId, token, timeZone };
}

const ACCOUNTS = 20;

/** The big user's 5 workspaces and 20 accounts (see the header); answers the active workspace's id. */
async function seedWorkspaces(bigUserId: string): Promise<string> {
  const roles = ["OWNER", "EDITOR", "CONTRIBUTOR", "CLIENT"] as const;
  const teams: string[] = [];
  for (const [t, role] of roles.entries()) {
    const ownerId = role === "OWNER" ? bigUserId : `bench-user-${t + 1}`;
    const team = await db.workspace.create({ data: { name: `Bench team ${t + 1}`, kind: "team", ownerId } });
    await db.$executeRaw`
      INSERT INTO "Membership" ("workspaceId", "userId", "role")
      SELECT ${team.id}, 'bench-user-' || (${t} * 24 + g + 10), 'EDITOR' FROM generate_series(1, 24) g`;
    await db.membership.create({ data: { workspaceId: team.id, userId: bigUserId, role } });
    if (role !== "OWNER") await db.membership.create({ data: { workspaceId: team.id, userId: ownerId, role: "OWNER" } });
    teams.push(team.id);
  }
  const active = teams[0]!;
  // The 50,000 posts move from the personal workspace (where an insert without one lands) to the team.
  await db.$executeRaw`UPDATE "Post" SET "workspaceId" = ${active} WHERE "userId" = ${bigUserId}`;
  const personal = (await db.workspace.findUniqueOrThrow({ where: { personalOwnerId: bigUserId }, select: { id: true } })).id;
  const homes = [active, personal, teams[1]!];
  let made = 0;
  for (const workspaceId of homes) {
    for (const platform of NETWORK_KEYS) {
      if (made === ACCOUNTS) break;
      await db.socialAccount.create({
        data: {
          userId: bigUserId,
          workspaceId,
          platform,
          platformUserId: `bench-${platform}-${made}`,
          accountName: `Bench ${platform} ${made}`,
          username: `bench-${platform}-${made}`,
          accessTokenEnc: encryptSecret(`bench-token-${made}`),
          // Valid for a year: no renewal on the request path.
          expiresAt: new Date(Date.now() + 365 * 86_400_000),
          scopes: [],
        },
      });
      made += 1;
    }
  }
  await db.$executeRaw`VACUUM ANALYZE "Post"`;
  return active;
}

/** Builds when needed and starts `next start` against the bench database; resolves once it answers. */
/**
 * `memberRate: false` (the api, pages and realsize benches) switches the per-member request rate off:
 * they send many connections with one member's token to stand for many members, and measure the
 * server, not one member's turn being held. The noisy-neighbour bench keeps it (MEMBER_REQUEST_* from
 * the environment, else the defaults).
 */
export async function startProductionServer({ memberRate = false } = {}): Promise<{ stop: () => Promise<void> }> {
  const reason = buildReason();
  if (reason) {
    console.log(`next build (${reason})…`);
    const code = await runCommand(bin("next"), ["build"], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
    if (code !== 0) throw new Error(`next build failed (${code})`);
  }
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const [command, args] = profile
    ? [process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profile}`, path.join(ROOT, "node_modules/next/dist/bin/next"), "start"]]
    : [bin("next"), ["start"]];
  const server: ChildProcess = spawnTracked(command, [...args, "-p", String(PORT), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: ORIGIN,
      NEXTAUTH_URL: `${ORIGIN}/api/nextauth`,
      NEXT_TELEMETRY_DISABLED: "1",
      ...(memberRate ? {} : { MEMBER_REQUEST_RATE: "1000000", MEMBER_REQUEST_BURST: "1000000" }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const up = await waitForPort("127.0.0.1", PORT, { timeoutMs: 60_000, alive: () => server.exitCode === null });
  if (!up) throw new Error(`next start did not answer on ${ORIGIN}`);
  return { stop: () => stopProcesses([server], "SIGTERM", 10_000) };
}

/** "YYYY-MM-DD" of the Monday on or before the first of the month `monthsAhead` from now, and 6 weeks on. */
export function monthGrid(monthsAhead: number): { from: string; to: string; firstOfMonth: Date } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, 1));
  const monday = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const end = new Date(monday.getTime() + 42 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10), firstOfMonth: first };
}
