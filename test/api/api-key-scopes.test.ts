/**
 * The API-key scope matrix (issue 28): every signed-in procedure of the app router, through both
 * doors, with a key that has every scope but the one the procedure needs (403 naming it) and with a
 * key that has only that one (past the scope check: whatever the handler then says of the probe's
 * empty input). SCOPES is the reviewed table: a new procedure fails here until its line is added,
 * so choosing what a key needs for it is a visible decision (src/server/api/scopes.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import { db } from "@/server/db";
import { API_KEY_SCOPES, type ApiKeyScope } from "@/lib/api-keys";
import { rest, restDoors, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";

const SCOPES: Record<string, ApiKeyScope> = {
  "accounts.bluesky.auth": "admin",
  "accounts.bluesky.disconnect": "admin",
  "accounts.bluesky.status": "read",
  "accounts.facebook.auth": "admin",
  "accounts.facebook.disconnect": "admin",
  "accounts.facebook.pages": "admin",
  "accounts.facebook.selectPage": "admin",
  "accounts.facebook.status": "read",
  "accounts.instagram.auth": "admin",
  "accounts.instagram.disconnect": "admin",
  "accounts.instagram.status": "read",
  "accounts.linkedin.auth": "admin",
  "accounts.linkedin.disconnect": "admin",
  "accounts.linkedin.status": "read",
  "accounts.list": "read",
  "accounts.mastodon.auth": "admin",
  "accounts.mastodon.disconnect": "admin",
  "accounts.mastodon.status": "read",
  "accounts.sandbox.auth": "admin",
  "accounts.sandbox.disconnect": "admin",
  "accounts.sandbox.feed": "read",
  "accounts.sandbox.settings": "write",
  "accounts.sandbox.status": "read",
  "accounts.threads.auth": "admin",
  "accounts.threads.disconnect": "admin",
  "accounts.threads.status": "read",
  "accounts.tiktok.auth": "admin",
  "accounts.tiktok.disconnect": "admin",
  "accounts.tiktok.status": "read",
  "accounts.x.auth": "admin",
  "accounts.x.disconnect": "admin",
  "accounts.x.status": "read",
  "accounts.youtube.auth": "admin",
  "accounts.youtube.disconnect": "admin",
  "accounts.youtube.status": "read",
  "admin.activity": "admin",
  "admin.analytics": "admin",
  "admin.queues": "admin",
  "admin.retryJob": "admin",
  "admin.settings": "admin",
  "admin.stats": "admin",
  "admin.updateSettings": "admin",
  "admin.updateUser": "admin",
  "admin.users": "admin",
  "ai.generate": "ai",
  "ai.generateFromLink": "ai",
  "ai.regenerate": "ai",
  "ai.suggestions": "ai",
  "apiKeys.create": "admin",
  "apiKeys.list": "admin",
  "apiKeys.revoke": "admin",
  "webhooks.create": "admin",
  "webhooks.deliveries": "admin",
  "webhooks.delete": "admin",
  "webhooks.list": "admin",
  "webhooks.redeliver": "admin",
  "webhooks.rotateSecret": "admin",
  "webhooks.update": "admin",
  "connectedApps.list": "read",
  "connectedApps.revoke": "admin",
  "auth.logout": "admin",
  "auth.me": "read",
  "billing.cancel": "admin",
  "billing.changePlan": "admin",
  "billing.confirmCheckout": "admin",
  "billing.confirmUpgrade": "admin",
  "billing.createCheckout": "admin",
  "billing.createPaymentIntent": "admin",
  "billing.currentMembership": "read",
  "billing.history": "read",
  "billing.invoice": "read",
  "billing.paymentMethods": "read",
  "billing.plan": "read",
  "billing.removePaymentMethod": "admin",
  "billing.upgrade": "admin",
  "billing.usage": "read",
  "dashboard.overview": "read",
  "dashboard.refreshInsights": "write",
  "dashboard.stats": "read",
  "imports.check": "write",
  "imports.export": "read",
  "imports.get": "read",
  "imports.list": "read",
  "imports.run": "publish",
  "invitations.accept": "admin",
  "invitations.create": "admin",
  "invitations.pending": "admin",
  "invitations.renewLink": "admin",
  "invitations.revoke": "admin",
  "media.generateImage": "ai",
  "media.generateVideo": "ai",
  "media.status": "read",
  "members.changeRole": "admin",
  "members.leave": "write",
  "members.list": "read",
  "members.remove": "admin",
  "members.transferOwnership": "admin",
  "networkApps.list": "admin",
  "networkApps.remove": "admin",
  "networkApps.save": "admin",
  "notifications.emailPreferences": "read",
  "notifications.list": "read",
  "notifications.markAllRead": "admin",
  "notifications.markRead": "admin",
  "notifications.unreadCount": "read",
  "notifications.updateEmailPreferences": "admin",
  "post.activity": "read",
  "post.addComment": "write",
  "post.approve": "publish",
  "post.approveContentPlan": "publish",
  "post.byId": "read",
  "post.calendar": "read",
  "post.calendarSummary": "read",
  "post.comments": "read",
  "post.counts": "read",
  "post.delete": "write",
  "post.deleteComment": "write",
  "post.editComment": "write",
  "post.generateContentPlan": "ai",
  "post.list": "read",
  "post.mentionable": "read",
  "post.patch": "write",
  "post.publish": "publish",
  "post.publishNow": "publish",
  "post.published": "read",
  "post.republish": "publish",
  "post.save": "write",
  "post.saveDraft": "write",
  "post.schedule": "publish",
  "post.update": "write",
  "profile.changePassword": "admin",
  "profile.deleteAccount": "admin",
  "profile.update": "admin",
  "profile.updateNotifications": "admin",
  "review.access": "read",
  "review.approve": "publish",
  "review.policy": "admin",
  "review.queue": "read",
  "review.requestChanges": "write",
  "review.setPolicy": "admin",
  "review.withdraw": "write",
  "reviewLinks.candidates": "admin",
  "reviewLinks.create": "admin",
  "reviewLinks.list": "admin",
  "reviewLinks.revoke": "admin",
  "video.createSetting": "write",
  "video.deleteQueueEntry": "write",
  "video.deleteSetting": "write",
  "video.generate": "ai",
  "video.listSettings": "read",
  "video.platforms": "read",
  "video.publish": "publish",
  "video.queue": "read",
  "video.status": "read",
  "video.updateQueueEntry": "write",
  "video.updateSetting": "write",
  "workspace.create": "admin",
  "workspace.current": "read",
  "workspace.list": "read",
  "workspace.rename": "admin",
};

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
