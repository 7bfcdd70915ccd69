/**
 * Videos go to YouTube, TikTok and Bluesky streamed from storage (local disk and S3), following
 * each vendor's upload protocol, checked by the contract fakes as the vendors check it: byte for
 * byte (sha256) at the fake, parts and ranges as documented, a failed part resumed (YouTube asks
 * where the upload stands) or sent again (TikTok), a last part whose answer was lost found rather
 * than posted twice, and a worker-like process whose memory does not grow with the video's size.
 */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { getProvider } from "@/server/integrations/social";
import type { ProviderAccount, PublishRequest } from "@/server/integrations/social/types";
import { setGuardedFetchHooks } from "@/server/lib/guarded-fetch";
import { deleteMediaFiles, saveMediaStream } from "@/server/services/media/storage";
import { mediaForPublishing } from "@/server/services/publishing/media";
import { BlueskyFake } from "../fakes/networks/bluesky";
import { requestAs } from "../fakes/networks/federated-server";
import { S3Fake } from "../fakes/s3";
import { SocialNetworkFake } from "../fakes/social-network";
import { ROOT } from "../worker/helpers";

const MiB = 1024 * 1024;
const YOUTUBE_PART = 8 * MiB;
const TIKTOK_CHUNK = 10 * MiB;

const fake = new SocialNetworkFake();
const bluesky = new BlueskyFake();
const s3 = new S3Fake();
const savedEnv = { ...process.env };
const stored: string[] = [];

const youtubeAccount: ProviderAccount = { platformUserId: "UCstreams", username: "@streams", accessToken: "yt-streams-token", metadata: {} };
const tiktokAccount: ProviderAccount = { platformUserId: "-000streams", username: "streams", accessToken: "tt-streams-token", metadata: {} };
let blueskyAccount: ProviderAccount;

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
}

/** ftyp, then mdat (media data), then moov last (not "fast start"): its tkhd says 720 × 1280. */
function mp4Parts(mdatBytes: number): { head: Buffer; tail: Buffer } {
  const ftyp = box("ftyp", Buffer.concat([Buffer.from("isom", "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2", "latin1")]));
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(720 * 65536, 76);
  tkhd.writeUInt32BE(1280 * 65536, 80);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + mdatBytes, 0);
  mdatHeader.write("mdat", 4, "latin1");
  return { head: Buffer.concat([ftyp, mdatHeader]), tail: box("moov", box("trak", box("tkhd", tkhd))) };
}

/** A generated MP4 of about `size` bytes, streamed (never whole in memory), with its sha256 and exact size. */
function generatedMp4(size: number): { stream: Readable; done: Promise<{ sha256: string; size: number }> } {
  const block = randomBytes(MiB);
  const { head, tail } = mp4Parts(size);
  const hash = createHash("sha256");
  let total = 0;
  let finish!: (value: { sha256: string; size: number }) => void;
  const done = new Promise<{ sha256: string; size: number }>((resolve) => (finish = resolve));
  const stream = Readable.from(
    (async function* () {
      const emit = (chunk: Buffer) => {
        hash.update(chunk);
        total += chunk.length;
        return chunk;
      };
      yield emit(head);
      for (let at = 0; at < size; at += MiB) {
        const chunk = Buffer.from(block.subarray(0, Math.min(MiB, size - at)));
        chunk.writeUInt32BE(at / MiB, 0); // every MiB differs: a part sent twice or out of order shows
        yield emit(chunk);
      }
      yield emit(tail);
      finish({ sha256: hash.digest("hex"), size: total });
    })(),
  );
  return { stream, done };
}

async function storeVideo(size: number): Promise<{ key: string; sha256: string; size: number }> {
  const video = generatedMp4(size);
  const { key } = await saveMediaStream(video.stream, "video/mp4");
  stored.push(key);
  return { key, ...(await video.done) };
}

function useStorage(kind: "local" | "s3"): void {
  for (const name of Object.keys(s3.envVars())) delete process.env[name];
  if (kind === "s3") Object.assign(process.env, s3.envVars());
  resetEnvForTests();
}

async function request(account: ProviderAccount, key: string): Promise<PublishRequest> {
  return { account, text: `A video ${Date.now()}`, title: "Streams", media: await mediaForPublishing([key]), signal: AbortSignal.timeout(60_000) };
}

/** The Content-Range of each PUT the network received (YouTube's status questions included). */
function putRanges(network: "youtube" | "tiktok", since: number): string[] {
  return fake
    .requests(network)
    .slice(since)
    .filter((r) => r.method === "PUT")
    .map((r) => r.headers["content-range"] ?? "");
}

