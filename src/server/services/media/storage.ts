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

/**
 * The key inside a stored media value: a bare key (how posts store media now) or one of our
 * /api/media/<key> URLs (rows written before; their key was checked as the user's own then).
 * Used to rebuild URLs from keys when reading, so a stored host is never used.
 */
export function mediaKeyFromUrl(url: string): string | null {
  const match = /(?:^|\/api\/media\/)([^/?#]+)$/.exec(url);
  const key = match?.[1];
  return key && KEY_PATTERN.test(key) ? key : null;
}

/**
 * The key of a media URL a client sends, only when the URL is really ours: our own origin
 * (APP_URL) or a same-origin path, with exactly /api/media/<key> as its path. Another host, a
 * link-local address or a javascript: URL that merely ends in /api/media/<key> is null.
 */
export function ownMediaKey(value: string): string | null {
  if (KEY_PATTERN.test(value)) return value;
  let url: URL;
  const ours = new URL(env().APP_URL);
  try {
    url = new URL(value, ours);
  } catch {
    return null;
  }
  if (url.origin !== ours.origin || url.search || url.hash || url.username || url.password) return null;
  const match = /^\/api\/media\/([^/]+)$/.exec(url.pathname);
  const key = match?.[1];
  return key && KEY_PATTERN.test(key) ? key : null;
}

/** Where a stored file lives on disk (null for a value that is not one of our keys). */
export function mediaFilePath(key: string): string | null {
  return KEY_PATTERN.test(key) ? path.join(mediaDir(), key) : null;
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
