/**
 * The media store this process uses: DATA_DIR/media on local disk by default, or an S3-compatible
 * bucket with MEDIA_STORAGE=s3. Nothing outside this folder talks to a store's vendor.
 */
import path from "node:path";
import { env } from "@/env";
import { LocalObjectStore } from "./local";
import { S3ObjectStore, type S3StoreOptions } from "./s3";
import type { ObjectStore } from "./types";

export * from "./types";
export { LocalObjectStore } from "./local";
export { S3ObjectStore, type S3StoreOptions } from "./s3";

/** The S3 settings from the environment (MEDIA_STORAGE=s3), checked. */
export function s3OptionsFromEnv(): S3StoreOptions {
  const config = env();
  if (!config.S3_BUCKET) throw new Error("MEDIA_STORAGE=s3 needs S3_BUCKET (see .env.example).");
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's default credentials).");
  }
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    timeoutMs: config.MEDIA_STORAGE_TIMEOUT_MS,
    publicBaseUrl: config.S3_PUBLIC_BASE_URL,
  };
}

/** The local store under DATA_DIR/media (also the source of `npm run media:copy-to-s3`). */
export function localMediaStore(): LocalObjectStore {
  return new LocalObjectStore(path.resolve(env().DATA_DIR, "media"));
}

let cached: { key: string; store: ObjectStore } | undefined;

export function mediaStore(): ObjectStore {
  const config = env();
  const options = config.MEDIA_STORAGE === "s3" ? s3OptionsFromEnv() : { dir: path.resolve(config.DATA_DIR, "media") };
  // Keyed by the whole configuration: tests (and a changed environment) get a matching store.
  const key = JSON.stringify(options);
  if (cached?.key !== key) {
    if (cached?.store instanceof S3ObjectStore) cached.store.destroy();
    cached = { key, store: "bucket" in options ? new S3ObjectStore(options) : new LocalObjectStore(options.dir) };
  }
  return cached.store;
}
