/**
 * Webhooks (issue 28), the pure parts: which events a line of a post's history stands for, the
 * signature header (checked against a computation written from the documented scheme), the retry
 * waits, and https in production.
 */
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { retryDelayMs } from "@/server/services/webhooks/deliver";
import { postWebhookEvents, type PostEventSource } from "@/server/services/webhooks/post-events";
import { signatureHeader } from "@/server/services/webhooks/signing";
import { webhookHttpAllowed } from "@/server/services/webhooks/target";

const row = (over: Partial<PostEventSource>): PostEventSource => ({
  postEventId: "e1",
  action: "edit",
  fromStatus: null,
  toStatus: null,
  detail: {},
  actorUserId: "u1",
  via: "app",
  ...over,
});
const types = (over: Partial<PostEventSource>) => postWebhookEvents(row(over)).map((e) => e.type);

describe("post events → webhook events", () => {
  it("names each lifecycle fact once, in order", () => {
    expect(types({ action: "draft", toStatus: "draft" })).toEqual(["post.created"]);
    expect(types({ action: "schedule", toStatus: "scheduled" })).toEqual(["post.created", "post.scheduled"]);
    expect(types({ action: "schedule", toStatus: "in_review" })).toEqual(["post.created", "post.submitted"]);
    expect(types({ action: "schedule", fromStatus: "draft", toStatus: "in_review" })).toEqual(["post.submitted"]);
    expect(types({ action: "approveReview", fromStatus: "in_review", toStatus: "scheduled" })).toEqual(["post.approved", "post.scheduled"]);
    expect(types({ action: "requestChanges", fromStatus: "in_review", toStatus: "changes_requested", detail: { comment: "Shorter" } })).toEqual([
      "post.changes_requested",
    ]);
    expect(types({ action: "edit", fromStatus: "scheduled", toStatus: "scheduled", detail: { changed: ["time"] } })).toEqual(["post.scheduled"]);
    expect(types({ action: "edit", fromStatus: "scheduled", toStatus: "scheduled", detail: { changed: ["text"] } })).toEqual([]);
    expect(types({ action: "edit", fromStatus: "draft", toStatus: "draft", detail: { changed: ["text"] } })).toEqual([]);
  });

  it("carries the network and link of a publish, and the networks that need a look after a failure", () => {
    const [published] = postWebhookEvents(row({ action: "published", detail: { network: "x", url: "https://x.com/p/1", attempt: 1 } }));
    expect(published).toEqual({ type: "post.published", data: { network: "x", url: "https://x.com/p/1", attempt: 1 } });
    const failed = postWebhookEvents(
      row({
        action: "failed",
        fromStatus: "scheduled",
        toStatus: "failed",
        detail: {
          reason: "X: timed out",
          networks: [
            { network: "x", status: "needs_review", error: "X: timed out" },
            { network: "linkedin", status: "published", error: null },
          ],
        },
      }),
    );
    expect(failed.map((e) => e.type)).toEqual(["post.failed", "post.needs_review"]);
    expect(failed[1]!.data).toEqual({ network: "x", error: "X: timed out" });
  });
});

describe("the signature", () => {
  it("is t=<seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>", () => {
    const body = '{"id":"evt_1","type":"post.published"}';
    const expected = createHmac("sha256", "whsec_test").update(`1700000000.${body}`).digest("hex");
    expect(signatureHeader("whsec_test", 1700000000, body)).toBe(`t=1700000000,v1=${expected}`);
  });
});

describe("retries", () => {
  it("wait about twice as long each time, at most an hour", () => {
    const waits = [1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000));
    [30_000, 60_000, 120_000, 240_000].forEach((w, i) => {
      expect(waits[i]!).toBeGreaterThanOrEqual(w * 0.9);
      expect(waits[i]!).toBeLessThanOrEqual(w * 1.1);
    });
    expect(retryDelayMs(20, 30_000)).toBeLessThanOrEqual(3600_000 * 1.1);
  });
});

describe("plain http targets", () => {
  const vars = process.env as Record<string, string | undefined>;
  const saved = { NODE_ENV: vars.NODE_ENV, WEBHOOK_ALLOW_HTTP: vars.WEBHOOK_ALLOW_HTTP };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete vars[k];
      else vars[k] = v;
    resetEnvForTests();
  });

  it("are refused in production unless WEBHOOK_ALLOW_HTTP=true", () => {
    vars.NODE_ENV = "test";
    resetEnvForTests();
    expect(webhookHttpAllowed()).toBe(true);
    vars.NODE_ENV = "production";
    delete vars.WEBHOOK_ALLOW_HTTP;
    resetEnvForTests();
    expect(webhookHttpAllowed()).toBe(false);
    vars.WEBHOOK_ALLOW_HTTP = "true";
    resetEnvForTests();
    expect(webhookHttpAllowed()).toBe(true);
  });
});
