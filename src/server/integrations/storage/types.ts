/**
 * Where media bytes live: one small interface over local disk (the default) and any S3-compatible
 * store. Keys are opaque, flat names (`<uuid>.<ext>`); checking that a key is one of ours is the
 * caller's job (src/server/services/media/storage.ts). Bodies are streams both ways, so no object
 * is ever held whole in memory by the store.
 */
import type { Readable } from "node:stream";

export interface ObjectInfo {
  /** Size in bytes. */
  size: number;
  contentType?: string;
}

export interface ObjectBody extends ObjectInfo {
  body: Readable;
}

/** Bytes `start` to `end` of an object, both included (an HTTP Range, already checked against the size). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** Known length (a Buffer's, a file's); unknown for a streamed upload. */
  contentLength?: number;
}

/** The store could not be reached or failed (down, timed out, refused): callers answer 503, never 500. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}

export interface ObjectStore {
  /** "local" or "s3", for logs and the status page. */
  readonly kind: "local" | "s3";
  /**
   * Stores `body` under `key`, replacing any object there. A stream that errors (too large, say)
   * leaves nothing behind under `key`; the stream's error is rethrown as is.
   */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<ObjectInfo>;
  /**
   * The object as a stream, or null when there is none. With `range`, only those bytes (which the
   * caller has checked lie within the object): `size` is then the length of the range.
   */
  get(key: string, range?: ByteRange): Promise<ObjectBody | null>;
  /** The object's size and type, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Every object (key and size), for copying a store into another. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** A URL browsers may fetch the object from directly (a public bucket or CDN), or null. */
  publicUrl(key: string): string | null;
}
