/**
 * AI video settings and the feature's gate through both doors: who may call what (anonymous,
 * free, Basic subscription, paid, another user), the spec's defaults and validation texts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { createSetting, premiumUser, settingInput } from "./helpers";

const fake = new SocialNetworkFake();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

type Body = Record<string, unknown> & { success: boolean; message: string };

describe("GET /api/video-generation/status", () => {
  it("is locked for free users and open for paid users, admins and Basic/Pro/Enterprise subscriptions", async () => {
    const free = await createUser();
    const answer = await rest<Body & { available: boolean; user: { aiPromptsUsed: number; aiPromptsLimit: number } }>(
      "GET",
      "/video-generation/status",
      { token: free.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      available: false,
      message: "AI Video Generation is only available to premium users. Upgrade to unlock this feature!",
      user: { aiPromptsUsed: 0, aiPromptsLimit: 25 },
    });

    for (const who of [
      { role: "paid" as const },
      { role: "admin" as const },
      { role: "free" as const, subscription: "Basic" },
      { role: "free" as const, subscription: "Enterprise" },
    ]) {
      const { token } = await createUser(who);
      const status = await trpc({ token }).video.status.query();
      expect(status.available, JSON.stringify(who)).toBe(true);
      expect(status.promptsPerVideo).toBe(20);
    }
  });

  it("needs a signed-in user", async () => {
    const answer = await rest<Body>("GET", "/video-generation/status");
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});

describe("premium gate", () => {
  it("answers 403 requiresUpgrade to free users on every video call, writing nothing", async () => {
    const { user, token } = await createUser();
    const calls: [string, string, unknown?][] = [
      ["GET", "/video-generation/settings"],
      ["POST", "/video-generation/settings", settingInput()],
      ["PUT", "/video-generation/settings/abc", { isActive: false }],
      ["DELETE", "/video-generation/settings/abc"],
      ["POST", "/video-generation/generate/abc"],
      ["GET", "/video-generation/queue"],
      ["PUT", "/video-generation/queue/abc", { title: "x" }],
      ["DELETE", "/video-generation/queue/abc"],
      ["POST", "/video-generation/publish", { videoId: "abc", videoUrl: "x" }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await rest<Body & { requiresUpgrade?: boolean }>(method, path, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toMatchObject({
        success: false,
        requiresUpgrade: true,
        message: "AI Video Generation is only available to premium users. Upgrade to unlock this feature!",
      });
    }
    expect(await db.videoSetting.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("GET /api/video-generation/platforms", () => {
  it("lists TikTok and YouTube Shorts with the user's connected accounts", async () => {
    const { user, token } = await premiumUser();
    await connectAccount(fake, user.id, "tiktok");
    const answer = await rest<{
      platforms: { key: string; connected: boolean }[];
      connectedAccounts: { platform: string; accountName: string; isActive: boolean }[];
    }>("GET", "/video-generation/platforms", { token });
    expect(answer.status).toBe(200);
    expect(answer.body.platforms.map((p) => [p.key, p.connected])).toEqual([
      ["TikTok", true],
      ["YouTube Shorts", false],
    ]);
    expect(answer.body.connectedAccounts).toEqual([expect.objectContaining({ platform: "TikTok", accountName: "tiktok account", isActive: true })]);
  });
});

describe("settings", () => {
  it("creates with the spec's defaults, lists, toggles and deletes", async () => {
    const { token } = await premiumUser();
    const created = await rest<Body & { requiresUpgrade: boolean; setting: Record<string, unknown> }>("POST", "/video-generation/settings", {
      token,
      body: { name: "Daily tips", contentTheme: "Home workouts", platforms: ["TikTok", "YouTube Shorts"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.requiresUpgrade).toBe(false);
    expect(created.body.setting).toMatchObject({
      name: "Daily tips",
      contentTheme: "Home workouts",
      videoLength: 30,
      videosPerBatch: 1,
      postingFrequency: "1x_day",
      preferredTimes: ["09:00"],
      platforms: ["TikTok", "YouTube Shorts"],
      isActive: true,
      estimatedCost: 20,
    });
    const id = created.body.setting.id as string;

    const list = await rest<{ settings: { id: string }[] }>("GET", "/video-generation/settings", { token });
    expect(list.body.settings.map((s) => s.id)).toEqual([id]);

    const off = await rest<Body & { setting: { isActive: boolean } }>("PUT", `/video-generation/settings/${id}`, {
      token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.setting.isActive).toBe(false);
    // A JSON boolean only: the string "true" is refused, not read as true.
    const stringy = await rest<Body>("PUT", `/video-generation/settings/${id}`, { token, body: { isActive: "true" } });
    expect(stringy.status).toBe(400);
    expect((await db.videoSetting.findUniqueOrThrow({ where: { id } })).isActive).toBe(false);

    const gone = await rest<Body>("DELETE", `/video-generation/settings/${id}`, { token });
    expect(gone.status).toBe(200);
    expect(await db.videoSetting.count({ where: { id } })).toBe(0);
  });

  it("refuses invalid settings with clear messages and writes nothing", async () => {
    const { user, token } = await premiumUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{ contentTheme: "" }, "Content theme is required"],
      [{ videoLength: 45 }, "Video length must be 15, 30 or 60 seconds"],
      [{ videosPerBatch: 4 }, "Videos per batch must be 1, 3, 5 or 10"],
      [{ postingFrequency: "4x_day" }, "Posting frequency must be 1x_day, 2x_day or 3x_day"],
      [{ preferredTimes: [] }, "Add at least one preferred time"],
      [{ preferredTimes: ["9am"] }, "Times must be HH:MM"],
      [{ preferredTimes: ["24:00"] }, "Times must be HH:MM"],
      [{ platforms: [] }, "Please select at least one platform"],
      [{ platforms: ["Instagram"] }, "Platforms must be TikTok or YouTube Shorts"],
    ];
    for (const [change, message] of cases) {
      const answer = await rest<Body>("POST", "/video-generation/settings", { token, body: settingInput(change) });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    expect(await db.videoSetting.count({ where: { userId: user.id } })).toBe(0);
  });

  it("keeps preferred times unique and in order", async () => {
    const { token } = await premiumUser();
    const setting = await createSetting(token, { preferredTimes: ["18:00", "09:00", "18:00"] });
    expect(setting.preferredTimes).toEqual(["09:00", "18:00"]);
  });

  it("shows, changes and deletes only the owner's settings (another user's id is 404)", async () => {
    const owner = await premiumUser();
    const other = await premiumUser();
    const setting = await createSetting(owner.token);
    expect((await trpc({ token: other.token }).video.listSettings.query()).settings).toEqual([]);
    for (const [method, path, body] of [
      ["PUT", `/video-generation/settings/${setting.id}`, { isActive: false }],
      ["DELETE", `/video-generation/settings/${setting.id}`, undefined],
      ["POST", `/video-generation/generate/${setting.id}`, undefined],
    ] as const) {
      const answer = await rest<Body>(method, path, { token: other.token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe("Video setting not found");
    }
    expect((await db.videoSetting.findUniqueOrThrow({ where: { id: setting.id } })).isActive).toBe(true);
  });

  it("refuses to delete a setting while its videos are being generated", async () => {
    const { user, token } = await premiumUser();
    const setting = await createSetting(token);
    await db.videoQueueEntry.create({ data: { userId: user.id, settingId: setting.id, title: "Waiting", platforms: ["TikTok"], status: "pending" } });
    const failure = await trpcFailure(trpc({ token }).video.deleteSetting.mutate({ id: setting.id }));
    expect(failure.status).toBe(409);
    expect(failure.message).toBe("Videos of this setting are being generated. Delete it when they are done.");
  });
});
