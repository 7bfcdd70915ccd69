/**
 * The fixed window every rate limit counts in (rate-limit.ts: one Redis command per hit): it counts
 * each hit once even when many arrive together, always carries an expiry, resets once it has passed,
 * and mends a key left without an expiry. Redis unreachable: the request is allowed, with a warning.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { countInWindow, enforceRateLimits } from "@/server/services/rate-limit";
import { takeApiKeyTurn } from "@/server/api/api-key-rate";
import { presentedCredential } from "@/server/services/auth/request-user";
import { redis } from "@/server/redis";
import { logger } from "@/server/logger";

const bucket = "test:window";
let n = 0;
const freshKey = () => `k${Date.now()}-${n++}`;

afterEach(() => vi.restoreAllMocks());

describe("countInWindow", () => {
  it("counts 50 simultaneous hits once each, in one window that has an expiry", async () => {
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 50 }, () => countInWindow({ bucket, key, windowSeconds: 60 })));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const { resetSeconds } of counts) expect(resetSeconds).toBeGreaterThan(55);
    const ttl = await redis().ttl(`ratelimit:${bucket}:${key}`);
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it("resets when the window has passed, and the new window has an expiry again", async () => {
    const key = freshKey();
    expect(await countInWindow({ bucket, key, windowSeconds: 1 })).toEqual({ count: 1, resetSeconds: 1 });
    expect((await countInWindow({ bucket, key, windowSeconds: 1 })).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await countInWindow({ bucket, key, windowSeconds: 1 })).toEqual({ count: 1, resetSeconds: 1 });
    expect(await redis().pttl(`ratelimit:${bucket}:${key}`)).toBeGreaterThan(0);
  });

  it("gives a key left without an expiry (a crash between two commands, before this script) one, keeping its count", async () => {
    const key = freshKey();
    await redis().set(`ratelimit:${bucket}:${key}`, "7");
    expect(await countInWindow({ bucket, key, windowSeconds: 30 })).toEqual({ count: 8, resetSeconds: 30 });
    const ttl = await redis().ttl(`ratelimit:${bucket}:${key}`);
    expect(ttl).toBeGreaterThan(25);
  });

  it("runs again after Redis forgets its scripts (a restart): the count goes on", async () => {
    const key = freshKey();
    await countInWindow({ bucket, key, windowSeconds: 60 });
    await redis().script("FLUSH");
    expect((await countInWindow({ bucket, key, windowSeconds: 60 })).count).toBe(2);
  });
});

describe("enforceRateLimits", () => {
  it("answers 429 with the seconds left past the limit", async () => {
    const key = freshKey();
    const rule = { bucket, key, limit: 2, windowSeconds: 45 };
    await enforceRateLimits([rule], "Too many.");
    await enforceRateLimits([rule], "Too many.");
    await expect(enforceRateLimits([rule], "Too many.")).rejects.toMatchObject({ message: "Too many. Please try again in 1 minute." });
  });

  it("allows the request, with a warning, when Redis does not answer", async () => {
    const warn = vi.spyOn(logger, "warn");
    vi.spyOn(redis(), "sendCommand").mockRejectedValue(new Error("Connection is closed."));
    await expect(enforceRateLimits([{ bucket, key: freshKey(), limit: 0, windowSeconds: 60 }], "Too many.")).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.anything(), "rate limiter unavailable; request allowed");
  });
});

describe("an API key's turn", () => {
  it("is counted under the key's hash, and allowed with a warning (no rate headers) when Redis does not answer", async () => {
    const credential = presentedCredential(new Headers({ authorization: `Bearer pp_live_${freshKey().padEnd(32, "x")}` }));
    const first = await takeApiKeyTurn(credential);
    expect(first).toMatchObject({ remaining: first!.limit - 1, retryAfter: null });
    expect(Number(await redis().get(`ratelimit:api-key:${credential!.keyHash}`))).toBe(1);
    expect(await takeApiKeyTurn(presentedCredential(new Headers({ authorization: "Bearer not-a-key" })))).toBeNull();

    const warn = vi.spyOn(logger, "warn");
    vi.spyOn(redis(), "sendCommand").mockRejectedValue(new Error("Connection is closed."));
    expect(await takeApiKeyTurn(credential)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.anything(), "API key rate limiter unavailable; request allowed");
  });
});
