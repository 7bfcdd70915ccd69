/** Admin Users tab: listing, search, pagination, editing, suspension and the last-admin rule. */
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { createUser, TEST_PASSWORD } from "../helpers/users";

type AdminUser = { id: string; name: string; email: string; role: string; status: string; subscription: string; aiPromptsLimit: number };
type UsersBody = { success: boolean; users: AdminUser[]; total: number; page: number; pageSize: number };

/** Makes every other active admin inactive for a test; afterEach puts them back. */
let parked: string[] = [];
async function parkOtherAdmins() {
  const others = await db.user.findMany({ where: { role: "admin", status: "active" }, select: { id: true } });
  parked = others.map((o) => o.id);
  await db.user.updateMany({ where: { id: { in: parked } }, data: { status: "inactive" } });
}
afterEach(async () => {
  if (parked.length) await db.user.updateMany({ where: { id: { in: parked } }, data: { status: "active" } });
  parked = [];
});

describe("list users", () => {
  it("searches name and e-mail case-insensitively, newest first, with pages and a total", async () => {
    const admin = await createUser({ role: "admin" });
    const marker = `zebra${randomBytes(4).toString("hex")}`;
    const a = await db.user.create({
      data: { name: `Alice ${marker.toUpperCase()}`, email: uniqueEmail("alice"), createdAt: new Date(Date.now() - 3000) },
    });
    const b = await db.user.create({ data: { name: "Bob", email: `bob.${marker}@example.com`, createdAt: new Date(Date.now() - 2000) } });
    const c = await db.user.create({ data: { name: `Carol ${marker}`, email: uniqueEmail("carol"), createdAt: new Date(Date.now() - 1000) } });

    const all = await rest<UsersBody>("GET", `/admin/users?search=${marker}`, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.users.map((u) => u.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.users[0]).not.toHaveProperty("passwordHash");
    expect(all.body.users[0]).not.toHaveProperty("tokenVersion");

    const page2 = await rest<UsersBody>("GET", `/admin/users?search=${marker.toUpperCase()}&page=2&pageSize=2`, { token: admin.token });
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.users.map((u) => u.id)).toEqual([a.id]);

    const byEmail = await trpc({ token: admin.token }).admin.users.query({ search: `bob.${marker}` });
    expect(byEmail.users.map((u) => u.id)).toEqual([b.id]);
    expect(byEmail.total).toBe(1);

    const none = await rest<UsersBody>("GET", `/admin/users?search=nobody-${marker}`, { token: admin.token });
    expect(none.body).toMatchObject({ users: [], total: 0 });
  });

  it("refuses bad paging with 400", async () => {
    const admin = await createUser({ role: "admin" });
    expect((await rest("GET", "/admin/users?page=0", { token: admin.token })).status).toBe(400);
    expect((await rest("GET", "/admin/users?pageSize=500", { token: admin.token })).status).toBe(400);
    expect((await rest("GET", `/admin/users?search=${"x".repeat(201)}`, { token: admin.token })).status).toBe(400);
  });

  it("finds and pages through thousands of users, with indexes that serve the search", async () => {
    const admin = await createUser({ role: "admin" });
    const batch = randomBytes(3).toString("hex");
    await db.user.createMany({
      data: Array.from({ length: 5000 }, (_, i) => ({ name: `Bulk ${batch} member ${i}`, email: `bulk-${batch}-${i}@example.org` })),
    });
    const search = await rest<UsersBody>("GET", `/admin/users?search=member 4999&pageSize=50`, { token: admin.token });
    const page = await rest<UsersBody>("GET", "/admin/users?page=60&pageSize=50", { token: admin.token });
    expect(search.body.users.some((u) => u.email === `bulk-${batch}-4999@example.org`)).toBe(true);
    expect(page.body.users).toHaveLength(50);
    // At this size PostgreSQL may rightly prefer a sequential scan; check that the trigram indexes
    // can serve the search (they take over as the table grows).
    const [, emailPlan, namePlan] = await db.$transaction([
      db.$executeRawUnsafe("SET LOCAL enable_seqscan = off"),
      db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN SELECT id FROM "User" WHERE email ILIKE '%bulk-${batch}-4999%'`),
      db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN SELECT id FROM "User" WHERE name ILIKE '%member 4999%'`),
    ]);
    expect(emailPlan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/User_email_trgm_idx/);
    expect(namePlan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/User_name_trgm_idx/);
    await db.user.deleteMany({ where: { email: { startsWith: `bulk-${batch}-` } } });
  }, 120_000); // 5,000 users in and out, each with a personal workspace, beside a build on two cores
});

