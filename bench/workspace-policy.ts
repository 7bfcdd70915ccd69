/**
 * `npm run bench policy`: what the workspace policy check (workspaceProcedure, issue #26) costs per
 * request. Seeds 1,000 users (each with the personal workspace the database gives them) and a member
 * of 5 workspaces (personal + 4 teams of 25 members), then times, on the driver as requests run them:
 *   - the per-request user statement as it was before workspaces (token check and revocation);
 *   - the same statement with the membership subquery it now carries (personal, and a named team);
 *   - the membership as a separate round trip (findMembership), for comparison;
 *   - roleAtLeast alone;
 *   - whether approval applies to a save: its own query (before) and from the membership the request
 *     already read (after: the policy comes with it, Actor.approvalPolicy).
 * The variants run interleaved (one of each per round), so that the machine's noise hits them alike.
 * Prints p50/p99/max in ms; then the named-team statement with 50 in flight.
 */
import { resetEnvForTests } from "../src/env";
import { db, Prisma, sql } from "../src/server/db";
import { findMembership, membershipSubquery } from "../src/server/services/workspaces/membership";
import { roleAtLeast, WORKSPACE_ROLES } from "../src/server/services/workspaces/roles";
import { actorNeedsApproval, readApprovalNeed } from "../src/server/services/workspaces/approval";
import { quantiles, timeConcurrent, timeInterleaved } from "./timing";

const ROUNDS = 5_000;

export async function runPolicyBench(): Promise<void> {
  // bench/run.ts set DATABASE_URL after modules it imported first had read the configuration.
  resetEnvForTests();
  await db.$executeRaw`
    INSERT INTO "User" ("id", "name", "email", "updatedAt")
    SELECT 'pb' || lpad(g::text, 5, '0'), 'Member ' || g, 'policy' || g || '@bench.example', now() FROM generate_series(1, 1000) g`;
  const member = "pb00001";
  const teams: string[] = [];
  for (let t = 0; t < 4; t++) {
    const team = await db.workspace.create({ data: { name: `Team ${t}`, kind: "team", ownerId: `pb${String(100 + t).padStart(5, "0")}` } });
    await db.$executeRaw`
      INSERT INTO "Membership" ("workspaceId", "userId", "role")
      SELECT ${team.id}, 'pb' || lpad((100 + ${t} + g * 37 % 900)::text, 5, '0'), 'EDITOR' FROM generate_series(1, 24) g
      ON CONFLICT DO NOTHING`;
    await db.membership.upsert({
      where: { workspaceId_userId: { workspaceId: team.id, userId: member } },
      create: { workspaceId: team.id, userId: member, role: "CONTRIBUTOR" },
      update: { role: "CONTRIBUTOR" },
    });
    teams.push(team.id);
  }
  await db.$executeRaw`ANALYZE "Workspace"; ANALYZE "Membership"`.catch(() => undefined);
  const jti = "bench-jti";
  const userStatement = (extra: Prisma.Sql) =>
    sql(Prisma.sql`
      SELECT "id", "name", "email", "role"::text AS "role", "status"::text AS "status", "subscription", "timeZone",
             "tokenVersion", "lastActiveAt", EXISTS (SELECT 1 FROM "RevokedToken" WHERE "jti" = ${jti}) AS "revoked"${extra}
      FROM "User" u WHERE "id" = ${member}`);
  const variants = {
    "user statement alone (before #26)     ": () => userStatement(Prisma.empty),
    "user + membership, personal (no header)": () => userStatement(Prisma.sql`, ${membershipSubquery(Prisma.sql`u."id"`, null)} AS "membership"`),
    "user + membership, named team          ": () =>
      userStatement(Prisma.sql`, ${membershipSubquery(Prisma.sql`u."id"`, teams[2]!)} AS "membership"`),
    "membership as its own round trip       ": () => findMembership(member, teams[2]!),
  };
  for (const run of Object.values(variants)) for (let i = 0; i < 200; i++) await run(); // pool and plans warm

  console.log(`workspace policy check, ${ROUNDS} rounds (1,000 users; the member belongs to 5 workspaces)`);
  for (const [name, samples] of Object.entries(await timeInterleaved(ROUNDS, variants))) console.log(`  ${name} ${quantiles(samples)}`);
  const named = variants["user + membership, named team          "];
  console.log(`  user + membership, 50 in flight         ${quantiles(await timeConcurrent(ROUNDS, 50, named))}`);
  const roles = await timeInterleaved(ROUNDS, {
    roles: async () => {
      for (const a of WORKSPACE_ROLES) for (const b of WORKSPACE_ROLES) roleAtLeast(a, b);
    },
  });
  console.log(`  roleAtLeast × 25                        ${quantiles(roles.roles!)}`);
  const membership = (await findMembership(member, teams[2]!))!;
  const actor = { userId: member, workspaceId: teams[2]!, ownerUserId: membership.ownerUserId };
  const approval = await timeInterleaved(ROUNDS, {
    before: () => readApprovalNeed(actor),
    after: () => actorNeedsApproval({ ...actor, role: membership.role, approvalPolicy: membership.approvalPolicy }),
  });
  console.log(`  approval per save: its own query (before) ${quantiles(approval.before!)}`);
  console.log(`  approval per save: with the membership     ${quantiles(approval.after!)}`);
}
