/**
 * Issue 27's proof, media part: two web nodes (`next start` on the production build) and two
 * workers, each a separate process with its own DATA_DIR (as if on four machines), against one
 * PostgreSQL, one Redis and one S3-compatible store (s3rver):
 * - a file uploaded through web A is served by web B;
 * - an AI image made by a worker (the offline generator) is served by both web nodes;
 * - a post with that upload, scheduled through web A, is published by a worker to the X contract
 *   fake, which reads the bytes (and records their SHA-256).
 * Run by scripts/test.ts in the e2e phase, once the build exists (vitest project `multinode`).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { db } from "@/server/db";
import { S3Fake } from "../fakes/s3";
import { SocialNetworkFake } from "../fakes/social-network";
import { userWithQuota } from "../ai/helpers";
import { connectAccount } from "../helpers/accounts";
import { ROOT, spawnProcess, waitFor, type Spawned } from "../worker/helpers";

const s3 = new S3Fake();
const network = new SocialNetworkFake();
const processes: { name: string; proc: Spawned }[] = [];
const webs: string[] = [];
let root = "";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300_000)]);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(name: string, command: string, args: string[], extra: Record<string, string>) {
  const proc = spawnProcess(command, args, { ...process.env, ...extra });
  processes.push({ name, proc });
  return proc;
}

async function download(base: string, key: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(`${base}/api/media/${key}`);
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "postpilot-nodes-"));
  await s3.start();
  await network.start();
  const [portA, portB] = [await freePort(), await freePort()];
  webs.push(`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`);
  const shared = {
    NODE_ENV: "production",
    // One public address in front of both web nodes (links and media URLs name it).
    APP_URL: webs[0]!,
    // The same secrets on every machine (this process signs the test's tokens and encrypts the account's).
    AUTH_SECRET: env().AUTH_SECRET,
    TOKEN_ENCRYPTION_KEY: env().TOKEN_ENCRYPTION_KEY,
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_POOL_SIZE: "5",
    ...s3.envVars(),
    ...network.envVars(),
  };
  for (const [i, port] of [portA, portB].entries()) {
    start(`web ${"AB"[i]}`, path.join(ROOT, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
      ...shared,
      DATA_DIR: path.join(root, `web-${i}`),
    });
  }
  for (const i of [0, 1]) {
    start(`worker ${i + 1}`, process.execPath, ["--import", "tsx", "jobs/worker.ts"], {
      ...shared,
      LOG_LEVEL: "info", // its "worker started" line
      DATA_DIR: path.join(root, `worker-${i}`),
    });
  }
  try {
    await waitForNodes();
  } catch (error) {
    console.error(outputs());
    throw error;
  }
}, 240_000);

async function waitForNodes(): Promise<void> {
  for (const base of webs) {
    await waitFor(`${base} to answer`, async () => (await fetch(`${base}/api/media/${crypto.randomUUID()}.png`).catch(() => null))?.status === 404, {
      timeoutMs: 90_000,
      intervalMs: 250,
    });
  }
  for (const { name, proc } of processes.filter((p) => p.name.startsWith("worker"))) {
    await waitFor(`${name} to start`, async () => /worker started/.test(proc.output()), { timeoutMs: 90_000, intervalMs: 250 });
  }
}

afterAll(async () => {
  for (const { proc } of processes) proc.child.kill("SIGTERM");
  await Promise.all(processes.map(({ proc }) => Promise.race([proc.exited, new Promise((r) => setTimeout(r, 35_000))])));
  for (const { proc } of processes) proc.killGroup();
  await network.stop();
  await s3.stop();
  await rm(root, { recursive: true, force: true });
}, 60_000);

function outputs(): string {
  return processes.map(({ name, proc }) => `--- ${name}\n${proc.output().slice(-4000)}`).join("\n");
}

describe("two web nodes and two workers on separate data folders, media in one bucket", () => {
  it("serves on web B what was uploaded through web A; serves a worker's AI image on both; publishes a scheduled post's file from the bucket", async () => {
    try {
      const { user, token } = await userWithQuota({ used: 0, limit: 50 });
      const auth = { authorization: `Bearer ${token}` };

      // Upload through web A, download from web B (and A).
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(PNG)]), "photo.png");
      const uploaded = await fetch(`${webs[0]}/api/media/upload`, { method: "POST", body: form, headers: auth });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { data } = (await uploaded.json()) as { data: { url: string } };
      const key = data.url.split("/").pop()!;
      for (const base of webs) {
        const served = await download(base, key);
        expect({ status: served.status, type: served.type, same: served.bytes.equals(PNG) }).toEqual({ status: 200, type: "image/png", same: true });
      }

      // An AI image requested through web B, made by whichever worker takes the job, served by both.
      const requested = await fetch(`${webs[1]}/api/falai/generate-image`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ prompt: "A lighthouse at dusk", platform: "instagram" }),
      });
      expect(requested.status, await requested.clone().text()).toBe(200);
      const { data: job } = (await requested.json()) as { data: { id: string } };
      const imageUrl = await waitFor(
        "the AI image",
        async () => {
          const status = await fetch(`${webs[0]}/api/falai/status/${job.id}`, { headers: auth });
          const body = (await status.json()) as { data?: { status: string; url?: string } };
          expect(body.data?.status).not.toBe("failed");
          return body.data?.status === "completed" ? body.data.url : null;
        },
        { timeoutMs: 60_000, intervalMs: 300 },
      );
      const imageKey = imageUrl!.split("/").pop()!;
      const [fromA, fromB] = [await download(webs[0]!, imageKey), await download(webs[1]!, imageKey)];
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromA.bytes.length).toBeGreaterThan(1000);
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);

      // A post with the upload, scheduled through web A, published by a worker: X's fake gets the bytes.
      await connectAccount(network, user.id, "x");
      const text = `Multi-node media ${randomBytes(4).toString("hex")}`;
      const scheduled = await fetch(`${webs[0]}/api/posts/schedule`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ content: text, platforms: ["x"], scheduledAt: new Date(Date.now() + 3_000).toISOString(), mediaUrls: [data.url] }),
      });
      expect(scheduled.status, await scheduled.clone().text()).toBe(200);
      const { post } = (await scheduled.json()) as { post: { id: string } };
      const published = await waitFor(
        "the post to be published",
        async () => {
          const row = await db.post.findUniqueOrThrow({ where: { id: post.id } });
          expect(row.status).not.toBe("failed");
          return row.status === "published" ? row : null;
        },
        { timeoutMs: 60_000, intervalMs: 300 },
      );
      expect(published.status).toBe("published");
      const onX = network.posts("x").filter((p) => p.text === text);
      expect(onX).toHaveLength(1);
      expect(onX[0]!.media.map((m) => ({ size: m.size, sha256: m.sha256 }))).toEqual([{ size: PNG.length, sha256: sha256(PNG) }]);

      // Nothing was written to any machine's own data folder's media.
      for (const dir of await readdir(root)) {
        expect(await readdir(path.join(root, dir, "media")).catch(() => [])).toEqual([]);
      }
    } catch (error) {
      console.error(outputs());
      throw error;
    }
  });
});
