/** Every admin route: anonymous 401, plain and paid users 403, admins pass; through both doors. */
import { describe, expect, it } from "vitest";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";

const ROUTES: [string, string, unknown?][] = [
  ["GET", "/admin/stats"],
  ["GET", "/admin/users"],
  ["GET", "/admin/analytics"],
  ["GET", "/admin/activity"],
  ["GET", "/admin/settings"],
  ["GET", "/admin/queues"],
  ["PATCH", "/admin/users/abc123", { name: "X" }],
  ["PATCH", "/admin/settings", { settings: [{ key: "temperature", value: "0.5", category: "ai" }] }],
  ["POST", "/admin/queues/publish/jobs/abc/retry", {}],
];

describe("admin access", () => {
  it.each(ROUTES)("%s %s: 401 anonymous, 403 free and paid", async (method, path, body) => {
    const free = await createUser();
    const paid = await createUser({ role: "paid" });
    const anonymous = await rest(method, path, body ? { body } : {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: "Authentication required" });
    for (const { token } of [free, paid]) {
      const refused = await rest(method, path, { token, ...(body ? { body } : {}) });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: "Admin access required" });
    }
  });

  it.each(ROUTES.filter(([method]) => method === "GET"))("%s %s: 200 for an admin", async (method, path) => {
    const admin = await createUser({ role: "admin" });
    const res = await rest(method, path, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
  });

  it("tRPC: the same gates", async () => {
    const free = await createUser();
    const admin = await createUser({ role: "admin" });
    expect(await trpcFailure(trpc().admin.stats.query())).toMatchObject({ status: 401 });
    expect(await trpcFailure(trpc({ token: free.token }).admin.users.query({}))).toMatchObject({ status: 403, message: "Admin access required" });
    expect(await trpcFailure(trpc({ token: free.token }).admin.updateUser.mutate({ id: free.user.id, role: "admin" }))).toMatchObject({
      status: 403,
    });
    expect(
      await trpcFailure(trpc({ token: free.token }).admin.updateSettings.mutate({ settings: [{ key: "max_tokens", value: "10", category: "ai" }] })),
    ).toMatchObject({
      status: 403,
    });
    const client = trpc({ token: admin.token });
    expect((await client.admin.stats.query()).success).toBe(true);
    expect((await client.admin.analytics.query()).success).toBe(true);
    expect((await client.admin.activity.query()).success).toBe(true);
    expect((await client.admin.settings.query()).success).toBe(true);
    expect((await client.admin.queues.query()).success).toBe(true);
  });

  it("a suspended admin's token stops at once", async () => {
    const admin = await createUser({ role: "admin", status: "suspended" });
    const res = await rest("GET", "/admin/stats", { token: admin.token });
    expect(res.status).toBe(401);
  });
});
