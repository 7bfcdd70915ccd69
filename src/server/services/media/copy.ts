/**
 * Copies every stored media file from one store into another (DATA_DIR/media into a bucket, when
 * a one-machine install moves to MEDIA_STORAGE=s3). Idempotent: a file the target already holds
 * with the same size is skipped, so the copy can be run again after an interruption or while the
 * old install still takes uploads. Files stream one at a time; none is held whole in memory.
 */
import type { ObjectStore } from "@/server/integrations/storage";
import { mediaKeyFromUrl, mimeTypeOfKey } from "./storage";

export interface CopySummary {
  copied: number;
  skipped: number;
  /** Files in the source that are not media of ours (left alone). */
  ignored: number;
  bytes: number;
}

export async function copyMedia(
  from: ObjectStore,
  to: ObjectStore,
  onFile?: (key: string, outcome: "copied" | "skipped") => void,
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, skipped: 0, ignored: 0, bytes: 0 };
  for await (const { key, size } of from.list()) {
    if (mediaKeyFromUrl(key) !== key) {
      summary.ignored += 1;
      continue;
    }
    const there = await to.head(key);
    if (there && there.size === size) {
      summary.skipped += 1;
      onFile?.(key, "skipped");
      continue;
    }
    const object = await from.get(key);
    if (!object) continue; // removed since it was listed
    await to.put(key, object.body, { contentType: mimeTypeOfKey(key), contentLength: object.size });
    summary.copied += 1;
    summary.bytes += object.size;
    onFile?.(key, "copied");
  }
  return summary;
}