function youtubeParts(size: number, from = 0): string[] {
  const ranges: string[] = [];
  for (let at = from; at < size; at += YOUTUBE_PART) ranges.push(`bytes ${at}-${Math.min(at + YOUTUBE_PART, size) - 1}/${size}`);
  return ranges;
}

function tiktokChunks(size: number): string[] {
  const count = Math.max(1, Math.floor(size / TIKTOK_CHUNK));
  const chunk = count === 1 ? size : TIKTOK_CHUNK;
  return Array.from({ length: count }, (_, i) => `bytes ${i * chunk}-${i === count - 1 ? size - 1 : (i + 1) * chunk - 1}/${size}`);
}

beforeAll(async () => {
  await fake.start();
  await bluesky.start();
  await s3.start();
  const member = bluesky.addAccount({ handle: "streams.bsky.fake.test", appPassword: "abcd-efgh-ijkl-mnop" });
  const session = await requestAs(bluesky.port, `${bluesky.serviceUrl}/xrpc/com.atproto.server.createSession`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: member.handle, password: member.appPassword }),
  });
  const { accessJwt } = JSON.parse(session.body) as { accessJwt: string };
  blueskyAccount = {
    platformUserId: member.did,
    username: member.handle,
    accessToken: accessJwt,
    metadata: { did: member.did, pds: bluesky.serviceUrl, handle: member.handle },
  };
  fake.registerToken("youtube", youtubeAccount.accessToken, youtubeAccount);
  fake.registerToken("tiktok", tiktokAccount.accessToken, tiktokAccount);
  setGuardedFetchHooks(bluesky.hooks());
  Object.assign(process.env, fake.envVars(), {
    BLUESKY_VIDEO_SERVICE_URL: bluesky.videoServiceUrl,
    TIKTOK_STATUS_POLL_MS: "20",
  });
  resetEnvForTests();
});

afterAll(async () => {
  useStorage("local");
  await deleteMediaFiles(stored);
  setGuardedFetchHooks(null);
  await fake.stop();
  await bluesky.stop();
  await s3.stop();
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
  resetEnvForTests();
});

beforeEach(() => {
  for (const n of ["youtube", "tiktok"] as const) fake.setBehaviour(n, { youtubeBreakPart: null, tiktokFailChunks: 0, createThenReset: false });
});

describe.each(["local", "s3"] as const)("from %s storage", (storage) => {
  let video: { key: string; sha256: string; size: number };

  beforeAll(async () => {
    useStorage(storage);
    // Over two YouTube parts and two TikTok chunks, not a multiple of either.
    video = await storeVideo(21 * MiB + 12_345);
  });

  it("YouTube: the resumable upload arrives byte for byte, in 8 MiB parts", async () => {
    const since = fake.requests("youtube").length;
    const published = await getProvider("youtube")!.publish(await request(youtubeAccount, video.key));
    const post = fake.posts("youtube").find((p) => p.id === published.platformPostId)!;
    expect(post.media[0]).toMatchObject({ size: video.size, sha256: video.sha256, mimeType: "video/mp4" });
    expect(putRanges("youtube", since)).toEqual(youtubeParts(video.size));
    const session = fake
      .requests("youtube")
      .slice(since)
      .find((r) => r.method === "POST")!;
    expect(session.headers["x-upload-content-length"]).toBe(String(video.size));
  });

  it("TikTok: the chunks arrive byte for byte, in order, as video/init declared them", async () => {
    const since = fake.requests("tiktok").length;
    const published = await getProvider("tiktok")!.publish(await request(tiktokAccount, video.key));
    const post = fake.posts("tiktok").find((p) => p.id === published.platformPostId)!;
    expect(post.media[0]).toMatchObject({ size: video.size, sha256: video.sha256 });
    const init = fake
      .requests("tiktok")
      .slice(since)
      .find((r) => r.path === "/v2/post/publish/video/init/")!;
    expect((init.body as { source_info: unknown }).source_info).toEqual({
      source: "FILE_UPLOAD",
      video_size: video.size,
      chunk_size: TIKTOK_CHUNK,
      total_chunk_count: 2,
    });
    expect(putRanges("tiktok", since)).toEqual(tiktokChunks(video.size));
  });

  it("Bluesky: the video service receives the file byte for byte, with its Content-Length and aspect ratio", async () => {
    const uploads = bluesky.uploads.length;
    const published = await getProvider("bluesky")!.publish(await request(blueskyAccount, video.key));
    expect(bluesky.uploads.slice(uploads)).toEqual([{ did: blueskyAccount.platformUserId, size: video.size, sha256: video.sha256 }]);
    const post = bluesky.posts(blueskyAccount.platformUserId).find((p) => p.uri === published.platformPostId)!;
    // The moov box comes after 21 MiB of media data: read on its own, not with the file.
    expect(post.value.embed).toMatchObject({ $type: "app.bsky.embed.video", aspectRatio: { width: 720, height: 1280 } });
  });
});

