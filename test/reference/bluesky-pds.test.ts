/**
 * Our Bluesky code against Bluesky's own reference server (@atproto/pds with a PLC directory,
 * test/reference/atproto-pds.ts), driven through our REST API as the fake-based tests are
 * (test/social-accounts/federated.test.ts). What we wrote is read back from the PDS itself
 * (com.atproto.repo.getRecord, com.atproto.sync.getBlob): the server's lexicon validation, handle
 * resolution, sessions and blob store are the real ones, not our reading of them.
 */
import { deflateSync, crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/media/upload/route";
import { db } from "@/server/db";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import { setGuardedFetchHooks } from "@/server/lib/guarded-fetch";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { BASE, rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";
import { ReferencePds } from "./atproto-pds";

const pds = new ReferencePds();
const savedEnv = { ...process.env };
const ENV = { NETWORK_TIMEOUT_MS: "2000", PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100" };
let worker: Awaited<ReturnType<typeof startTestWorker>>;

type PublishBody = {
  success: boolean;
  message: string;
  results: { platform: string; status: string; error: string | null; platformPostUrl?: string | null }[];
  post: { id: string };
};
type StatusBody = { connected: boolean; account: { username: string | null; isExpired: boolean } | null };
interface PostRecord {
  $type: string;
  text: string;
  createdAt: string;
  facets?: { index: { byteStart: number; byteEnd: number }; features: Record<string, unknown>[] }[];
  embed?: {
    $type: string;
    images: {
      alt: string;
      image: { $type: string; ref: { $link: string }; mimeType: string; size: number };
      aspectRatio?: { width: number; height: number };
    }[];
  };
}

/** A real PNG of width × height (one colour), so that the PDS sniffs it and sizes can be read. */
function png(width: number, height: number, shade: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, shade)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function uploadMedia(bytes: Buffer, name: string, token: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await upload(new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } }));
  const body = (await res.json()) as { data?: { url: string } };
  if (!body.data) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body.data.url;
}

