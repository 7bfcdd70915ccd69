/**
 * The API-key scope matrix (issue 28): every signed-in procedure of the app router, through both
 * doors, with a key that has every scope but the one the procedure needs (403 naming it) and with a
 * key that has only that one (past the scope check: whatever the handler then says of the probe's
 * empty input). SCOPES comes from the reviewed table in ./policy.ts: a new procedure fails here until
 * its line there names its scope (src/server/api/scopes.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import { db } from "@/server/db";
import { API_KEY_SCOPES, type ApiKeyScope } from "@/lib/api-keys";
import { rest, restDoors, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";
import { SCOPES } from "./policy";

interface Procedure {
  path: string;
  type: "query" | "mutation";
}

const procedures: Procedure[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: { access?: { kind: string } } } }>,
)
  .filter(([, p]) => !["public", "review-link"].includes(p._def.meta?.access?.kind ?? ""))
  .map(([path, p]) => ({ path, type: p._def.type as Procedure["type"] }))
  // Deleting the account ends the creator's keys: last.
  .sort((a, b) => Number(a.path === "profile.deleteAccount") - Number(b.path === "profile.deleteAccount") || a.path.localeCompare(b.path));

interface Answer {
  door: string;
  status: number;
  message: string;
  requiredScope?: unknown;
}

async function answers(procedure: Procedure, key: string, doors: Map<string, { method: string; path: string }>): Promise<Answer[]> {
  let node: unknown = trpc({ token: key });
  for (const part of procedure.path.split(".")) node = (node as Record<string, unknown>)[part];
  const call = (node as Record<string, (input?: unknown) => Promise<unknown>>)[procedure.type === "query" ? "query" : "mutate"]!;
  const out: Answer[] = [];
  try {
    await call({});
    out.push({ door: `tRPC ${procedure.path}`, status: 200, message: "" });
  } catch (err) {
    const e = err as { message: string; data?: { httpStatus?: number; extra?: { requiredScope?: unknown } } };
    out.push({ door: `tRPC ${procedure.path}`, status: e.data?.httpStatus ?? 0, message: e.message, requiredScope: e.data?.extra?.requiredScope });
  }
  const door = doors.get(procedure.path);
  if (door) {
    const body = door.method === "GET" || door.method === "DELETE" ? undefined : {};
    const res = await rest<{ message?: string; requiredScope?: unknown }>(door.method, door.path, { token: key, body });
    out.push({
      door: `REST ${door.method} ${door.path}`,
      status: res.status,
      message: String(res.body?.message ?? ""),
      requiredScope: res.body?.requiredScope,
    });
  }
  return out;
}

const withoutScope = {} as Record<ApiKeyScope, string>;
const onlyScope = {} as Record<ApiKeyScope, string>;

beforeAll(async () => {
  // A site admin who owns a Pro team: plans and the admin area let the key through to its scope check.
  const owner = await createUser({ role: "admin" });
  const team = await db.workspace.create({
    data: { name: "Scope matrix", kind: "team", ownerId: owner.user.id, memberships: { create: [{ userId: owner.user.id, role: "OWNER" }] } },
  });
  const make = async (scopes: ApiKeyScope[]) => {
    const made = await rest<{ secret: string }>("POST", "/api-keys", {
      token: owner.token,
      headers: { "X-Workspace-Id": team.id },
      body: { name: scopes.join("+"), role: "OWNER", scopes },
    });
    expect(made.status).toBe(200);
    return made.body.secret;
  };
  for (const scope of API_KEY_SCOPES) {
    withoutScope[scope] = await make(API_KEY_SCOPES.filter((s) => s !== scope));
    onlyScope[scope] = await make([scope]);
  }
});

describe("the API-key scope matrix", () => {
  it("every signed-in procedure has a reviewed scope", () => {
    expect(Object.fromEntries(procedures.map((p) => [p.path, SCOPES[p.path] ?? "unreviewed"]))).toEqual(
      Object.fromEntries(Object.entries(SCOPES).sort(([a], [b]) => a.localeCompare(b))),
    );
  });

  it("a key without the scope gets 403 naming it; a key with only that scope gets past it, through both doors", async () => {
    const doors = restDoors("scope-probe-unknown");
    const wrong: string[] = [];
    for (const procedure of procedures) {
      const scope = SCOPES[procedure.path]!;
      for (const answer of await answers(procedure, withoutScope[scope], doors)) {
        if (answer.status !== 403 || answer.requiredScope !== scope)
          wrong.push(`${answer.door} without ${scope}: ${answer.status} ${answer.message}`);
      }
      for (const answer of await answers(procedure, onlyScope[scope], doors)) {
        if (answer.status === 401 || answer.requiredScope !== undefined || answer.status >= 500) {
          wrong.push(`${answer.door} with only ${scope}: ${answer.status} ${answer.message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