describe("when a part fails", () => {
  let video: { key: string; sha256: string; size: number };

  beforeAll(async () => {
    useStorage("local");
    video = await storeVideo(21 * MiB + 12_345);
  });

  it("YouTube: asks where the upload stands and resumes from the byte Google wants", async () => {
    const kept = 3 * MiB + 5;
    fake.setBehaviour("youtube", { youtubeBreakPart: { keepBytes: kept, times: 1 } });
    const since = fake.requests("youtube").length;
    const published = await getProvider("youtube")!.publish(await request(youtubeAccount, video.key));
    const post = fake.posts("youtube").find((p) => p.id === published.platformPostId)!;
    expect(post.media[0]).toMatchObject({ size: video.size, sha256: video.sha256 });
    expect(putRanges("youtube", since)).toEqual([
      `bytes 0-${YOUTUBE_PART - 1}/${video.size}`,
      `bytes */${video.size}`,
      ...youtubeParts(video.size, kept),
    ]);
  });

  it("YouTube: a last part whose answer was lost is found by asking, not uploaded or posted again", async () => {
    fake.setBehaviour("youtube", { createThenReset: true });
    const before = fake.posts("youtube").length;
    const since = fake.requests("youtube").length;
    const published = await getProvider("youtube")!.publish(await request(youtubeAccount, video.key));
    expect(fake.posts("youtube")).toHaveLength(before + 1);
    expect(fake.posts("youtube").at(-1)).toMatchObject({ id: published.platformPostId });
    expect(putRanges("youtube", since)).toEqual([...youtubeParts(video.size), `bytes */${video.size}`]);
  });

  it("TikTok: sends the failed chunk again", async () => {
    fake.setBehaviour("tiktok", { tiktokFailChunks: 1 });
    const since = fake.requests("tiktok").length;
    const published = await getProvider("tiktok")!.publish(await request(tiktokAccount, video.key));
    const post = fake.posts("tiktok").find((p) => p.id === published.platformPostId)!;
    expect(post.media[0]).toMatchObject({ size: video.size, sha256: video.sha256 });
    const [first, ...rest] = tiktokChunks(video.size);
    expect(putRanges("tiktok", since)).toEqual([first, first, ...rest]);
  });
});

