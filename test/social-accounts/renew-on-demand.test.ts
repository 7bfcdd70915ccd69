/**
 * Issue 24, item 11: an access token that ended while the worker was down. For every network whose
 * tokens are renewed with a refresh token (X, LinkedIn, TikTok, YouTube here; Bluesky in
 * federated.test.ts), against the contract fakes:
 * - a post that came due meanwhile is published through the real worker after one renewal;
 * - two posts due at once, in two worker processes, and concurrent scheduling calls renew once;
 * - scheduling is accepted and the status does not say expired (the token is renewed there);
 * - a refused renewal marks the account for reconnection and fails the post with that message.
 * Networks that renew only a live token (Threads) cannot be saved once it ended: marked at once.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, type SocialAccount } from "@/server/db";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import { renewEndedToken } from "@/server/services/accounts/refresh";
import { enqueuePublish } from "@/server/services/publishing/scheduler";
import { storeUpload } from "@/server/services/media/uploads";
import { SocialNetworkFake } from "../fakes/social-network";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { spawnProcess, waitFor, type Spawned } from "../worker/helpers";

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;
const savedEnv = { ...process.env };
let configured: Record<string, string> = {};
const spawned: Spawned[] = [];

type Renewable = "x" | "linkedin" | "tiktok" | "youtube";
const RENEWABLE: Renewable[] = ["x", "linkedin", "tiktok", "youtube"];
const LABEL: Record<Renewable | "threads", string> = { x: "X", linkedin: "LinkedIn", tiktok: "TikTok", youtube: "YouTube", threads: "Threads" };
const VIDEO = new Set<string>(["tiktok", "youtube"]);

function smallMp4(size = 4096): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2", "latin1"),
  ]);
  const payload = Buffer.alloc(size - ftyp.length - 8, 0x42);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(payload.length + 8, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat, payload]);
}

/**
 * An account connected before the worker went down, its access token ended an hour ago (and dead at
 * the network too, so only a renewed token can publish). The refresh token is still good.
 */
async function endedAccount(network: Renewable | "threads", userId: string): Promise<{ account: SocialAccount; refreshToken: string | null }> {
  const who = { platformUserId: `${network}-${randomBytes(4).toString("hex")}`, username: `${network}_${randomBytes(3).toString("hex")}` };
  const issued = fake.issue(network, "code", who, [], { refresh: network !== "threads", ttl: 7200, refreshTtl: 365 * 86400 });
  fake.revokeToken(network, issued.accessToken);
  const account = await db.socialAccount.create({
    data: {
      userId,
      platform: network,
      platformUserId: who.platformUserId,
      accountName: `${network} account`,
      username: who.username,
      accessTokenEnc: encryptSecret(issued.accessToken),
      refreshTokenEnc: issued.refreshToken ? encryptSecret(issued.refreshToken) : null,
      expiresAt: new Date(Date.now() - 3600_000),
      refreshExpiresAt: issued.refreshToken ? new Date(Date.now() + 300 * 86400_000) : null,
    },
  });
  return { account, refreshToken: issued.refreshToken };
}

/** Renewal calls the network received with this refresh token (each network's token endpoint). */
function refreshCalls(network: Renewable, refreshToken: string): number {
  return fake.requests(network).filter((r) => ({ ...r.query, ...((r.body ?? {}) as Record<string, string>) }).refresh_token === refreshToken).length;
}

/** A post that came due while the worker was down, queued as the sweeper queues it. */
async function duePost(network: string, userId: string, text: string) {
  const media = VIDEO.has(network) ? [(await storeUpload(userId, smallMp4())).url] : [];
  const post = await db.post.create({
    data: {
      userId,
      content: text,
      title: VIDEO.has(network) ? "A title" : null,
      platforms: [network],
      mediaKeys: media,
      status: "scheduled",
      scheduledAt: new Date(Date.now() - 60_000),
      publishAttempt: 1,
    },
  });
  await enqueuePublish(post);
  return post;
}

async function settled(postId: string) {
  return waitFor(
    `post ${postId} to settle`,
    async () => {
      const post = await db.post.findUniqueOrThrow({ where: { id: postId }, include: { publishLogs: true } });
      return post.status === "published" || post.status === "failed" ? post : null;
    },
    { timeoutMs: 30_000 },
  );
}

beforeAll(async () => {
  await fake.start();
  configured = {
    ...fake.envVars(),
    ...fake.oauthEnvVars(),
    TIKTOK_STATUS_POLL_MS: "20",
    PUBLISH_ATTEMPTS: "2",
    PUBLISH_RETRY_DELAY_MS: "100",
    NETWORK_TIMEOUT_MS: "5000",
  };
  worker = await startTestWorker("renew", configured);
});

