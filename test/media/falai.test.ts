/**
 * AI media through the REST door and the real worker: costs (image 10, video 20), the quota's 403,
 * refunds when the provider fails, status transitions, ownership, crash-safe re-runs, and that a
 * post accepts the generated file. fal.ai is the queue contract fake; the offline generator is real.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { failMediaAsset, processMediaAsset } from "@/server/services/media/generate";
import { mediaKeyFromUrl, readMedia } from "@/server/services/media/storage";
import { FalFake } from "../fakes/fal";
import { SocialNetworkFake } from "../fakes/social-network";
import { ledger, usage, userWithQuota } from "../ai/helpers";
import { connectAccount } from "../helpers/accounts";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";
import { useFalFake, useOfflineMedia as useOffline } from "../helpers/media";

type Started = {
  success: boolean;
  message: string;
  data: { id: string; url: null; status: string; kind: string; width: number; height: number; generator: string; offline: boolean };
  promptsCharged: number;
  aiPromptsUsed: number;
  aiPromptsLimit: number;
  quotaExceeded?: boolean;
};
type Status = {
  success: boolean;
  message?: string;
  data: {
    id: string;
    url: string | null;
    status: string;
    kind: string;
    width: number | null;
    height: number | null;
    generator: string;
    offline: boolean;
    promptsRefunded: number;
  };
};

const fal = new FalFake();
const networks = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;
const useFal = () => useFalFake(fal);

beforeAll(async () => {
  await fal.start();
  await networks.start();
  useOffline();
  worker = await startTestWorker("media", networks.envVars());
});

afterAll(async () => {
  await worker?.stop();
  useOffline();
  await fal.stop();
  await networks.stop();
});

afterEach(() => {
  fal.reset();
  useOffline();
});

async function finished(token: string, id: string): Promise<Status> {
  return waitFor(`media ${id} to finish`, async () => {
    const answer = await rest<Status>("GET", `/falai/status/${id}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.data.status !== "processing" ? answer.body : null;
  });
}

async function storedFile(url: string): Promise<Buffer> {
  const key = mediaKeyFromUrl(url);
  expect(key).not.toBeNull();
  const bytes = await readMedia(key!);
  expect(bytes).not.toBeNull();
  return bytes!;
}

describe("generating with the offline generator (no FAL_KEY)", () => {
  it("an image costs 10 prompts, runs on the worker and ends as our own PNG at the platform's size", async () => {
    const { user, token } = await userWithQuota({ used: 0, limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-image", {
      token,
      body: { prompt: "A bright home office", platform: "linkedin", style: "minimal", quality: "standard" },
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ success: true, promptsCharged: 10, aiPromptsUsed: 10, aiPromptsLimit: 25 });
    expect(start.body.data).toMatchObject({
      url: null,
      status: "processing",
      kind: "image",
      width: 1200,
      height: 627,
      generator: "offline",
      offline: true,
    });

    const done = await finished(token, start.body.data.id);
    expect(done.data).toMatchObject({ status: "completed", offline: true, width: 1200, height: 627, promptsRefunded: 0 });
    expect(done.data.url).toMatch(/\/api\/media\/[0-9a-f-]{36}\.png$/);
    const png = await storedFile(done.data.url!);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 627]);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 10 });
    expect(await ledger(user.id)).toEqual([{ amount: 10, reason: "ai.media.image" }]);
  });

  it("a video costs 20 prompts and ends as an MP4", async () => {
    const { user, token } = await userWithQuota({ used: 0, limit: 50 });
    const start = await rest<Started>("POST", "/falai/generate-video", {
      token,
      body: { prompt: "Waves at sunrise", platform: "tiktok", quality: "standard" },
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ promptsCharged: 20, aiPromptsUsed: 20 });
    const done = await finished(token, start.body.data.id);
    expect(done.data).toMatchObject({ status: "completed", kind: "video" });
    expect(done.data.url).toMatch(/\.mp4$/);
    const mp4 = await storedFile(done.data.url!);
    expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 20 });
  });

  it("uses the spec's defaults (general platform, realistic style, HD) when only a prompt is sent", async () => {
    const { token } = await userWithQuota({ limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-image", { token, body: { prompt: "Defaults" } });
    expect(start.status).toBe(200);
    const asset = await db.mediaAsset.findUniqueOrThrow({ where: { id: start.body.data.id } });
    expect(asset).toMatchObject({ platform: "general", style: "realistic", quality: "hd", width: 1024, height: 1024 });
    await finished(token, start.body.data.id);
  });

  it("the generated image can be attached to a post like an upload", async () => {
    const { user, token } = await userWithQuota({ limit: 25 });
    await connectAccount(networks, user.id, "x");
    const start = await rest<Started>("POST", "/falai/generate-image", { token, body: { prompt: "Product shot", platform: "x" } });
    const done = await finished(token, start.body.data.id);
    const scheduledAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    const post = await rest<{ success: boolean; post: { media: string[] } }>("POST", "/posts/schedule", {
      token,
      body: { content: "With an AI image", platforms: ["x"], scheduledAt, mediaUrls: [done.data.url] },
    });
    expect(post.status).toBe(200);
    expect(post.body.post.media).toEqual([done.data.url]);
  });
});

describe("quota", () => {
  it("answers 403 with quotaExceeded, the usage and a message, and records nothing", async () => {
    const { user, token } = await userWithQuota({ used: 10, limit: 25 });
    const video = await rest<Record<string, unknown>>("POST", "/falai/generate-video", { token, body: { prompt: "Too expensive" } });
    expect(video.status).toBe(403);
    expect(video.body).toEqual({
      success: false,
      quotaExceeded: true,
      aiPromptsUsed: 10,
      aiPromptsLimit: 25,
      promptsNeeded: 20,
      promptsLeft: 15,
      message: "This video needs 20 AI prompts; you have 15 left. You've used 10/25 AI prompts. Upgrade your plan to continue.",
    });
    // 10 more still fit exactly: the image goes through, the next one does not.
    expect((await rest("POST", "/falai/generate-image", { token, body: { prompt: "Fits" } })).status).toBe(200);
    const over = await rest<Record<string, unknown>>("POST", "/falai/generate-image", { token, body: { prompt: "Over" } });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ quotaExceeded: true, aiPromptsUsed: 20, aiPromptsLimit: 25 });
    expect(await db.mediaAsset.count({ where: { userId: user.id } })).toBe(1);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 20 });
  });

  it("concurrent requests never spend more than the limit", async () => {
    const { user, token } = await userWithQuota({ used: 0, limit: 30 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => rest("POST", "/falai/generate-image", { token, body: { prompt: "Race" } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(3);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 30 });
    expect(await db.mediaAsset.count({ where: { userId: user.id } })).toBe(3);
  });

  it("unlimited plans are never blocked and still counted", async () => {
    const { user, token } = await userWithQuota({ used: 5000, limit: -1 });
    expect((await rest("POST", "/falai/generate-video", { token, body: { prompt: "Unlimited" } })).status).toBe(200);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 5020 });
  });
});

describe("with fal.ai (queue contract fake)", () => {
  it("moves from processing to completed and stores fal's file as our own", async () => {
    useFal();
    fal.setMode({ kind: "stuck" });
    const { token } = await userWithQuota({ limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-image", { token, body: { prompt: "A fox", platform: "instagram", style: "3d" } });
    expect(start.body.data).toMatchObject({ generator: "fal", offline: false });
    // The worker is polling fal, which keeps answering IN_PROGRESS.
    await waitFor("fal status polls", async () => fal.requests.filter((r) => r.path.endsWith("/status")).length >= 3);
    const processing = await rest<Status>("GET", `/falai/status/${start.body.data.id}`, { token });
    expect(processing.body.data).toMatchObject({ status: "processing", url: null });

    fal.setMode({ kind: "ok" });
    const done = await finished(token, start.body.data.id);
    expect(done.data).toMatchObject({ status: "completed", generator: "fal", offline: false, width: 1080, height: 1080 });
    // Our URL, not fal's CDN: it never expires.
    expect(done.data.url).toMatch(/^http:\/\/localhost:3000\/api\/media\/[0-9a-f-]{36}\.png$/);
    const png = await storedFile(done.data.url!);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
  });

  it("refunds the prompts when fal fails, and the status says so", async () => {
    useFal();
    fal.setMode({ kind: "failed", detail: "Content policy violation" });
    const { user, token } = await userWithQuota({ used: 3, limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-image", { token, body: { prompt: "Something refused" } });
    expect(start.body.aiPromptsUsed).toBe(13);
    const done = await finished(token, start.body.data.id);
    expect(done).toMatchObject({ message: "Generation failed", data: { status: "failed", url: null, promptsRefunded: 10 } });
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 3 });
    expect(await ledger(user.id)).toEqual([
      { amount: 10, reason: "ai.media.image" },
      { amount: -10, reason: "refund: ai.media.image" },
    ]);
    const asset = await db.mediaAsset.findUniqueOrThrow({ where: { id: start.body.data.id } });
    expect(asset.error).toMatch(/Content policy violation/);
  });

  it("refunds a video when fal refuses the submit", async () => {
    useFal();
    fal.setMode({ kind: "submitError", status: 422, detail: "Unsupported duration" });
    const { user, token } = await userWithQuota({ used: 0, limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-video", { token, body: { prompt: "Refused video" } });
    const done = await finished(token, start.body.data.id);
    expect(done).toMatchObject({ message: "Video generation was unsuccessful", data: { status: "failed", promptsRefunded: 20 } });
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 0 });
  });

  it("refunds when fal's result file is gone", async () => {
    useFal();
    fal.setMode({ kind: "missingFile" });
    const { user, token } = await userWithQuota({ used: 0, limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-image", { token, body: { prompt: "Expired file" } });
    expect((await finished(token, start.body.data.id)).data.status).toBe("failed");
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 0 });
  });
});

describe("ownership and input", () => {
  it("another user's media id answers 404, and an anonymous caller 401", async () => {
    const owner = await userWithQuota({ limit: 25 });
    const other = await userWithQuota({ limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-image", { token: owner.token, body: { prompt: "Mine" } });
    const foreign = await rest("GET", `/falai/status/${start.body.data.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, message: "Media not found" });
    expect((await rest("GET", `/falai/status/${start.body.data.id}`)).status).toBe(401);
    expect((await rest("POST", "/falai/generate-image", { body: { prompt: "Anonymous" } })).status).toBe(401);
    const viaTrpc = await trpcFailure(trpc({ token: other.token }).media.status.query({ id: start.body.data.id }));
    expect(viaTrpc.status).toBe(404);
    await finished(owner.token, start.body.data.id);
  });

  it("refuses a blank prompt or an unknown platform with 400 and charges nothing", async () => {
    const { user, token } = await userWithQuota({ limit: 25 });
    const blank = await rest("POST", "/falai/generate-image", { token, body: { prompt: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, message: "Prompt is required" });
    expect((await rest("POST", "/falai/generate-video", { token, body: { prompt: "x", platform: "myspace" } })).status).toBe(400);
    expect((await rest("POST", "/falai/generate-image", { token, body: { prompt: "x", style: "baroque" } })).status).toBe(400);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 0 });
  });
});

describe("crash safety of the worker's job", () => {
  it("re-running a completed asset's job changes nothing and charges nothing", async () => {
    const { user, token } = await userWithQuota({ limit: 25 });
    const start = await rest<Started>("POST", "/falai/generate-image", { token, body: { prompt: "Once" } });
    const done = await finished(token, start.body.data.id);
    const again = await processMediaAsset(start.body.data.id, { finalAttempt: true });
    expect(again).toEqual({ status: "completed", skipped: true });
    const asset = await db.mediaAsset.findUniqueOrThrow({ where: { id: start.body.data.id } });
    expect(asset.url).toBe(done.data.url);
    expect(await ledger(user.id)).toEqual([{ amount: 10, reason: "ai.media.image" }]);
  });

  it("an asset whose job was lost (still processing long after any job could run) is failed and refunded when read", async () => {
    const { user, token } = await userWithQuota({ used: 20, limit: 25 });
    const asset = await db.mediaAsset.create({
      data: { userId: user.id, kind: "video", source: "offline", status: "processing", prompt: "Lost", promptsCharged: 20 },
    });
    const fresh = await rest<Status>("GET", `/falai/status/${asset.id}`, { token });
    expect(fresh.body.data.status).toBe("processing");
    // Two hours later (FAL_TIMEOUT_MS is 10 minutes by default).
    await db.$executeRaw`UPDATE "MediaAsset" SET "updatedAt" = now() - interval '2 hours' WHERE id = ${asset.id}`;
    const stale = await rest<Status>("GET", `/falai/status/${asset.id}`, { token });
    expect(stale.body).toMatchObject({ message: "Video generation was unsuccessful", data: { status: "failed", promptsRefunded: 20 } });
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 0 });
  });

  it("failing an asset twice refunds once", async () => {
    const { user } = await userWithQuota({ used: 0, limit: 25 });
    const asset = await db.mediaAsset.create({
      data: { userId: user.id, kind: "image", source: "offline", status: "processing", prompt: "x", promptsCharged: 10 },
    });
    await db.user.update({ where: { id: user.id }, data: { aiPromptsUsed: 10 } });
    const results = await Promise.all([failMediaAsset(asset, "lost"), failMediaAsset(asset, "lost")]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 0 });
    expect(await processMediaAsset(asset.id, { finalAttempt: true })).toEqual({ status: "failed", skipped: true });
  });
});
