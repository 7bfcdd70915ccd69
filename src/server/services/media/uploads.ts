/** Uploaded media: PNG, JPG or MP4 of at most 10 MB, recognised by content, never by name. */
import { db } from "@/server/db";
import { ValidationError } from "@/server/errors";
import { saveMedia, type MediaMimeType } from "./storage";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

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

export async function storeUpload(userId: string, bytes: Buffer) {
  if (bytes.length === 0) throw ValidationError("The file is empty.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw ValidationError("Files can be at most 10MB each.");
  const mimeType = sniffMediaType(bytes);
  if (!mimeType) throw ValidationError("Only PNG, JPG or MP4 files can be uploaded.");
  const { key, url } = await saveMedia(bytes, mimeType);
  const asset = await db.mediaAsset.create({
    data: {
      userId,
      kind: mimeType.startsWith("video/") ? "video" : "image",
      source: "upload",
      status: "completed",
      mimeType,
      sizeBytes: bytes.length,
      storageKey: key,
      url,
    },
  });
  return { id: asset.id, url, mimeType, sizeBytes: bytes.length };
}
