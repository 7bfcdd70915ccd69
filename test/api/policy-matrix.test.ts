/**
 * The policy matrix (issue 26): every procedure of the app router, called through both doors as an
 * anonymous visitor, a signed-in non-member, and a member of a team workspace in each role, answers
 * as its procedure kind declares (`access` in its meta, src/server/api/trpc.ts).
 *
 * 1. The declarations themselves are reviewed: POLICY (./policy.ts) lists every procedure with who
 *    may call it, and must equal what the router declares. A new procedure fails here until its
 *    line is added, so choosing its audience is a visible decision.
 * 2. The answers: anonymous callers get 401 from everything not public; a non-member naming the
 *    workspace gets 404 "Workspace not found"; a member below the minimum role gets 403 naming it;
 *    a member at or above it gets past the policy (whatever the handler then says of the probe's
 *    empty input: 400, 404 for a missing post, 200). Admin procedures refuse a workspace owner who
 *    is not a site admin; plan procedures refuse a free user.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import type { Access } from "@/server/api/trpc";
import { db } from "@/server/db";
import { WORKSPACE_ROLES, type WorkspaceRole } from "@/server/services/workspaces/roles";
import { rest, restDoors, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";
import { accessLabel, POLICY } from "./policy";

interface Procedure {
  path: string;
  type: "query" | "mutation";
  access: Access | undefined;
}

const procedures: Procedure[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: { access?: Access } } }>,
)
  .map(([path, p]) => ({ path, type: p._def.type as Procedure["type"], access: p._def.meta?.access }))
  .sort((a, b) => a.path.localeCompare(b.path));

interface Answer {
  status: number;
  message: string;
  requiredRole?: unknown;
}

type Caller = { token?: string; headers?: Record<string, string> };

async function viaRest(door: { method: string; path: string }, caller: Caller): Promise<Answer> {
  const body = door.method === "GET" || door.method === "DELETE" ? undefined : {};
  const res = await rest<{ message?: string; requiredRole?: unknown }>(door.method, door.path, { ...caller, body });
  return { status: res.status, message: String(res.body?.message ?? ""), requiredRole: res.body?.requiredRole };
}

async function viaTrpc(procedure: Procedure, caller: Caller): Promise<Answer> {
  let node: unknown = trpc(caller);
  for (const part of procedure.path.split(".")) node = (node as Record<string, unknown>)[part];
  const call = (node as Record<string, (input?: unknown) => Promise<unknown>>)[procedure.type === "query" ? "query" : "mutate"]!;
  try {
    await call({});
    return { status: 200, message: "" };
  } catch (err) {
    const e = err as { message: string; data?: { httpStatus?: number; extra?: { requiredRole?: unknown } } };
    return { status: e.data?.httpStatus ?? 0, message: e.message, requiredRole: e.data?.extra?.requiredRole };
  }
}

/** Both doors' answers to one caller (the REST door only where the procedure has one). */
async function answers(procedure: Procedure, caller: Caller, doors: Map<string, { method: string; path: string }>): Promise<[string, Answer][]> {
  // Each door meets the team as it was: a probe may change it (members.leave takes no input: the member leaves).
  await restoreTeam();
  const out: [string, Answer][] = [[`tRPC ${procedure.path}`, await viaTrpc(procedure, caller)]];
  const door = doors.get(procedure.path);
  if (door) {
    await restoreTeam();
    out.push([`REST ${door.method} ${door.path}`, await viaRest(door, caller)]);
  }
  return out;
}

const RANK: Record<WorkspaceRole, number> = { OWNER: 5, ADMIN: 4, EDITOR: 3, CONTRIBUTOR: 2, CLIENT: 1 };

let members: Record<WorkspaceRole, Caller>;
let outsider: Caller;
let anonymousInTeam: Caller;
let freeUser: Caller;
/** Puts the team back as it was (see answers()). */
let restoreTeam: () => Promise<void>;

beforeAll(async () => {
  const users = Object.fromEntries(
    await Promise.all(
      WORKSPACE_ROLES.map(async (role) => [role, await createUser(role === "OWNER" ? { role: "paid", subscription: "Pro" } : {})] as const),
    ),
  ) as Record<WorkspaceRole, Awaited<ReturnType<typeof createUser>>>;
  const team = await db.workspace.create({
    data: {
      name: "Policy matrix team",
      kind: "team",
      ownerId: users.OWNER.user.id,
      memberships: { create: WORKSPACE_ROLES.map((role) => ({ userId: users[role].user.id, role })) },
    },
  });
  const inTeam = { "X-Workspace-Id": team.id };
  restoreTeam = async () => {
    await db.workspace.update({ where: { id: team.id }, data: { ownerId: users.OWNER.user.id, name: "Policy matrix team" } });
    await db.membership.deleteMany({ where: { workspaceId: team.id } });
    await db.membership.createMany({ data: WORKSPACE_ROLES.map((role) => ({ workspaceId: team.id, userId: users[role].user.id, role })) });
  };
  members = Object.fromEntries(WORKSPACE_ROLES.map((role) => [role, { token: users[role].token, headers: inTeam }])) as unknown as Record<
    WorkspaceRole,
    Caller
  >;
  outsider = { token: (await createUser({ role: "paid", subscription: "Pro" })).token, headers: inTeam };
  anonymousInTeam = { headers: inTeam };
  freeUser = { token: (await createUser()).token };
});

