/** Objects as files in one folder (DATA_DIR/media): the default store, for one machine. */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, opendir, rename, rm, stat } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ByteRange, ObjectBody, ObjectInfo, ObjectStore, PutOptions } from "./types";

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

export class LocalObjectStore implements ObjectStore {
  readonly kind = "local" as const;

  constructor(readonly dir: string) {}

  private file(key: string): string {
    // Keys are flat names; anything else never reaches the disk.
    if (!SAFE_KEY.test(key) || key.startsWith(".")) throw new Error("invalid storage key");
    return path.join(this.dir, key);
  }

  async put(key: string, body: Readable | Buffer, _options: PutOptions): Promise<ObjectInfo> {
    const target = this.file(key);
    await mkdir(this.dir, { recursive: true });
    // Written beside the target and renamed into place: a reader never sees half a file, and a
    // stream that fails (too large) leaves only the partial file, which is removed.
    const partial = path.join(this.dir, `.${key}.${randomUUID()}.part`);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const { size } = await stat(target);
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<ObjectBody | null> {
    const info = await this.head(key);
    if (!info) return null;
    if (range) return { size: range.end - range.start + 1, body: createReadStream(this.file(key), { start: range.start, end: range.end }) };
    return { ...info, body: createReadStream(this.file(key)) };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let dir;
    try {
      dir = await opendir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for await (const entry of dir) {
      if (!entry.isFile() || entry.name.startsWith(".") || !SAFE_KEY.test(entry.name)) continue;
      const { size } = await stat(path.join(this.dir, entry.name));
      yield { key: entry.name, size };
    }
  }

  publicUrl(): string | null {
    return null;
  }
}
