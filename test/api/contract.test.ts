/** Every REST endpoint that the two spec parts document exists at its method and path. */
import { beforeEach, describe, expect, it } from "vitest";
import { heartbeatKey } from "@/server/queue/heartbeat";
import { redis } from "@/server/redis";
import { openApiDocument } from "@/server/api/rest-adapter";
import { rest } from "../helpers/api";

const SPEC_ENDPOINTS: [string, string][] = [
  // part 1
  ["POST", "/auth/login"],
  ["POST", "/auth/register"],
  ["GET", "/auth/me"],
  ["GET", "/dashboard"],
  ["POST", "/dashboard/refresh-insights"],
  ["GET", "/dashboard/posts"],
  ["GET", "/dashboard/published-posts"],
  ["GET", "/dashboard/accounts"],
  ["GET", "/dashboard/stats"],
  ["GET", "/linkedin/status"],
  ["GET", "/x/status"],
  ["GET", "/threads/status"],
  ["GET", "/facebook/status"],
  ["GET", "/tiktok/status"],
  ["GET", "/youtube/status"],
  ["GET", "/posts/{id}"],
  ["PUT", "/posts/{id}"],
  ["DELETE", "/posts/{id}"],
  ["POST", "/posts/schedule"],
  ["POST", "/posts/publish"],
  ["POST", "/posts/{id}/publish-now"],
  ["POST", "/posts/{id}/approve"],
  ["POST", "/posts/{id}/republish"],
  ["POST", "/posts/approve-content-plan"],
  ["POST", "/posts/ai-content-plan"],
  ["POST", "/ai/generate"],
  ["POST", "/ai/generate-from-link"],
  ["POST", "/ai/generate-content"],
  ["POST", "/ai/suggestions"],
  ["GET", "/falai/options"],
  ["POST", "/falai/generate-image"],
  ["POST", "/falai/generate-video"],
  ["GET", "/falai/status/{id}"],
  // part 2
  ["GET", "/video-generation/status"],
  ["GET", "/video-generation/platforms"],
  ["GET", "/video-generation/settings"],
  ["POST", "/video-generation/settings"],
  ["PUT", "/video-generation/settings/{id}"],
  ["DELETE", "/video-generation/settings/{id}"],
  ["POST", "/video-generation/generate/{settingId}"],
  ["GET", "/video-generation/queue"],
  ["PUT", "/video-generation/queue/{id}"],
  ["DELETE", "/video-generation/queue/{id}"],
  ["POST", "/video-generation/publish"],
  ["GET", "/linkedin/auth"],
  ["GET", "/x/auth"],
  ["GET", "/threads/auth"],
  ["GET", "/facebook/auth"],
  ["GET", "/tiktok/auth"],
  ["POST", "/youtube/auth"],
  ["DELETE", "/linkedin/disconnect"],
  ["POST", "/x/disconnect"],
  ["POST", "/threads/disconnect"],
  ["POST", "/facebook/disconnect"],
  ["POST", "/tiktok/disconnect"],
  ["POST", "/youtube/disconnect"],
  ["PUT", "/auth/update-profile"],
  ["PUT", "/auth/change-password"],
  ["PUT", "/auth/update-notifications"],
  ["DELETE", "/auth/delete-account"],
  ["GET", "/billing/plan"],
  ["GET", "/billing/payment-methods"],
  ["GET", "/billing/history"],
  ["GET", "/billing/usage"],
  ["POST", "/billing/upgrade"],
  ["POST", "/billing/cancel"],
  ["DELETE", "/billing/payment-methods/{id}"],
  ["GET", "/billing/invoice/{id}"],
  ["GET", "/membership/plans"],
  ["GET", "/membership/current"],
  ["POST", "/membership/upgrade"],
  ["POST", "/membership/create-checkout"],
  ["POST", "/membership/create-payment-intent"],
  ["POST", "/membership/confirm-upgrade"],
  ["GET", "/admin/stats"],
  ["GET", "/admin/users"],
  ["GET", "/admin/analytics"],
  ["GET", "/admin/activity"],
  ["GET", "/admin/settings"],
  ["PATCH", "/admin/users/{id}"],
  ["PATCH", "/admin/settings"],
  ["POST", "/contact/submit"],
  ["GET", "/health"],
  ["GET", "/status/database"],
  ["GET", "/status/openai"],
  ["GET", "/status/falai"],
  ["GET", "/status/email"],
  ["GET", "/status/auth"],
];

describe("REST contract", () => {
  const doc = openApiDocument();

  it.each(SPEC_ENDPOINTS)("%s %s is published in /api/openapi.json", (method, path) => {
    const operations = (doc.paths ?? {})[path] as Record<string, unknown> | undefined;
    expect(operations, `${path} missing`).toBeDefined();
    expect(operations![method.toLowerCase()], `${method} ${path} missing`).toBeDefined();
  });

  // No worker runs in these tests: a fresh heartbeat keeps /health about the web side.
  beforeEach(async () => {
    await redis().set(heartbeatKey(), String(Date.now()));
  });

  it.each(SPEC_ENDPOINTS)("%s %s answers JSON, never 404 or 500, for an anonymous caller", async (method, path) => {
    const concrete = path.replace(/\{[^}]+\}/g, "abc123");
    const res = await rest(method, concrete, method === "GET" ? {} : { body: {} });
    expect(res.status).not.toBe(404);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toHaveProperty("success");
  });
});