describe("the policy matrix", () => {
  it("every procedure declares who may call it, and the declarations are the reviewed ones", () => {
    const declared = Object.fromEntries(procedures.map((p) => [p.path, p.access ? accessLabel(p.access) : "undeclared"]));
    expect(declared).toEqual(POLICY);
  });

  it("anonymous callers get 401 from every procedure that is not public, through both doors", async () => {
    const doors = restDoors("policy-probe-unknown");
    const wrong: string[] = [];
    for (const procedure of procedures.filter((p) => p.access?.kind !== "public" && p.access?.kind !== "review-link")) {
      for (const [door, answer] of await answers(procedure, anonymousInTeam, doors)) {
        if (answer.status !== 401) wrong.push(`${door}: ${answer.status} ${answer.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("workspace procedures: 404 for a non-member, 403 naming the role below the minimum, through at or above it", async () => {
    const doors = restDoors("policy-probe-unknown");
    const wrong: string[] = [];
    const workspaceProcedures = procedures.filter((p) => p.access?.kind === "workspace");
    expect(workspaceProcedures.length).toBeGreaterThan(20);
    for (const procedure of workspaceProcedures) {
      const minimum = (procedure.access as Extract<Access, { kind: "workspace" }>).role;
      for (const [door, answer] of await answers(procedure, outsider, doors)) {
        if (answer.status !== 404 || answer.message !== "Workspace not found")
          wrong.push(`${door} as non-member: ${answer.status} ${answer.message}`);
      }
      for (const role of WORKSPACE_ROLES) {
        for (const [door, answer] of await answers(procedure, members[role], doors)) {
          const refusedForRole = answer.status === 403 && answer.requiredRole === minimum;
          const policyRefusal = answer.status === 401 || refusedForRole || answer.message === "Workspace not found";
          if (RANK[role] < RANK[minimum] && !refusedForRole) wrong.push(`${door} as ${role}: ${answer.status} ${answer.message} (needs ${minimum})`);
          if (RANK[role] >= RANK[minimum] && policyRefusal) wrong.push(`${door} as ${role}: refused ${answer.status} ${answer.message}`);
          if (answer.status >= 500) wrong.push(`${door} as ${role}: ${answer.status} ${answer.message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // About 1,500 calls one after another (each may change the team, which is restored after it).
  }, 180_000);

  it("review-link procedures take no account: an unknown token is 404 for anyone, through both doors", async () => {
    const doors = restDoors("policy-probe-unknown");
    const wrong: string[] = [];
    const linkProcedures = procedures.filter((p) => p.access?.kind === "review-link");
    expect(linkProcedures.length).toBeGreaterThan(0);
    for (const procedure of linkProcedures) {
      for (const caller of [anonymousInTeam, members.OWNER, outsider]) {
        for (const [door, answer] of await answers(procedure, caller, doors)) {
          // The REST door's token is the probe's unknown id; the tRPC probe sends none (400).
          if (!(answer.status === 404 && /review link does not exist/.test(answer.message)) && answer.status !== 400) {
            wrong.push(`${door}: ${answer.status} ${answer.message}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("admin procedures refuse a team's owner who is not a site admin; plan procedures refuse a free user", async () => {
    const doors = restDoors("policy-probe-unknown");
    const wrong: string[] = [];
    for (const procedure of procedures.filter((p) => p.access?.kind === "admin")) {
      for (const [door, answer] of await answers(procedure, members.OWNER, doors)) {
        if (answer.status !== 403 || answer.message !== "Admin access required") wrong.push(`${door}: ${answer.status} ${answer.message}`);
      }
    }
    for (const procedure of procedures.filter((p) => p.access?.kind === "plan" || (p.access?.kind === "workspace" && p.access.plan))) {
      for (const [door, answer] of await answers(procedure, freeUser, doors)) {
        if (answer.status !== 403 || !/only available to/.test(answer.message)) wrong.push(`${door}: ${answer.status} ${answer.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
