/** Uploaded media: PNG, JPG or MP4 of at most 10 MB, recognised by content, never by name. */
import { Readable } from "node:stream";
import { db } from "@/server/db";
import { ValidationError } from "@/server/errors";
import { personalActor, type Actor } from "@/server/services/workspaces/actor";
import { saveMediaStream, withStorage, type MediaMimeType } from "./storage";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = "Files can be at most 10MB each.";
/** Enough of a file's start to recognise its type. */
const SNIFF_BYTES = 12;

/** The real type of a file from its first bytes. */
export function sniffMediaType(bytes: Buffer): MediaMimeType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  // ISO base media: a box size, then "ftyp", then a brand MP4 players accept.
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString("latin1") === "ftyp") {
    const brand = bytes.subarray(8, 12).toString("latin1");
    if (/^(isom|iso2|iso4|iso5|iso6|mp41|mp42|avc1|dash|M4V |MSNV)$/.test(brand)) return "video/mp4";
  }
  return null;
}

/**
 * Stores an upload as it arrives: its first bytes decide the type, then the rest streams into the
 * media store, counted on the way; past 10 MB the stream fails and nothing stays stored. At most
 * one chunk (and one multipart part for S3) is in memory at a time. The file belongs to the actor's
 * workspace.
 */
export async function storeUpload(who: Actor | string, file: Buffer | Readable) {
  // A bare user id (scripts, tests) stores into that user's personal workspace.
  const actor = typeof who === "string" ? await personalActor(who) : who;
  const source = Buffer.isBuffer(file) ? Readable.from([file]) : file;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // The head: chunks until the type can be told (or the file ends).
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.from(next.value);
    head.push(chunk);
    headBytes += chunk.length;
  }
  const first = Buffer.concat(head);
  const stop = async () => {
    await iterator.return?.();
    source.destroy();
  };
  if (first.length === 0) {
    await stop();
    throw ValidationError("The file is empty.");
  }
  const mimeType = sniffMediaType(first);
  if (!mimeType) {
    await stop();
    throw ValidationError("Only PNG, JPG or MP4 files can be uploaded.");
  }
  if (first.length > MAX_UPLOAD_BYTES) {
    await stop();
    throw ValidationError(TOO_LARGE_MESSAGE);
  }
  let size = 0;
  const counted = Readable.from(
    (async function* () {
      size += first.length;
      yield first;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        size += next.value.length;
        if (size > MAX_UPLOAD_BYTES) {
          await stop();
          throw ValidationError(TOO_LARGE_MESSAGE);
        }
        yield Buffer.from(next.value);
      }
    })(),
    { objectMode: false },
  );
  const { key, url, sizeBytes } = await withStorage(() => saveMediaStream(counted, mimeType));
  const asset = await db.mediaAsset.create({
    data: {
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      kind: mimeType.startsWith("video/") ? "video" : "image",
      source: "upload",
      status: "completed",
      mimeType,
      sizeBytes,
      storageKey: key,
      url,
    },
  });
  return { id: asset.id, url, mimeType, sizeBytes };
}
