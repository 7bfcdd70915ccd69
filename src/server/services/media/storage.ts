/**
 * Our own media storage: uploaded files and copies of AI results, kept under DATA_DIR/media and
 * served at /api/media/<key> so their URLs never expire.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { env } from "@/env";

export const MEDIA_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "video/mp4": "mp4",
} as const;
export type MediaMimeType = keyof typeof MEDIA_TYPES;

const KEY_PATTERN = /^[0-9a-f-]{36}\.(png|jpg|mp4)$/;

function mediaDir(): string {
  return path.resolve(env().DATA_DIR, "media");
}

export function mediaUrl(key: string): string {
  return `${env().APP_URL.replace(/\/$/, "")}/api/media/${key}`;
}

export async function saveMedia(bytes: Buffer, mimeType: MediaMimeType): Promise<{ key: string; url: string }> {
  const key = `${randomUUID()}.${MEDIA_TYPES[mimeType]}`;
  await mkdir(mediaDir(), { recursive: true });
  await writeFile(path.join(mediaDir(), key), bytes);
  return { key, url: mediaUrl(key) };
}

/** The key of one of our media URLs, or null for anything else. */
export function mediaKeyFromUrl(url: string): string | null {
  const match = /\/api\/media\/([^/?#]+)$/.exec(url);
  const key = match?.[1];
  return key && KEY_PATTERN.test(key) ? key : null;
}

export async function readMedia(key: string): Promise<Buffer | null> {
  if (!KEY_PATTERN.test(key)) return null;
  try {
    return await readFile(path.join(mediaDir(), key));
  } catch {
    return null;
  }
}

export function mimeTypeOfKey(key: string): MediaMimeType {
  if (key.endsWith(".png")) return "image/png";
  if (key.endsWith(".jpg")) return "image/jpeg";
  return "video/mp4";
}

/** Removes stored files (an account's, when it is deleted); missing files are fine. */
export async function deleteMediaFiles(keys: string[]): Promise<void> {
  for (const key of keys) {
    if (KEY_PATTERN.test(key)) await rm(path.join(mediaDir(), key), { force: true });
  }
}
