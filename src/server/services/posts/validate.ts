/**
 * The one validator of every post transition: what a lifecycle row's `checks` ask for
 * (./lifecycle.ts), run before anything is written. It answers the fields to write and the date.
 */
import type { NetworkKey } from "@/lib/networks";
import { db, type Post } from "@/server/db";
import { ValidationError } from "@/server/errors";
import { workspaceTextLimits, workspaceUsablePlatforms } from "@/server/services/accounts/connected";
import { ownMediaKey } from "@/server/services/media/storage";
import type { Actor } from "@/server/services/workspaces/actor";
import type { Checks } from "./lifecycle";
import {
  checkConnected,
  checkContent,
  checkFutureSchedule,
  checkMediaAlt,
  checkNetworkLimits,
  checkNetworkMedia,
  checkPlatforms,
  EDIT_MAX_CHARS,
  WIZARD_MAX_CHARS,
} from "./rules";

/** What a request asks to write (omitted: kept as stored). */
export interface PostInput {
  content?: string;
  platforms?: string[];
  /** For an existing post, omitted keeps its media (a plan draft's image may be added meanwhile). */
  mediaUrls?: string[];
  /** Alt text per media file (index i describes mediaUrls[i]; "" = none); omitted: none. */
  mediaAlt?: string[];
  /** The post's date: of a scheduled post, or of a draft (null: none); approving: a new time. */
  at?: Date | null;
  /** A reviewer's request for changes. */
  note?: string;
}

/** What is written to the post (its media as storage keys). */
export interface PostChanges {
  content?: string;
  platforms?: NetworkKey[];
  mediaKeys?: string[];
  mediaAlt?: string[];
  /** The reviewer's latest request for changes. */
  reviewNote?: string;
}

export interface Checked {
  changes: PostChanges;
  /** The date asked for (undefined: none given). */
  at: Date | null | undefined;
}

/**
 * The workspace's facts the checks read (its networks' text limits, its usable networks), each read
 * at most once per WorkspaceReads: a request makes one per post; a batch of new posts
 * (createPosts) one for the whole batch, so its rows are checked against the same reads.
 */
export interface WorkspaceReads {
  textLimits(): Promise<Partial<Record<NetworkKey, number>>>;
  usable(): Promise<Set<string>>;
}

export function workspaceReads(workspaceId: string): WorkspaceReads {
  let textLimits: Promise<Partial<Record<NetworkKey, number>>> | undefined;
  let usable: Promise<Set<string>> | undefined;
  return {
    textLimits: () => (textLimits ??= workspaceTextLimits(workspaceId)),
    usable: () => (usable ??= workspaceUsablePlatforms(workspaceId)),
  };
}

const SCHEDULE_REQUIRED = "Please set a date and time for scheduled posts.";
const NOTE_MAX = 2000;

/**
 * Checks `input` against the rules `checks` names, for a new post (`stored` null) or a stored one.
 * New posts take the wizard's 3000 characters, edits of a post the edit dialog's 2000, except Save
 * as draft (3000 from both screens, as before the editors were merged) and a stored post's own text.
 */
export async function validatePost(
  actor: Actor,
  checks: Checks,
  input: PostInput,
  stored: Post | null,
  reads: WorkspaceReads = workspaceReads(actor.workspaceId),
): Promise<Checked> {
  switch (checks.content) {
    case "none":
      return { changes: checks.note ? { reviewNote: checkNote(input.note) } : {}, at: input.at };
    case "stored":
      return { changes: {}, at: await checkStored(reads, checks, stored!, input.at) };
    case "patch":
      return checkPatch(actor, input, stored!, reads);
    case "draft":
    case "full":
      return checkEditor(actor, checks, input, stored, reads);
  }
}

/** Save as draft, schedule, now and keep: the editors' whole post. */
async function checkEditor(actor: Actor, checks: Checks, input: PostInput, stored: Post | null, reads: WorkspaceReads): Promise<Checked> {
  checkDate(input.at);
  const maxChars = stored && checks.content !== "draft" ? EDIT_MAX_CHARS : WIZARD_MAX_CHARS;
  const content = checkContent(input.content ?? "", maxChars);
  checkAltHasMedia(input);
  const given = input.platforms ?? [];
  if (checks.content === "draft") {
    const platforms = given.length > 0 ? checkPlatforms(given) : [];
    checkNetworkLimits(content, platforms, await reads.textLimits());
    const media = input.mediaUrls !== undefined || !stored ? await checkMedia(actor.workspaceId, input.mediaUrls ?? [], input.mediaAlt) : {};
    return { changes: { content, platforms, ...media }, at: input.at };
  }
  const platforms = checkPlatforms(given);
  checkNetworkLimits(content, platforms, await reads.textLimits());
  checkConnected(platforms, await reads.usable());
  checkWhen(checks, input.at);
  let media: Partial<PostChanges> = {};
  if (input.mediaUrls !== undefined || !stored) media = await checkMedia(actor.workspaceId, input.mediaUrls ?? [], input.mediaAlt);
  // A post going out with the media it has: those must still be files of its workspace.
  else if (checks.keptMedia) await checkMediaFiles(stored.workspaceId, stored.mediaKeys);
  // Networks that take only posts with media (Instagram) refuse one without, before it is scheduled.
  checkNetworkMedia(platforms, (media.mediaKeys ?? stored?.mediaKeys ?? []).length);
  return { changes: { content, platforms, ...media }, at: input.at };
}

