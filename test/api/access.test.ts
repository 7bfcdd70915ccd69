/** One procedure of each kind, called by anonymous, plain, paid, premium and admin users through both doors. */
import { describe, expect, it } from "vitest";
import { heartbeatKey } from "@/server/queue/heartbeat";
import { redis } from "@/server/redis";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";

const planInput = {
  subject: "Launch week",
  platforms: ["linkedin" as const],
  period: 7 as const,
  startTime: "09:00",
  tone: "professional" as const,
  includeImages: false,
};

describe("procedure kinds", () => {
  it("public: anyone may call the health check", async () => {
    // No worker runs in these tests: its heartbeat stands in for it (health needs a live worker).
    await redis().set(heartbeatKey(), String(Date.now()));
    const res = await rest("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: "operational" });
    const viaTrpc = await trpc().status.health.query();
    expect(viaTrpc.status).toBe("operational");
  });

  it("protected: anonymous callers get 401 through both doors", async () => {
    expect((await rest("GET", "/dashboard")).status).toBe(401);
    expect(await trpcFailure(trpc().dashboard.overview.query())).toMatchObject({ status: 401, message: "Authentication required" });
  });

  it("paid: a free user gets 403 with requiresUpgrade; a paid user passes the gate", async () => {
    const free = await createUser({ role: "free" });
    const paid = await createUser({ role: "paid" });
    expect((await rest("POST", "/posts/ai-content-plan", { body: planInput })).status).toBe(401);

    const refused = await rest("POST", "/posts/ai-content-plan", { token: free.token, body: planInput });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, requiresUpgrade: true });
    expect(await trpcFailure(trpc({ token: free.token }).post.generateContentPlan.mutate(planInput))).toMatchObject({
      status: 403,
      extra: { requiresUpgrade: true },
    });

    // Past the gate the feature answers for itself (it lands with the AI issue), never 401/403.
    const passed = await rest("POST", "/posts/ai-content-plan", { token: paid.token, body: planInput });
    expect([401, 403]).not.toContain(passed.status);
  });

  it("premium: a Basic subscription opens video generation, Free Trial does not", async () => {
    const free = await createUser({ role: "free" });
    const basic = await createUser({ role: "free", subscription: "Basic" });
    const refused = await rest("GET", "/video-generation/settings", { token: free.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      requiresUpgrade: true,
      message: "AI Video Generation is only available to premium users. Upgrade to unlock this feature!",
    });
    const passed = await rest("GET", "/video-generation/settings", { token: basic.token });
    expect([401, 403]).not.toContain(passed.status);
  });

  it("admin: anonymous 401, plain and paid users 403, admins pass", async () => {
    const user = await createUser({ role: "paid" });
    const admin = await createUser({ role: "admin" });
    expect((await rest("GET", "/admin/stats")).status).toBe(401);
    const refused = await rest("GET", "/admin/stats", { token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: "Admin access required" });
    expect(await trpcFailure(trpc({ token: user.token }).admin.stats.query())).toMatchObject({ status: 403 });
    const passed = await rest("GET", "/admin/stats", { token: admin.token });
    expect([401, 403]).not.toContain(passed.status);
  });

  it("validates input before a not-yet-built feature answers", async () => {
    const { token } = await createUser();
    const bad = await rest("POST", "/posts/schedule", { token, body: { content: "", platforms: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: "Content is required" });
  });
});
