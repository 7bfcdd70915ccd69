/**
 * Content plans with images (spec part 1 §9: 35 / 75 / 150 prompts for 7 / 15 / 30 days): the plan
 * is charged once, each draft gets an image made on the real worker and added when ready, and an
 * image the provider refuses refunds its share.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { imageShare, planCost } from "@/server/services/ai/content-plans";
import { FalFake } from "../fakes/fal";
import { SocialNetworkFake } from "../fakes/social-network";
import { ledger, selectOfflineGenerator, usage } from "../ai/helpers";
import { connectAccount } from "../helpers/accounts";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";
import { useFalFake } from "../helpers/media";

type PlanBody = {
  success: boolean;
  message: string;
  posts: { id: string; media: string[] }[];
  images: { postId: string; id: string }[];
  promptsCharged: number;
  aiPromptsUsed: number;
  quotaExceeded?: boolean;
};

const fal = new FalFake();
const networks = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;

function useOfflineMedia() {
  for (const name of ["FAL_KEY", "FAL_QUEUE_URL", "FAL_POLL_INTERVAL_MS", "FAL_TIMEOUT_MS"]) delete process.env[name];
  resetEnvForTests();
}

beforeAll(async () => {
  await fal.start();
  await networks.start();
  await selectOfflineGenerator();
  useOfflineMedia();
  worker = await startTestWorker("plan-images", networks.envVars());
});

afterAll(async () => {
  await worker?.stop();
  useOfflineMedia();
  await fal.stop();
  await networks.stop();
});

afterEach(() => {
  fal.reset();
  useOfflineMedia();
});

async function paidUser(limit: number, used = 0) {
  const { user, token } = await createUser({ role: "paid" });
  await db.user.update({ where: { id: user.id }, data: { aiPromptsUsed: used, aiPromptsLimit: limit, timeZone: "UTC" } });
  await connectAccount(networks, user.id, "linkedin");
  return { user, token };
}

const plan = (period: number) => ({
  subject: "Healthy breakfast ideas",
  platforms: ["linkedin"],
  period,
  startTime: "08:30",
  tone: "friendly",
  includeImages: true,
});

async function settled(mediaIds: string[]) {
  return waitFor(
    "every plan image to finish",
    async () => {
      const assets = await db.mediaAsset.findMany({ where: { id: { in: mediaIds } } });
      return assets.length === mediaIds.length && assets.every((a) => a.status !== "processing") ? assets : null;
    },
    { timeoutMs: 60_000, intervalMs: 200 },
  );
}

describe("content plans with images", () => {
  it("costs 35, 75 and 150 prompts; each image accounts for its share", () => {
    expect([planCost(7, true), planCost(15, true), planCost(30, true)]).toEqual([35, 75, 150]);
    // The shares plus the text part add up to the plan's price.
    expect(7 * imageShare(7) + planCost(7, false)).toBe(35);
    expect(15 * imageShare(15) + planCost(15, false)).toBe(75);
    expect(30 * imageShare(30) + planCost(30, false)).toBe(150);
  });

  it("a 7-day plan charges 35 once and every draft gets its own generated image", async () => {
    const { user, token } = await paidUser(100);
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan(7) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, promptsCharged: 35, aiPromptsUsed: 35 });
    expect(res.body.message).toContain("Images are being generated");
    expect(res.body.images).toHaveLength(7);
    expect(res.body.images.map((i) => i.postId).sort()).toEqual(res.body.posts.map((p) => p.id).sort());
    expect(await ledger(user.id)).toEqual([{ amount: 35, reason: "ai.content_plan.7d" }]);

    const assets = await settled(res.body.images.map((i) => i.id));
    expect(assets.every((a) => a.status === "completed" && a.width === 1200 && a.height === 627)).toBe(true);
    const drafts = await waitFor("the images on the drafts", async () => {
      const posts = await db.post.findMany({ where: { userId: user.id } });
      return posts.every((p) => p.mediaKeys.length === 1) ? posts : null;
    });
    for (const { postId, id } of res.body.images) {
      const asset = assets.find((a) => a.id === id)!;
      expect(drafts.find((p) => p.id === postId)!.mediaKeys).toEqual([asset.url]);
    }
    // Nothing more was charged by the worker.
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 35 });

    // The drafts can be approved with their images (media the user owns).
    const approved = await rest<{ success: boolean; debug: { finalScheduledCount: number } }>("POST", "/posts/approve-content-plan", {
      token,
      body: { postIds: res.body.posts.map((p) => p.id) },
    });
    expect(approved.body).toMatchObject({ success: true, debug: { finalScheduledCount: 7 } });
  });

  it("15 days cost exactly 75: one prompt short answers 403 and writes nothing", async () => {
    const { user, token } = await paidUser(74);
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan(15) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, quotaExceeded: true, aiPromptsUsed: 0, aiPromptsLimit: 74 });
    expect(await db.post.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.mediaAsset.count({ where: { userId: user.id } })).toBe(0);

    await db.user.update({ where: { id: user.id }, data: { aiPromptsLimit: 75 } });
    const fits = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan(15) });
    expect(fits.status).toBe(200);
    expect(fits.body).toMatchObject({ promptsCharged: 75, aiPromptsUsed: 75 });
    expect(await db.mediaAsset.count({ where: { userId: user.id, promptsCharged: 5 } })).toBe(15);
    await settled(fits.body.images.map((i) => i.id));
  }, 90_000);

  it("30 days cost 150", async () => {
    const { user, token } = await paidUser(150);
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan(30) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ promptsCharged: 150, aiPromptsUsed: 150 });
    expect(res.body.images).toHaveLength(30);
    expect(await ledger(user.id)).toEqual([{ amount: 150, reason: "ai.content_plan.30d" }]);
    await settled(res.body.images.map((i) => i.id));
  }, 90_000);

  it("images the provider refuses are refunded (their share each) and the drafts stay without media", async () => {
    useFalFake(fal);
    fal.setMode({ kind: "failed", detail: "Content policy violation" });
    const { user, token } = await paidUser(100);
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan(7) });
    expect(res.status).toBe(200);
    const assets = await settled(res.body.images.map((i) => i.id));
    expect(assets.every((a) => a.status === "failed")).toBe(true);
    // 35 charged, 7 images × 4 refunded: the text part (7) stays paid.
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 7 });
    expect((await ledger(user.id)).filter((row) => row.amount === -4)).toHaveLength(7);
    const status = await rest<{ data: { status: string; promptsRefunded: number } }>("GET", `/falai/status/${res.body.images[0]!.id}`, { token });
    expect(status.body.data).toEqual(expect.objectContaining({ status: "failed", promptsRefunded: 4 }));
    expect((await db.post.findMany({ where: { userId: user.id } })).every((p) => p.mediaKeys.length === 0)).toBe(true);
  });
});