/** The edit dialog and PUT: only the fields given are checked and written (the text always). */
async function checkPatch(actor: Actor, input: PostInput, stored: Post, reads: WorkspaceReads): Promise<Checked> {
  const content = input.content !== undefined ? checkContent(input.content, EDIT_MAX_CHARS) : stored.content;
  const platforms = input.platforms !== undefined ? checkPlatforms(input.platforms) : (stored.platforms as NetworkKey[]);
  checkNetworkLimits(content, platforms, await reads.textLimits());
  if (input.platforms !== undefined) checkConnected(platforms, await reads.usable());
  if (input.at) checkFutureSchedule(input.at);
  checkAltHasMedia(input);
  // Written only when given: a plan draft's AI image may be added by the worker meanwhile.
  const media: Partial<PostChanges> = input.mediaUrls !== undefined ? await checkMedia(actor.workspaceId, input.mediaUrls, input.mediaAlt) : {};
  if (stored.status === "scheduled") checkNetworkMedia(platforms, (media.mediaKeys ?? stored.mediaKeys).length);
  return { changes: { content, platforms, ...media }, at: input.at };
}

/** Approve, Publish Now and Republish send the post as it is stored; approve needs its date first. */
async function checkStored(reads: WorkspaceReads, checks: Checks, post: Post, given: Date | null | undefined): Promise<Date | null | undefined> {
  if (checks.date === "required") checkWhen(checks, post.scheduledAt);
  // Approving: a new time replaces the one asked (whether it passed is checked under the row lock).
  checkDate(given);
  if (checks.date === "asked" && given) checkFutureSchedule(given);
  const at = checks.date === "asked" ? (given ?? post.scheduledAt) : post.scheduledAt;
  // An AI video's post (TikTok / YouTube, its generated video): only its networks need checking.
  if (post.source === "video") {
    checkConnected(post.platforms as NetworkKey[], await reads.usable());
    return at;
  }
  const content = checkContent(post.content, WIZARD_MAX_CHARS);
  const platforms = checkPlatforms(post.platforms);
  checkNetworkLimits(content, platforms, await reads.textLimits());
  checkConnected(platforms, await reads.usable());
  const mediaKeys = await checkMediaFiles(post.workspaceId, post.mediaKeys);
  checkNetworkMedia(platforms, mediaKeys.length);
  return at;
}

/** A request for changes says what should change. */
function checkNote(note: string | undefined): string {
  const text = (note ?? "").trim();
  if (!text) throw ValidationError("Please say what should change: a comment is required.", { title: "Comment required" });
  if (text.length > NOTE_MAX) throw ValidationError(`A comment can be at most ${NOTE_MAX} characters.`, { title: "Comment too long" });
  return text;
}

function checkWhen(checks: Checks, at: Date | null | undefined): void {
  if (checks.date === "required" && !at) throw ValidationError(SCHEDULE_REQUIRED, { title: "Schedule required" });
  if ((checks.date === "required" || checks.date === "optional") && at) checkFutureSchedule(at);
}

function checkDate(at: Date | null | undefined): void {
  if (at && Number.isNaN(at.getTime())) throw ValidationError("Please set a valid date and time.", { title: "Invalid date" });
}

/**
 * A post's media as stored: files uploaded or generated in the post's workspace (never arbitrary URLs a network
 * would fetch), with their alt texts.
 */
async function checkMedia(workspaceId: string, urls: string[], alt?: string[]): Promise<Required<Pick<PostChanges, "mediaKeys" | "mediaAlt">>> {
  return { mediaKeys: await checkMediaFiles(workspaceId, urls), mediaAlt: checkMediaAlt(alt, urls.length) };
}

/** Alt texts describe the files sent with them: alone they would describe nothing. */
function checkAltHasMedia(input: { mediaUrls?: string[]; mediaAlt?: string[] }): void {
  if (input.mediaAlt !== undefined && input.mediaUrls === undefined) {
    throw ValidationError("Send mediaAlt together with the mediaUrls it describes.", { title: "Alt text" });
  }
}

async function checkMediaFiles(workspaceId: string, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  if (urls.length > 4) throw ValidationError("A post can carry at most 4 media files.");
  const keys = urls.map((url) => ownMediaKey(url));
  if (keys.some((k) => !k)) throw ValidationError("Media must be uploaded or generated here first.");
  const owned = await db.mediaAsset.count({ where: { workspaceId, storageKey: { in: keys as string[] }, status: "completed" } });
  if (owned !== new Set(keys).size) throw ValidationError("Some media files were not found. Upload them again.");
  // Posts store keys; URLs are built from them when read (present.ts, publishing/media.ts).
  return keys as string[];
}
