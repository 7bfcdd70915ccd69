/** Shared set-up of the AI video tests: premium users, their quota, and a setting. */
import { db } from "@/server/db";
import { trpc } from "../helpers/api";
import { createUser } from "../helpers/users";
import { spawnProcess, type Spawned } from "../worker/helpers";

export async function premiumUser(
  options: { role?: "free" | "paid" | "admin"; subscription?: string; used?: number; limit?: number; timeZone?: string } = {},
) {
  const { user, token } = await createUser({ role: options.role ?? "paid", subscription: options.subscription });
  await db.user.update({
    where: { id: user.id },
    data: { aiPromptsUsed: options.used ?? 0, aiPromptsLimit: options.limit ?? 250, timeZone: options.timeZone ?? "UTC" },
  });
  return { user, token };
}

export const settingInput = (extra: Record<string, unknown> = {}) => ({
  name: "Cooking tips",
  contentTheme: "Quick weeknight cooking tips",
  videoLength: 15 as const,
  videosPerBatch: 3 as const,
  postingFrequency: "1x_day" as const,
  preferredTimes: ["09:00"],
  platforms: ["TikTok" as const],
  ...extra,
});

export async function createSetting(token: string, extra: Record<string, unknown> = {}) {
  const answer = await trpc({ token }).video.createSetting.mutate(
    settingInput(extra) as Parameters<ReturnType<typeof trpc>["video"]["createSetting"]["mutate"]>[0],
  );
  return answer.setting;
}

export async function usageOf(userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { aiPromptsUsed: true, aiPromptsLimit: true } });
}

export async function ledgerOf(userId: string) {
  return db.aiPromptLedger.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { amount: true, reason: true } });
}

/** Worker processes (test/video/fixtures/video-worker.ts) on a queue prefix; `all` keeps them for clean-up. */
export function videoWorkers(prefix: string) {
  const all: Spawned[] = [];
  return {
    all,
    start(): Spawned {
      const worker = spawnProcess(process.execPath, ["--import", "tsx", "test/video/fixtures/video-worker.ts", prefix]);
      all.push(worker);
      return worker;
    },
  };
}
