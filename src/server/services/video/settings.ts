/**
 * AI video settings (part 2 §3): what a batch is about and where and when its videos go.
 * A setting belongs to a workspace (issue 26): its members see it; any other id answers 404 like a missing one.
 */
import { db, type VideoSetting } from "@/server/db";
import { Conflict, NotFound, ValidationError } from "@/server/errors";
import { hasPremiumAccess, type AccessSubject } from "@/lib/access";
import { withEndedTokensRenewed } from "@/server/services/accounts/connected";
import { currentUsage } from "@/server/services/credits/prompt-credits";
import type { Actor } from "@/server/services/workspaces/actor";
import { PROMPTS_PER_VIDEO, VIDEO_MESSAGES, VIDEO_PLATFORM_NETWORK, VIDEO_PLATFORMS, type PostingFrequency, type VideoPlatform } from "./constants";

export interface SettingInput {
  name: string;
  contentTheme: string;
  videoLength: 15 | 30 | 60;
  videosPerBatch: 1 | 3 | 5 | 10;
  postingFrequency: PostingFrequency;
  preferredTimes: string[];
  platforms: VideoPlatform[];
}

export function presentSetting(setting: VideoSetting) {
  return {
    id: setting.id,
    name: setting.name,
    contentTheme: setting.contentTheme,
    videoLength: setting.videoLength,
    videosPerBatch: setting.videosPerBatch,
    postingFrequency: setting.postingFrequency,
    preferredTimes: setting.preferredTimes,
    platforms: setting.platforms,
    isActive: setting.isActive,
    /** Prompts one Generate of this setting costs. */
    estimatedCost: setting.videosPerBatch * PROMPTS_PER_VIDEO,
    createdAt: setting.createdAt,
    updatedAt: setting.updatedAt,
  };
}

/** GET /api/video-generation/status: whether the feature is open to this user, and their quota. */
export async function videoStatus(user: AccessSubject & { id: string }) {
  const available = hasPremiumAccess(user);
  const usage = await currentUsage(user.id);
  return {
    available,
    message: available ? VIDEO_MESSAGES.available : VIDEO_MESSAGES.locked,
    user: usage,
    promptsPerVideo: PROMPTS_PER_VIDEO,
  };
}

/** GET /api/video-generation/platforms: TikTok and YouTube Shorts, and the workspace's accounts there. */
export async function videoPlatforms(workspaceId: string) {
  const networks = Object.values(VIDEO_PLATFORM_NETWORK);
  const accounts = await withEndedTokensRenewed(
    await db.socialAccount.findMany({ where: { workspaceId, platform: { in: networks } }, orderBy: { createdAt: "asc" } }),
  );
  const connectedAccounts = accounts.map((a) => ({
    platform: VIDEO_PLATFORMS.find((p) => VIDEO_PLATFORM_NETWORK[p] === a.platform)!,
    network: a.platform,
    accountName: a.accountName,
    isActive: a.usable,
    createdAt: a.createdAt,
  }));
  const platforms = VIDEO_PLATFORMS.map((key) => ({
    key,
    name: key,
    network: VIDEO_PLATFORM_NETWORK[key],
    connected: connectedAccounts.some((a) => a.platform === key && a.isActive),
  }));
  return { platforms, connectedAccounts };
}

export async function listSettings(workspaceId: string) {
  const settings = await db.videoSetting.findMany({ where: { workspaceId }, orderBy: { createdAt: "desc" } });
  return settings.map(presentSetting);
}

export async function getOwnedSetting(workspaceId: string, id: string) {
  const setting = await db.videoSetting.findFirst({ where: { id, workspaceId } });
  if (!setting) throw NotFound("Video setting");
  return setting;
}

export async function createSetting(actor: Actor, input: SettingInput) {
  const preferredTimes = [...new Set(input.preferredTimes)].sort();
  const platforms = [...new Set(input.platforms)];
  if (preferredTimes.length === 0) throw ValidationError("Add at least one preferred time");
  if (platforms.length === 0) throw ValidationError("Please select at least one platform");
  const setting = await db.videoSetting.create({
    data: {
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      name: input.name,
      contentTheme: input.contentTheme,
      videoLength: input.videoLength,
      videosPerBatch: input.videosPerBatch,
      postingFrequency: input.postingFrequency,
      preferredTimes,
      platforms,
    },
  });
  return presentSetting(setting);
}

export async function setSettingActive(workspaceId: string, id: string, isActive: boolean) {
  await getOwnedSetting(workspaceId, id);
  const setting = await db.videoSetting.update({ where: { id }, data: { isActive } });
  return presentSetting(setting);
}

/** Refused while its videos are waiting or being generated: they need the setting's theme and length. */
export async function deleteSetting(workspaceId: string, id: string) {
  await getOwnedSetting(workspaceId, id);
  const busy = await db.videoQueueEntry.count({ where: { settingId: id, status: { in: ["pending", "generating"] } } });
  if (busy > 0) throw Conflict(VIDEO_MESSAGES.settingBusy);
  await db.videoSetting.delete({ where: { id } });
}