describe("the fakes refuse what the vendors refuse", () => {
  it("YouTube: a part that is not a multiple of 256 KiB, or that skips bytes", async () => {
    const open = await fetch(`${fake.baseUrl("youtube")}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`, {
      method: "POST",
      headers: { authorization: `Bearer ${youtubeAccount.accessToken}`, "content-type": "application/json", "x-upload-content-length": String(MiB) },
      body: JSON.stringify({ snippet: { title: "t" }, status: { privacyStatus: "private" } }),
    });
    const session = open.headers.get("location")!;
    const put = (range: string, bytes: number) =>
      fetch(session, {
        method: "PUT",
        headers: { authorization: `Bearer ${youtubeAccount.accessToken}`, "content-type": "video/mp4", "content-range": range },
        body: new Uint8Array(bytes),
      });
    expect((await put(`bytes 0-99999/${MiB}`, 100_000)).status).toBe(400);
    expect((await put(`bytes 262144-524287/${MiB}`, 262_144)).status).toBe(400);
    const first = await put(`bytes 0-262143/${MiB}`, 262_144);
    expect(first.status).toBe(308);
    expect(first.headers.get("range")).toBe("bytes=0-262143");
  });

  it("TikTok: chunk sizes against the media transfer guide, and chunks out of order", async () => {
    const init = (source: Record<string, number>) =>
      fetch(`${fake.baseUrl("tiktok")}/v2/post/publish/video/init/`, {
        method: "POST",
        headers: { authorization: `Bearer ${tiktokAccount.accessToken}`, "content-type": "application/json; charset=UTF-8" },
        body: JSON.stringify({ post_info: { title: "t", privacy_level: "SELF_ONLY" }, source_info: { source: "FILE_UPLOAD", ...source } }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { upload_url?: string } } }));
    // Under 5 MB whole; chunks of 5 to 64 MB; over 64 MB in several chunks; the count is floor(size / chunk).
    expect((await init({ video_size: 4 * MiB, chunk_size: 2 * MiB, total_chunk_count: 2 })).status).toBe(400);
    expect((await init({ video_size: 30 * MiB, chunk_size: 4 * MiB, total_chunk_count: 7 })).status).toBe(400);
    expect((await init({ video_size: 100 * MiB, chunk_size: 64 * MiB, total_chunk_count: 1 })).status).toBe(400);
    expect((await init({ video_size: 25 * MiB, chunk_size: 10 * MiB, total_chunk_count: 3 })).status).toBe(400);
    const ok = await init({ video_size: 25 * MiB, chunk_size: 10 * MiB, total_chunk_count: 2 });
    expect(ok.status).toBe(200);
    const second = await fetch(ok.body.data!.upload_url!, {
      method: "PUT",
      headers: { "content-type": "video/mp4", "content-range": `bytes ${10 * MiB}-${25 * MiB - 1}/${25 * MiB}` },
      body: new Uint8Array(15 * MiB),
    });
    expect(second.status).toBe(400);
  });

  it("Bluesky: an upload without Content-Length, or over 100 MB", async () => {
    const token = await requestAs(
      bluesky.port,
      `${bluesky.serviceUrl}/xrpc/com.atproto.server.getServiceAuth?aud=${encodeURIComponent(`did:web:${bluesky.host}`)}&lxm=com.atproto.repo.uploadBlob`,
      { headers: { authorization: `Bearer ${blueskyAccount.accessToken}` } },
    );
    const { token: serviceToken } = JSON.parse(token.body) as { token: string };
    const url = `${bluesky.videoServiceUrl}/xrpc/app.bsky.video.uploadVideo?did=${encodeURIComponent(blueskyAccount.platformUserId)}&name=a.mp4`;
    const headers = { authorization: `Bearer ${serviceToken}`, "content-type": "video/mp4" };
    // Chunked (no Content-Length) is refused; so is a declared 100,000,001 bytes, before reading them.
    expect(
      (await requestAs(bluesky.port, url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" }, body: "abc" })).status,
    ).toBe(411);
    expect((await requestAs(bluesky.port, url, { method: "POST", headers: { ...headers, "content-length": "100000001" } })).status).toBe(413);
  });
});

describe("memory", () => {
  it.each(["local", "s3"] as const)(
    "a worker process sends 200 MB videos to YouTube and TikTok and a 95 MB one to Bluesky at once from %s storage without holding them",
    async (storage) => {
      useStorage(storage);
      const large = await storeVideo(200 * MiB);
      const medium = await storeVideo(95 * MiB);
      const jobs = [
        { network: "youtube", key: large.key, account: youtubeAccount },
        { network: "tiktok", key: large.key, account: tiktokAccount },
        { network: "bluesky", key: medium.key, account: blueskyAccount },
      ];
      const uploads = bluesky.uploads.length;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--expose-gc", "--import", "tsx", "test/publishing/fixtures/stream-videos.ts", JSON.stringify(jobs)],
        {
          cwd: ROOT,
          env: { ...process.env, GUARDED_FETCH_TEST_ROUTES: bluesky.routes() },
          maxBuffer: 1024 * 1024,
          timeout: 150_000,
        },
      );
      const report = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
        baselineRss: number;
        peakRss: number;
        results: { network: string; platformPostId?: string; error?: string }[];
      };
      expect(report.results.filter((r) => r.error)).toEqual([]);
      const byNetwork = Object.fromEntries(report.results.map((r) => [r.network, r.platformPostId!]));
      expect(fake.posts("youtube").find((p) => p.id === byNetwork.youtube)!.media[0]).toMatchObject({ size: large.size, sha256: large.sha256 });
      expect(fake.posts("tiktok").find((p) => p.id === byNetwork.tiktok)!.media[0]).toMatchObject({ size: large.size, sha256: large.sha256 });
      expect(bluesky.uploads.slice(uploads)).toEqual([{ did: blueskyAccount.platformUserId, size: medium.size, sha256: medium.sha256 }]);
      const growth = report.peakRss - report.baselineRss;
      console.log(
        `video streaming (${storage}): ${((2 * large.size + medium.size) / MiB).toFixed(0)} MiB sent at once; RSS ${(report.baselineRss / MiB).toFixed(0)} → peak ${(report.peakRss / MiB).toFixed(0)} MiB (+${(growth / MiB).toFixed(1)} MiB)`,
      );
      // Held whole, the files would add 295 MiB at least (933 MiB measured with the whole-file reads of
      // before); streamed, the growth is the same ~65 MiB whether 120 or 495 MiB go out: a few parts in
      // flight and garbage not yet collected. The bound leaves room for a loaded machine.
      expect(growth).toBeLessThan(128 * MiB);
    },
    240_000,
  );
});
