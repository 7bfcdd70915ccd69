/**
 * `npm run media:copy-to-s3` (run as the command, as an operator would): copies DATA_DIR/media into
 * the bucket, and run again copies only what changed: files already there with the same size are
 * skipped, files that are not media of ours are left alone.
 */
import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3ObjectStore } from "@/server/integrations/storage";
import { S3_FAKE_KEY_ID, S3_FAKE_SECRET, S3Fake } from "../fakes/s3";

const run = promisify(execFile);
const s3 = new S3Fake("copied-media");
let dataDir = "";

beforeAll(async () => {
  await s3.start();
  dataDir = await mkdtemp(path.join(tmpdir(), "postpilot-copy-"));
  await mkdir(path.join(dataDir, "media"));
});
afterAll(async () => {
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function copyCommand(): Promise<string> {
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/media-copy-to-s3.ts"], {
    env: { NODE_ENV: "test", PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ...s3.envVars(), MEDIA_STORAGE: "local" },
    timeout: 60_000,
  });
  return stdout;
}

async function bucketBytes(key: string): Promise<Buffer | null> {
  const store = new S3ObjectStore({
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_FAKE_KEY_ID, secretAccessKey: S3_FAKE_SECRET },
    timeoutMs: 5_000,
  });
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  store.destroy();
  return Buffer.concat(chunks);
}

describe("npm run media:copy-to-s3", () => {
  it("copies the media folder into the bucket, then only what is missing or differs", async () => {
    const files = new Map<string, Buffer>();
    for (const ext of ["png", "jpg", "mp4"]) {
      const key = `${randomUUID()}.${ext}`;
      const bytes = randomBytes(ext === "mp4" ? 700_000 : 20_000);
      files.set(key, bytes);
      await writeFile(path.join(dataDir, "media", key), bytes);
    }
    await writeFile(path.join(dataDir, "media", "notes.txt"), "not media");

    expect(await copyCommand()).toMatch(/Done: 3 copied \(0\.7 MB\), 0 already there, 1 other files left alone\./);
    for (const [key, bytes] of files) expect((await bucketBytes(key))?.equals(bytes)).toBe(true);
    expect(await s3.keys()).not.toContain("notes.txt");

    const puts = () => s3.requests.filter((r) => r.method === "PUT").length;
    const before = puts();
    expect(await copyCommand()).toMatch(/Done: 0 copied .*, 3 already there/);
    expect(puts()).toBe(before);

    // One file changed on disk (another size) and one added: just those two go up.
    const [changed] = [...files.keys()];
    const replaced = randomBytes(30_000);
    await writeFile(path.join(dataDir, "media", changed!), replaced);
    const added = `${randomUUID()}.png`;
    await writeFile(path.join(dataDir, "media", added), randomBytes(1000));
    expect(await copyCommand()).toMatch(/Done: 2 copied .*, 2 already there/);
    expect((await bucketBytes(changed!))?.equals(replaced)).toBe(true);
    expect(await bucketBytes(added)).not.toBeNull();
  });
});