let seq = 0;
/** A Bluesky account at the PDS with an app password for us, and a member of ours connected to it. */
async function connectedMember() {
  seq += 1;
  const account = await pds.createAccount(`member${seq}-${Date.now().toString(36)}`);
  const appPassword = await pds.createAppPassword(account);
  const { user, token } = await createUser();
  const connected = await rest<{ success: boolean; message: string; account?: { username: string | null } }>("POST", "/bluesky/auth", {
    token,
    body: { identifier: `@${account.handle}`, appPassword },
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return { account, appPassword, user, token };
}

async function accountRow(userId: string) {
  return db.socialAccount.findFirstOrThrow({ where: { userId, platform: "bluesky" } });
}

async function publish(token: string, content: string, mediaUrls: string[] = [], mediaAlt?: string[]) {
  return rest<PublishBody>("POST", "/posts/publish", {
    token,
    body: { content, platforms: ["bluesky"], mediaUrls, ...(mediaAlt ? { mediaAlt } : {}) },
  });
}

async function publishedUri(postId: string): Promise<string> {
  const log = await db.publishLog.findFirstOrThrow({ where: { postId, platform: "bluesky" } });
  expect(log.platformPostId).toMatch(/^at:\/\/did:plc:[a-z2-7]+\/app\.bsky\.feed\.post\/[a-z2-7]+$/);
  return log.platformPostId!;
}

/** Whether the PDS still takes a refresh JWT (refreshSession rotates it: only for a token we drop). */
async function refreshAccepted(refreshJwt: string): Promise<boolean> {
  return (await pds.xrpc("com.atproto.server.refreshSession", { method: "POST", token: refreshJwt })).status === 200;
}

beforeAll(async () => {
  await pds.start();
  setGuardedFetchHooks(pds.hooks());
  // Members sign in at this PDS as they would at bsky.social (BLUESKY_SERVICE_URL).
  worker = await startTestWorker("atproto-pds", { BLUESKY_SERVICE_URL: pds.publicUrl, ...ENV });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  setGuardedFetchHooks(null);
  await pds.stop();
  for (const key of ["BLUESKY_SERVICE_URL", ...Object.keys(ENV)]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

describe("Bluesky against the reference PDS", () => {
  it("connects with a handle and an app password, finding the PDS in the DID document", async () => {
    const { account, appPassword, user, token } = await connectedMember();
    const row = await accountRow(user.id);
    expect(row.platformUserId).toBe(account.did);
    expect(row.username).toBe(account.handle);
    expect(row.metadata).toMatchObject({ did: account.did, pds: pds.publicUrl, handle: account.handle });
    expect(decryptSecret((row.metadata as { appPasswordEnc: string }).appPasswordEnc)).toBe(appPassword);
    // The PDS's access JWT lives two hours: we store when it ends.
    expect(row.expiresAt!.getTime() - Date.now()).toBeGreaterThan(110 * 60_000);
    // The stored session is the PDS's own, and it works there.
    const session = await pds.xrpc<{ did: string }>("com.atproto.server.getSession", { token: decryptSecret(row.accessTokenEnc) });
    expect(session).toMatchObject({ status: 200, body: { did: account.did } });

    const status = await rest<StatusBody>("GET", "/bluesky/status", { token });
    expect(status.body).toMatchObject({ connected: true, account: { username: account.handle, isExpired: false } });

    // A wrong app password is refused with our message.
    const other = await createUser();
    const wrong = await rest<{ message: string }>("POST", "/bluesky/auth", {
      token: other.token,
      body: { identifier: account.handle, appPassword: "aaaa-bbbb-cccc-dddd" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/did not accept this handle and app password/);
  });

  it("publishes a mention, a link and a hashtag as facets on the right UTF-8 bytes, with the mentioned DID", async () => {
    const { account, token } = await connectedMember();
    const friend = await pds.createAccount(`friend${Date.now().toString(36)}`);
    const content = `Café ☕ 👨‍👩‍👧 launch: https://example.com/notes?a=1. Thanks @${friend.handle} and @ghost-${Date.now().toString(36)}.test! #buildinpublic ${Date.now()}`;
    const res = await publish(token, content);
    expect(res.body.results, JSON.stringify(res.body)).toEqual([expect.objectContaining({ platform: "bluesky", status: "published" })]);
    const uri = await publishedUri(res.body.post.id);
    expect(uri.startsWith(`at://${account.did}/`)).toBe(true);
    expect(res.body.results[0]!.platformPostUrl).toBe(`https://bsky.app/profile/${account.handle}/post/${uri.split("/").at(-1)}`);

    const { value } = await pds.getRecord<PostRecord>(uri);
    expect(value.text).toBe(content);
    const bytes = Buffer.from(content, "utf8");
    const spans = value.facets!.map((f) => [bytes.subarray(f.index.byteStart, f.index.byteEnd).toString("utf8"), f.features]);
    expect(spans).toEqual([
      ["https://example.com/notes?a=1", [{ $type: "app.bsky.richtext.facet#link", uri: "https://example.com/notes?a=1" }]],
      [`@${friend.handle}`, [{ $type: "app.bsky.richtext.facet#mention", did: friend.did }]],
      ["#buildinpublic", [{ $type: "app.bsky.richtext.facet#tag", tag: "buildinpublic" }]],
    ]);
    // A handle the PDS does not know stays plain text; the known one resolved to the DID the PLC directory holds.
    const resolved = await pds.xrpc<{ did: string }>("com.atproto.identity.resolveHandle", { query: { handle: friend.handle } });
    expect(resolved.body.did).toBe(friend.did);
  });

  it("publishes images as blobs the PDS keeps byte for byte, with their alt texts", async () => {
    const { account, token } = await connectedMember();
    const wide = png(64, 32, 0x30);
    const tall = png(30, 60, 0xc0);
    const urls = [await uploadMedia(wide, "wide.png", token), await uploadMedia(tall, "tall.png", token)];
    const alts = ["A wide grey square — “quoted” é 🐝", "A tall light one"];
    const res = await publish(token, `Two images ${Date.now()}`, urls, alts);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
    const { value } = await pds.getRecord<PostRecord>(await publishedUri(res.body.post.id));
    expect(value.embed?.$type).toBe("app.bsky.embed.images");
    const images = value.embed!.images;
    expect(images.map((i) => i.alt)).toEqual(alts);
    for (const [i, original] of [wide, tall].entries()) {
      expect(images[i]!.image).toMatchObject({ $type: "blob", mimeType: "image/png", size: original.length });
      expect((await pds.getBlob(account.did, images[i]!.image.ref.$link)).equals(original)).toBe(true);
    }
  });

  it("publishes a scheduled post once, through the worker, at its time", async () => {
    const { account, token } = await connectedMember();
    const content = `Scheduled for the reference PDS ${Date.now()}`;
    const scheduled = await rest<{ post: { id: string; status: string } }>("POST", "/posts/schedule", {
      token,
      body: { content, platforms: ["bluesky"], scheduledAt: new Date(Date.now() + 1500).toISOString() },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.post.status).toBe("scheduled");
    const post = await waitFor(
      "the scheduled post to settle",
      async () => {
        const p = await db.post.findUniqueOrThrow({ where: { id: scheduled.body.post.id } });
        return p.status === "published" || p.status === "failed" ? p : null;
      },
      { timeoutMs: 20_000 },
    );
    expect(post.status, post.errorMessage ?? "").toBe("published");
    const made = (await pds.listRecords<PostRecord>(account.did)).filter((r) => r.value.text === content);
    expect(made).toHaveLength(1);
    expect(made[0]!.uri).toBe(await publishedUri(post.id));
  });

  it("renews the session before the access token ends; the PDS takes the new tokens", async () => {
    const { user, token } = await connectedMember();
    const before = await accountRow(user.id);
    // Inside the 30-minute renewal window (the PDS's own tokens live two hours).
    await db.socialAccount.update({ where: { id: before.id }, data: { expiresAt: new Date(Date.now() + 10 * 60_000) } });
    expect((await refreshExpiringTokens()).refreshed).toBeGreaterThanOrEqual(1);
    const after = await accountRow(user.id);
    expect(after.isExpired).toBe(false);
    expect(after.expiresAt!.getTime() - Date.now()).toBeGreaterThan(110 * 60_000);
    // A new refresh JWT (its own jti); the access JWT has no jti and can be the same within one second.
    expect(decryptSecret(after.refreshTokenEnc!)).not.toBe(decryptSecret(before.refreshTokenEnc!));
    const access = decryptSecret(after.accessTokenEnc);
    expect((await pds.xrpc("com.atproto.server.getSession", { token: access })).status).toBe(200);
    const res = await publish(token, `After renewal ${Date.now()}`);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
  });

  it("re-opens an ended session with the kept app password; a revoked app password marks the account for reconnection", async () => {
    const { account, user, token } = await connectedMember();
    const row = await accountRow(user.id);
    // The session is ended at the PDS (as signing out everywhere does); the app password still works.
    const ended = await pds.xrpc("com.atproto.server.deleteSession", { method: "POST", token: decryptSecret(row.refreshTokenEnc!) });
    expect(ended.status).toBe(200);
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + 10 * 60_000) } });
    expect((await refreshExpiringTokens()).refreshed).toBeGreaterThanOrEqual(1);
    const reopened = await accountRow(user.id);
    expect(reopened.isExpired).toBe(false);
    const res = await publish(token, `Session re-opened ${Date.now()}`);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });

    // The member revokes our app password at Bluesky: nothing can renew the session any more.
    await pds.revokeAppPassword(account);
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + 10 * 60_000) } });
    await refreshExpiringTokens();
    const gone = await accountRow(user.id);
    expect(gone.isExpired).toBe(true);
    expect(gone.lastRefreshError).toMatch(/Reconnect your Bluesky account/);
    const status = await rest<StatusBody>("GET", "/bluesky/status", { token });
    expect(status.body.account?.isExpired).toBe(true);
  });

  it("finds a post whose answer was lost (no answer in time) in the repo instead of posting it twice", async () => {
    const { account, token } = await connectedMember();
    const content = `Lost answer at the reference PDS ${Date.now()}`;
    pds.loseNextAnswer("com.atproto.repo.createRecord", "hang");
    const res = await publish(token, content);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ platform: "bluesky", status: "published" });
    const made = (await pds.listRecords<PostRecord>(account.did)).filter((r) => r.value.text === content);
    expect(made).toHaveLength(1);
    expect(await publishedUri(res.body.post.id)).toBe(made[0]!.uri);
  });

  // A reset is not a refusal: the record may exist, so callNetwork answers "unknown" for the creating
  // call and the publisher asks the repo (it posted twice before, the reset being taken as transient).
  it("posts once when the connection is reset after createRecord went out", async () => {
    const { account, token } = await connectedMember();
    const content = `Reset after the request at the reference PDS ${Date.now()}`;
    pds.loseNextAnswer("com.atproto.repo.createRecord", "reset");
    const res = await publish(token, content);
    const made = (await pds.listRecords<PostRecord>(account.did)).filter((r) => r.value.text === content);
    expect(made, JSON.stringify(res.body.results)).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({ platform: "bluesky", status: "published" });
    expect(await publishedUri(res.body.post.id)).toBe(made[0]!.uri);
  });

  it("disconnects: the session ends at the PDS; the app password stays valid there, as our message says", async () => {
    const { account, appPassword, user, token } = await connectedMember();
    const row = await accountRow(user.id);
    const refreshJwt = decryptSecret(row.refreshTokenEnc!);
    const gone = await rest<{ success: boolean; message: string }>("POST", "/bluesky/disconnect", { token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.success).toBe(true);
    expect(await refreshAccepted(refreshJwt)).toBe(false);
    // No XRPC call revokes an app password with an app-password session: the member does it at Bluesky.
    expect(gone.body.message).toMatch(/app password .*stays valid.*https:\/\/bsky\.app\/settings\/app-passwords/);
    const stillValid = await pds.xrpc("com.atproto.server.createSession", { json: { identifier: account.handle, password: appPassword } });
    expect(stillValid.status).toBe(200);
    expect((await rest<StatusBody>("GET", "/bluesky/status", { token })).body.connected).toBe(false);
  });
});

