/**
 * The media store's contract, run against both stores the app can use: local disk (the default)
 * and S3 through the real AWS client against an S3-compatible server (s3rver) started here.
 * Then what only a remote store can do: be slow or down, which must end in an error soon, never a hang.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalObjectStore, S3ObjectStore, StorageUnavailableError, type ObjectStore } from "@/server/integrations/storage";
import { S3_FAKE_KEY_ID, S3_FAKE_SECRET, S3Fake } from "../fakes/s3";

const s3 = new S3Fake();
let localDir = "";
beforeAll(async () => {
  await s3.start();
  localDir = await mkdtemp(path.join(tmpdir(), "postpilot-local-store-"));
});
afterAll(async () => {
  await s3.stop();
  await rm(localDir, { recursive: true, force: true });
});

function s3Store(timeoutMs = 5_000): S3ObjectStore {
  return new S3ObjectStore({
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_FAKE_KEY_ID, secretAccessKey: S3_FAKE_SECRET },
    timeoutMs,
  });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream of `size` bytes in 64 KB chunks, of no declared length (as an upload arrives). */
function streamOf(size: number, fill = 7): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += 65_536) yield Buffer.alloc(Math.min(65_536, size - sent), fill);
    })(),
  );
}

const stores: [string, () => ObjectStore][] = [
  ["local disk", () => new LocalObjectStore(localDir)],
  ["S3 (s3rver)", () => s3Store()],
];

describe.each(stores)("media store contract: %s", (_name, make) => {
  it("stores bytes and gives them back with their size, then deletes them", async () => {
    const store = make();
    const key = `${crypto.randomUUID()}.png`;
    const bytes = Buffer.from("\x89PNG\r\n\x1a\n and some pixels");
    expect(await store.put(key, bytes, { contentType: "image/png", contentLength: bytes.length })).toMatchObject({ size: bytes.length });
    expect(await store.head(key)).toMatchObject({ size: bytes.length });
    const object = await store.get(key);
    expect(object?.size).toBe(bytes.length);
    expect((await bytesOf(object!.body)).equals(bytes)).toBe(true);
    expect((await collect(store.list())).find((o) => o.key === key)).toEqual({ key, size: bytes.length });

    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
    // Deleting what is not there is fine.
    await store.delete(key);
  });

  it("gives back only a range of bytes (a video player seeking), the first, a middle and the last", async () => {
    const store = make();
    const key = `${crypto.randomUUID()}.mp4`;
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
    await store.put(key, bytes, { contentType: "video/mp4", contentLength: bytes.length });
    for (const [start, end] of [
      [0, 0],
      [1000, 200_999],
      [bytes.length - 10, bytes.length - 1],
    ] as const) {
      const part = await store.get(key, { start, end });
      expect(part?.size).toBe(end - start + 1);
      expect((await bytesOf(part!.body)).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    expect(await store.get(`${crypto.randomUUID()}.mp4`, { start: 0, end: 9 })).toBeNull();
    await store.delete(key);
  });

  it("takes a stream of unknown length larger than one upload part, and replaces an object under the same key", async () => {
    const store = make();
    const key = `${crypto.randomUUID()}.mp4`;
    const size = 6 * 1024 * 1024 + 123;
    expect(await store.put(key, streamOf(size), { contentType: "video/mp4" })).toMatchObject({ size });
    expect(await store.head(key)).toMatchObject({ size });
    const back = await bytesOf((await store.get(key))!.body);
    expect(back.length).toBe(size);
    expect(back.every((b) => b === 7)).toBe(true);

    await store.put(key, Buffer.from("short"), { contentType: "video/mp4", contentLength: 5 });
    expect((await bytesOf((await store.get(key))!.body)).toString()).toBe("short");
    await store.delete(key);
  });

  it("keeps nothing of a stream that fails half-way, and passes on the stream's own error", async () => {
    const store = make();
    const key = `${crypto.randomUUID()}.png`;
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(100_000, 1);
        throw new Error("the client went away");
      })(),
    );
    await expect(store.put(key, failing, { contentType: "image/png" })).rejects.toThrow("the client went away");
    expect(await store.head(key)).toBeNull();
    expect((await collect(store.list())).some((o) => o.key.includes(key))).toBe(false);
  });

  it("answers a missing object with null, not an error", async () => {
    const store = make();
    expect(await store.get("00000000-0000-0000-0000-000000000000.png")).toBeNull();
    expect(await store.head("00000000-0000-0000-0000-000000000000.png")).toBeNull();
  });
});

describe("S3 store that is slow or down", () => {
  it("gives up on a slow store after its timeout instead of waiting for ever", async () => {
    const store = s3Store(300);
    const key = `${crypto.randomUUID()}.png`;
    await store.put(key, Buffer.from("x"), { contentType: "image/png", contentLength: 1 });
    s3.setMode({ kind: "slow", delayMs: 5_000 });
    try {
      const started = Date.now();
      await expect(store.get(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.head(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.put(key, Buffer.from("y"), { contentType: "image/png", contentLength: 1 })).rejects.toBeInstanceOf(StorageUnavailableError);
      // Two tries of each, each cut at the timeout: far below the store's 5 s delay per answer.
      expect(Date.now() - started).toBeLessThan(4_500);
    } finally {
      s3.setMode({ kind: "ok" });
    }
  });

  it("says the store is unavailable when it is down, for every operation, streamed uploads included", async () => {
    const store = s3Store(1_000);
    s3.setMode({ kind: "down" });
    try {
      const key = `${crypto.randomUUID()}.png`;
      await expect(store.put(key, streamOf(1000), { contentType: "image/png" })).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.put(key, Buffer.from("x"), { contentType: "image/png", contentLength: 1 })).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.get(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.head(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      s3.setMode({ kind: "ok" });
    }
  });
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