afterAll(async () => {
  for (const p of spawned.splice(0)) p.killGroup();
  await worker?.stop();
  await fake.stop();
  for (const key of Object.keys(configured)) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

beforeEach(() => {
  for (const n of [...RENEWABLE, "threads"] as const) fake.setBehaviour(n, { failRefresh: false, tiktokProcessing: false });
});

describe.each(RENEWABLE)("%s: an access token that ended while the worker was down", (network) => {
  const label = LABEL[network];

  it("is renewed once when a due post is published, and the post goes out with the new token", async () => {
    const { user } = await createUser();
    const { account, refreshToken } = await endedAccount(network, user.id);
    const post = await duePost(network, user.id, `Due while down ${network} ${Date.now()}`);
    const done = await settled(post.id);
    expect(done.publishLogs.map((l) => [l.status, l.error])).toEqual([["published", null]]);
    expect(done.status).toBe("published");
    expect(refreshCalls(network, refreshToken!)).toBe(1);
    const renewed = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(renewed.isExpired).toBe(false);
    expect(renewed.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(fake.acceptsToken(network, decryptSecret(renewed.accessTokenEnc))).toBe(true);
  });

  it("renews once for two posts due at once and concurrent renewals", async () => {
    const { user } = await createUser();
    const { account, refreshToken } = await endedAccount(network, user.id);
    const [a, b] = await Promise.all([
      duePost(network, user.id, `First of two ${Date.now()}`),
      duePost(network, user.id, `Second of two ${Date.now()}`),
    ]);
    const direct = await Promise.all([renewEndedToken(account), renewEndedToken(account), renewEndedToken(account)]);
    expect(direct.map((r) => r.outcome)).not.toContain("expired");
    expect((await settled(a.id)).status).toBe("published");
    expect((await settled(b.id)).status).toBe("published");
    expect(refreshCalls(network, refreshToken!)).toBe(1);
  });

  it("accepts a schedule and shows the account connected, renewing the token there", async () => {
    const { user, token } = await createUser();
    const { refreshToken } = await endedAccount(network, user.id);
    if (!VIDEO.has(network)) {
      const scheduled = await rest<{ success: boolean; message: string }>("POST", "/posts/schedule", {
        token,
        body: { content: `Scheduled after downtime ${Date.now()}`, platforms: [network], scheduledAt: new Date(Date.now() + 3600_000).toISOString() },
      });
      expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    }
    const status = await rest<{ account: { isExpired: boolean } | null }>("GET", `/${network}/status`, { token });
    expect(status.body.account).toMatchObject({ isExpired: false });
    expect(refreshCalls(network, refreshToken!)).toBe(1);
  });

  it("marks the account for reconnection only when the renewal is refused, and fails the post with that", async () => {
    const { user, token } = await createUser();
    const { account, refreshToken } = await endedAccount(network, user.id);
    fake.setBehaviour(network, { failRefresh: true });
    const post = await duePost(network, user.id, `Refused renewal ${Date.now()}`);
    const done = await settled(post.id);
    expect(done.status).toBe("failed");
    expect(done.publishLogs[0]).toMatchObject({ status: "failed", error: `Reconnect your ${label} account` });
    const marked = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(marked.isExpired).toBe(true);
    expect(marked.lastRefreshError).toMatch(new RegExp(`Reconnect your ${label} account\\.$`));
    expect(refreshCalls(network, refreshToken!)).toBe(1);
    const status = await rest<{ account: { isExpired: boolean } | null }>("GET", `/${network}/status`, { token });
    expect(status.body.account).toMatchObject({ isExpired: true });
  });
});

describe("two worker processes", () => {
  it("renew X's rotating refresh token once for posts due at once", async () => {
    const child = spawnProcess(process.execPath, ["--import", "tsx", "jobs/worker.ts", `--queue-prefix=${worker.prefix}`]);
    spawned.push(child);
    try {
      await waitFor("the second worker to start", async () => /worker started/.test(child.output()), { timeoutMs: 30_000 });
      const { user } = await createUser();
      const { account, refreshToken } = await endedAccount("x", user.id);
      const posts = await Promise.all([1, 2, 3, 4].map((i) => duePost("x", user.id, `Two workers ${i} ${Date.now()}`)));
      for (const p of posts) expect((await settled(p.id)).status).toBe("published");
      expect(refreshCalls("x", refreshToken!)).toBe(1);
      expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).isExpired).toBe(false);
    } catch (err) {
      console.error(`second worker output:\n${child.output()}`);
      throw err;
    } finally {
      child.killGroup();
    }
  }, 60_000);
});

describe("Threads (renews only a live token)", () => {
  it("marks an ended token for reconnection at once, without a call, and the post says so", async () => {
    const { user } = await createUser();
    const { account } = await endedAccount("threads", user.id);
    const seen = fake.requests("threads").length;
    const post = await duePost("threads", user.id, `Threads after downtime ${Date.now()}`);
    const done = await settled(post.id);
    expect(done.publishLogs[0]).toMatchObject({ status: "failed", error: "Reconnect your Threads account" });
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } })).isExpired).toBe(true);
    expect(fake.requests("threads").length).toBe(seen);
  });
});
