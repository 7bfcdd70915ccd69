/**
 * The app with its media in an S3-compatible bucket (MEDIA_STORAGE=s3; s3rver started here, the
 * real AWS client): uploads land in the bucket and are served from it, an AI image made offline is
 * stored there, a missing object is 404 JSON, a slow store is 503 JSON after the timeout (not a hung
 * request), a store that is down refuses uploads with 503 JSON and keeps nothing, and a scheduled
 * post whose file cannot be read is flagged before it is due and stays scheduled.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/media/[key]/route";
import { POST as upload } from "@/app/api/media/upload/route";
import { env, resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { PublishError } from "@/server/integrations/social/types";
import { processMediaAsset } from "@/server/services/media/generate";
import { mediaKeyFromUrl, STORAGE_UNAVAILABLE_MESSAGE } from "@/server/services/media/storage";
import { mediaForPublishing } from "@/server/services/publishing/media";
import { flagPostsAtRisk } from "@/server/services/publishing/preflight";
import { S3Fake } from "../fakes/s3";
import { SocialNetworkFake } from "../fakes/social-network";
import { userWithQuota } from "../ai/helpers";
import { connectAccount } from "../helpers/accounts";
import { BASE, rest } from "../helpers/api";
import { useOfflineMedia } from "../helpers/media";
import { createUser } from "../helpers/users";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200_000)]);
const s3 = new S3Fake();
const network = new SocialNetworkFake();
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  await s3.start();
  await network.start();
  const vars = { ...s3.envVars(), MEDIA_STORAGE_TIMEOUT_MS: "400" };
  for (const [name, value] of Object.entries(vars)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  useOfflineMedia();
  resetEnvForTests();
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  await network.stop();
  await s3.stop();
});

async function send(bytes: Buffer, token: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "photo.png");
  const res = await upload(new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } }));
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; message?: string; data?: { id: string; url: string; sizeBytes: number } },
  };
}

const serve = (key: string) => download(new Request(`${BASE}/api/media/${key}`), { params: Promise.resolve({ key }) });

describe("media in an S3-compatible bucket", () => {
  it("stores an upload in the bucket (not on this machine's disk) and serves it from there", async () => {
    const { token } = await createUser();
    const res = await send(PNG, token);
    expect(res.status).toBe(200);
    expect(res.body.data!.sizeBytes).toBe(PNG.length);
    const key = mediaKeyFromUrl(res.body.data!.url)!;
    expect(await s3.keys()).toContain(key);
    expect(existsSync(path.resolve(env().DATA_DIR, "media", key))).toBe(false);

    const served = await serve(key);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-length")).toBe(String(PNG.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("serves a Range of a file from the bucket with 206, reading only that range", async () => {
    const { token } = await createUser();
    const key = mediaKeyFromUrl((await send(PNG, token)).body.data!.url)!;
    const before = s3.requests.length;
    const ranged = await download(new Request(`${BASE}/api/media/${key}`, { headers: { range: "bytes=100000-100999" } }), {
      params: Promise.resolve({ key }),
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100000-100999/${PNG.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(PNG.subarray(100_000, 101_000))).toBe(true);
    expect(
      s3.requests
        .slice(before)
        .filter((r) => r.method === "GET")
        .map((r) => r.range),
    ).toEqual(["bytes=100000-100999"]);
    const past = await download(new Request(`${BASE}/api/media/${key}`, { headers: { range: `bytes=${PNG.length}-` } }), {
      params: Promise.resolve({ key }),
    });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${PNG.length}`);
  });

  it("refuses a file past 10 MB while it streams into the bucket, and leaves nothing there", async () => {
    const { user, token } = await createUser();
    const before = await s3.keys();
    // Within the body limit (10 MB + 64 KB for the envelope), so it is the streamed count that stops it.
    const res = await send(Buffer.concat([PNG.subarray(0, 1000), Buffer.alloc(10 * 1024 * 1024)]), token);
    expect(res).toEqual({ status: 400, body: { success: false, message: "Files can be at most 10MB each." } });
    expect(await s3.keys()).toEqual(before);
    expect(await db.mediaAsset.count({ where: { userId: user.id } })).toBe(0);
  });

  it("keeps an AI image made by the (offline) generator in the bucket", async () => {
    const { token } = await userWithQuota({ used: 0, limit: 50 });
    const start = await rest<{ data: { id: string } }>("POST", "/falai/generate-image", {
      token,
      body: { prompt: "A lighthouse", platform: "instagram" },
    });
    expect(start.status).toBe(200);
    expect(await processMediaAsset(start.body.data.id, { finalAttempt: true })).toEqual({ status: "completed" });
    const asset = await db.mediaAsset.findUniqueOrThrow({ where: { id: start.body.data.id } });
    const key = mediaKeyFromUrl(asset.url!)!;
    expect(await s3.keys()).toContain(key);
    const served = await serve(key);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("redirects to the bucket's public URL when S3_PUBLIC_BASE_URL is set, and rejects keys that are not ours", async () => {
    process.env.S3_PUBLIC_BASE_URL = "https://media.example.com/pp/";
    resetEnvForTests();
    try {
      const key = `${crypto.randomUUID()}.jpg`;
      const res = await serve(key);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`https://media.example.com/pp/${key}`);
      expect((await serve("..%2Fsecret.png")).status).toBe(404);
    } finally {
      delete process.env.S3_PUBLIC_BASE_URL;
      resetEnvForTests();
    }
  });

  it("answers a file that is not in the bucket with 404 JSON", async () => {
    const served = await serve(`${crypto.randomUUID()}.png`);
    expect(served.status).toBe(404);
    expect(await served.json()).toEqual({ success: false, message: "Media not found" });
  });

  it("answers 503 JSON soon when the store is too slow, instead of hanging", async () => {
    const { token } = await createUser();
    const key = mediaKeyFromUrl((await send(PNG, token)).body.data!.url)!;
    s3.setMode({ kind: "slow", delayMs: 10_000 });
    try {
      const started = Date.now();
      const served = await serve(key);
      expect(served.status).toBe(503);
      expect(await served.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE_MESSAGE });
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      s3.setMode({ kind: "ok" });
    }
  });

  it("refuses an upload with 503 JSON while the store is down, and keeps no record of it", async () => {
    const { user, token } = await createUser();
    s3.setMode({ kind: "down" });
    try {
      const res = await send(PNG, token);
      expect(res).toEqual({ status: 503, body: { success: false, message: STORAGE_UNAVAILABLE_MESSAGE } });
      expect(await db.mediaAsset.count({ where: { userId: user.id } })).toBe(0);
    } finally {
      s3.setMode({ kind: "ok" });
    }
    expect((await send(PNG, token)).status).toBe(200);
  });

  it("stops asking a slow store within a preflight run: every post with media is flagged after one file's timeout", async () => {
    const { user, token } = await createUser();
    await connectAccount(network, user.id, "x");
    const posts = [];
    for (let i = 0; i < 6; i += 1) {
      const key = mediaKeyFromUrl((await send(PNG.subarray(0, 2000), token)).body.data!.url)!;
      posts.push(
        await db.post.create({
          data: {
            userId: user.id,
            content: `Slow ${i}`,
            platforms: ["x"],
            status: "scheduled",
            scheduledAt: new Date(Date.now() + 30 * 60_000),
            mediaKeys: [key],
          },
        }),
      );
    }
    s3.setMode({ kind: "slow", delayMs: 10_000 });
    try {
      const before = s3.requests.length;
      await flagPostsAtRisk();
      // One file is asked about (the SDK's two tries), then the run stops waiting on the store.
      expect(s3.requests.slice(before).filter((r) => r.method === "HEAD").length).toBeLessThanOrEqual(2);
      for (const post of posts) {
        expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).publishWarnings).toEqual([
          "An attached file could not be read from media storage: if storage is not back before this post is due, it will be late.",
        ]);
      }
    } finally {
      s3.setMode({ kind: "ok" });
    }
  });

  it("flags a scheduled post whose file cannot be read while the store is down, keeps it scheduled, and clears the flag when it is back", async () => {
    const { user, token } = await createUser();
    await connectAccount(network, user.id, "x");
    const key = mediaKeyFromUrl((await send(PNG, token)).body.data!.url)!;
    const post = await db.post.create({
      data: {
        userId: user.id,
        content: "With a photo",
        platforms: ["x"],
        status: "scheduled",
        scheduledAt: new Date(Date.now() + 30 * 60_000),
        mediaKeys: [key],
      },
    });
    s3.setMode({ kind: "down" });
    try {
      await flagPostsAtRisk();
      const flagged = await db.post.findUniqueOrThrow({ where: { id: post.id } });
      expect(flagged.status).toBe("scheduled");
      expect(flagged.mediaKeys).toEqual([key]);
      expect(flagged.publishWarnings).toEqual([
        "An attached file could not be read from media storage: if storage is not back before this post is due, it will be late.",
      ]);
      // Publishing meanwhile would wait and retry, not fail the post for good.
      const [media] = await mediaForPublishing([key]);
      const failure = await media!.read!().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(PublishError);
      expect((failure as PublishError).kind).toBe("transient");
    } finally {
      s3.setMode({ kind: "ok" });
    }
    await flagPostsAtRisk();
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).publishWarnings).toEqual([]);
    const [media] = await mediaForPublishing([key]);
    expect((await media!.read!()).equals(PNG)).toBe(true);
  });
});