/**
 * Issue 24 items 11-13 (branch h24-c, merged here): each failed before it (no aspectRatio, the
 * 3,750 bytes were saved, the ended token made the account unusable).
 */
describe("Bluesky against the reference PDS: issue 24 items 11-13", () => {
  it("gives each posted image its aspectRatio", async () => {
    const { token } = await connectedMember();
    const urls = [await uploadMedia(png(64, 32, 0x50), "wide.png", token), await uploadMedia(png(30, 60, 0x90), "tall.png", token)];
    const res = await publish(token, `Aspect ratios ${Date.now()}`, urls, ["wide", "tall"]);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
    const { value } = await pds.getRecord<PostRecord>(await publishedUri(res.body.post.id));
    expect(value.embed!.images.map((i) => i.aspectRatio)).toEqual([
      { width: 64, height: 32 },
      { width: 30, height: 60 },
    ]);
  });

  it("refuses 150 family emoji (150 graphemes, 3,750 bytes) when the post is saved, naming the byte limit", async () => {
    const { account, token } = await connectedMember();
    const content = "👨‍👩‍👧‍👦".repeat(150);
    expect(Buffer.byteLength(content, "utf8")).toBe(3750);
    const res = await rest<{ message: string }>("POST", "/posts/schedule", {
      token,
      body: { content, platforms: ["bluesky"], scheduledAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(res.status, res.body.message).toBe(400);
    expect(res.body.message).toMatch(/3,?000 bytes/);
    expect(await pds.listRecords(account.did)).toHaveLength(0);
  });

  it("renews an access token that ended while nothing ran, on demand when the post is published", async () => {
    const { account, user, token } = await connectedMember();
    const row = await accountRow(user.id);
    // What the worker finds after being down past the token's life: a token the PDS refuses as expired.
    const expired = await pds.expiredCopyOf(decryptSecret(row.accessTokenEnc));
    const refused = await pds.xrpc<{ error: string }>("com.atproto.server.getSession", { token: expired });
    expect(refused).toMatchObject({ status: 400, body: { error: "ExpiredToken" } });
    await db.socialAccount.update({
      where: { id: row.id },
      data: { accessTokenEnc: encryptSecret(expired), expiresAt: new Date(Date.now() - 60_000) },
    });

    const status = await rest<StatusBody>("GET", "/bluesky/status", { token });
    expect(status.body.account?.isExpired).toBe(false);
    const content = `Renewed on demand ${Date.now()}`;
    const res = await publish(token, content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
    expect((await pds.listRecords<PostRecord>(account.did)).filter((r) => r.value.text === content)).toHaveLength(1);
    const renewed = await accountRow(user.id);
    expect(renewed.isExpired).toBe(false);
    expect(renewed.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