describe("edit user", () => {
  it("changes every field, records the change and answers the user", async () => {
    const admin = await createUser({ role: "admin" });
    const { user, token } = await createUser();
    const email = uniqueEmail("edited");
    const res = await rest<{ success: boolean; message: string; user: AdminUser }>("PATCH", `/admin/users/${user.id}`, {
      token: admin.token,
      body: { name: "Edited Name", email: email.toUpperCase(), role: "paid", status: "active", subscription: "Pro", aiPromptsLimit: 250 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "User updated successfully",
      user: { id: user.id, name: "Edited Name", email, role: "paid", subscription: "Pro", aiPromptsLimit: 250 },
    });
    const log = await db.activityLog.findFirst({ where: { userId: admin.user.id, action: "admin.user_updated" } });
    expect(log?.details).toMatchObject({
      targetUserId: user.id,
      changes: { role: { from: "free", to: "paid" }, aiPromptsLimit: { from: 25, to: 250 } },
    });
    // The user sees the new limit, with the session they already had.
    const me = await rest<{ user: { aiPromptsLimit: number; email: string } }>("GET", "/auth/me", { token });
    expect(me.body.user).toMatchObject({ aiPromptsLimit: 250, email });
  });

  it("falls back to 0 for a limit that is not a number; -1 is unlimited", async () => {
    const admin = await createUser({ role: "admin" });
    const { user } = await createUser();
    const client = trpc({ token: admin.token });
    const rest1 = await rest<{ user: AdminUser }>("PATCH", `/admin/users/${user.id}`, { token: admin.token, body: { aiPromptsLimit: "lots" } });
    expect(rest1.status).toBe(200);
    expect(rest1.body.user.aiPromptsLimit).toBe(0);
    expect((await client.admin.updateUser.mutate({ id: user.id, aiPromptsLimit: -1 })).user.aiPromptsLimit).toBe(-1);
  });

  it("errors carry the text in `error` as well as `message`", async () => {
    const admin = await createUser({ role: "admin" });
    const other = await createUser();
    const { user } = await createUser();

    const missing = await rest("PATCH", "/admin/users/no-such-user", { token: admin.token, body: { name: "X" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "User not found", error: "User not found" });

    const taken = await rest("PATCH", `/admin/users/${user.id}`, { token: admin.token, body: { email: other.user.email } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      success: false,
      message: "Another account already uses this email",
      error: "Another account already uses this email",
    });

    const badRole = await rest("PATCH", `/admin/users/${user.id}`, { token: admin.token, body: { role: "owner" } });
    expect(badRole.status).toBe(400);
    expect(badRole.body).toMatchObject({ success: false, message: "Role must be free, paid or admin", error: "Role must be free, paid or admin" });

    const badEmail = await rest("PATCH", `/admin/users/${user.id}`, { token: admin.token, body: { email: "nope" } });
    expect(badEmail.body).toMatchObject({ message: "Please enter a valid email address", error: "Please enter a valid email address" });

    const badName = await trpcFailure(trpc({ token: admin.token }).admin.updateUser.mutate({ id: user.id, name: "" }));
    expect(badName).toMatchObject({ status: 400, message: "Name is required", extra: { error: "Name is required" } });
  });

  it("suspending or deactivating ends a live bearer token at once; reactivating does not revive it", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    expect((await rest("GET", "/auth/me", { token: target.token })).status).toBe(200);

    const suspend = await rest("PATCH", `/admin/users/${target.user.id}`, { token: admin.token, body: { status: "suspended" } });
    expect(suspend.status).toBe(200);
    const cut = await rest("GET", "/auth/me", { token: target.token });
    expect(cut.status).toBe(401);
    expect(cut.body).toMatchObject({ message: "Your account has been suspended. Please contact support." });
    const login = await rest("POST", "/auth/login", { body: { email: target.user.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(403);

    await rest("PATCH", `/admin/users/${target.user.id}`, { token: admin.token, body: { status: "active" } });
    expect((await rest("GET", "/auth/me", { token: target.token })).status).toBe(401);
    const again = await rest<{ token: string }>("POST", "/auth/login", { body: { email: target.user.email, password: TEST_PASSWORD } });
    expect(again.status).toBe(200);

    await trpc({ token: admin.token }).admin.updateUser.mutate({ id: target.user.id, status: "inactive" });
    const inactive = await rest("GET", "/auth/me", { token: again.body.token });
    expect(inactive.status).toBe(401);
    expect(inactive.body).toMatchObject({ message: "Your account is not active. Please contact support." });
  });

  it("other edits leave the user's sessions alone", async () => {
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    await rest("PATCH", `/admin/users/${target.user.id}`, { token: admin.token, body: { role: "paid", subscription: "Pro", aiPromptsLimit: 250 } });
    const me = await rest<{ user: { role: string; aiPromptsLimit: number } }>("GET", "/auth/me", { token: target.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ role: "paid", aiPromptsLimit: 250 });
  });
});

describe("the last active admin", () => {
  it("cannot be demoted, suspended or deactivated (409); with a second admin it can", async () => {
    await parkOtherAdmins();
    const admin = await createUser({ role: "admin" });
    for (const body of [{ role: "free" }, { role: "paid" }, { status: "suspended" }, { status: "inactive" }]) {
      const res = await rest("PATCH", `/admin/users/${admin.user.id}`, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      const text = "At least one active admin must remain. Make another user an admin first.";
      expect(res.body).toEqual({ success: false, message: text, error: text });
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).toMatchObject({ role: "admin", status: "active" });

    // Promote a second admin; now the first may step down.
    const second = await createUser();
    await rest("PATCH", `/admin/users/${second.user.id}`, { token: admin.token, body: { role: "admin" } });
    const demote = await rest("PATCH", `/admin/users/${admin.user.id}`, { token: second.token, body: { role: "free" } });
    expect(demote.status).toBe(200);
    // And the second one is now the last.
    expect(await trpcFailure(trpc({ token: second.token }).admin.updateUser.mutate({ id: second.user.id, status: "suspended" }))).toMatchObject({
      status: 409,
      extra: { error: "At least one active admin must remain. Make another user an admin first." },
    });
  });

  it("two admins demoting each other at once: exactly one succeeds", async () => {
    await parkOtherAdmins();
    const a = await createUser({ role: "admin" });
    const b = await createUser({ role: "admin" });
    const results = await Promise.all([
      rest("PATCH", `/admin/users/${b.user.id}`, { token: a.token, body: { role: "free" } }),
      rest("PATCH", `/admin/users/${a.user.id}`, { token: b.token, body: { role: "free" } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // The loser is refused either by the rule (409) or because it was demoted first (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await db.user.count({ where: { id: { in: [a.user.id, b.user.id] }, role: "admin", status: "active" } })).toBe(1);
  });
});
