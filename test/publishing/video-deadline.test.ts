/**
 * A claim carries its own deadline: a video going to a network that takes videos gets
 * VIDEO_PUBLISH_TIMEOUT_MS (its upload may need minutes), anything else NETWORK_TIMEOUT_MS. Against
 * the networks' contract fake, through the publishing pipeline (publishAttempt is what a worker's
 * job runs; a second call plays a second worker), with the sweeper and an in-process worker.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { setGuardedFetchHooks } from "@/server/lib/guarded-fetch";
import { getQueue } from "@/server/queue";
import { storeUpload } from "@/server/services/media/uploads";
import { ORPHAN_MARGIN_MS, publishAttempt } from "@/server/services/publishing/publisher";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { BlueskyFake } from "../fakes/networks/bluesky";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

const NETWORK_TIMEOUT_MS = 1000;
const VIDEO_PUBLISH_TIMEOUT_MS = 30_000;

const fake = new SocialNetworkFake();
const bluesky = new BlueskyFake("pds.deadline.fake.test", "video.deadline.fake.test");
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  await fake.start();
  await bluesky.start();
  setGuardedFetchHooks(bluesky.hooks());
  worker = await startTestWorker("video-deadline", {
    ...fake.envVars(),
    BLUESKY_SERVICE_URL: bluesky.serviceUrl,
    BLUESKY_VIDEO_SERVICE_URL: bluesky.videoServiceUrl,
    NETWORK_TIMEOUT_MS: String(NETWORK_TIMEOUT_MS),
    VIDEO_PUBLISH_TIMEOUT_MS: String(VIDEO_PUBLISH_TIMEOUT_MS),
    PUBLISH_ATTEMPTS: "1",
    PUBLISH_RETRY_DELAY_MS: "100",
  });
});

afterAll(async () => {
  await worker?.stop();
  setGuardedFetchHooks(null);
  await bluesky.stop();
  await fake.stop();
});

beforeEach(() => {
  fake.setBehaviour("youtube", { latencyMs: 0, hang: false });
  fake.setBehaviour("x", { latencyMs: 0, hang: false });
});

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
}

/** A small but well-formed MP4: `ftyp` (brand isom), `mdat`, and a `moov` whose tkhd says 720 × 1280. */
function smallMp4(size = 4096): Buffer {
  const ftyp = box("ftyp", Buffer.concat([Buffer.from("isom", "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2", "latin1")]));
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(720 * 65536, 76);
  tkhd.writeUInt32BE(1280 * 65536, 80);
  return Buffer.concat([ftyp, box("mdat", Buffer.alloc(size, 0x42)), box("moov", box("trak", box("tkhd", tkhd)))]);
}

/** A user with YouTube and X connected and a due video post to YouTube (scheduled, attempt 1). */
async function dueVideoPost(content: string) {
  const { user } = await createUser();
  await connectAccount(fake, user.id, "youtube");
  const upload = await storeUpload(user.id, smallMp4());
  expect(upload.mimeType).toBe("video/mp4");
  const post = await db.post.create({
    data: {
      userId: user.id,
      content,
      title: content,
      platforms: ["youtube"],
      mediaKeys: [upload.url],
      status: "scheduled",
      scheduledAt: new Date(),
      publishAttempt: 1,
    },
  });
  return { user, post };
}

const youtubePosts = (content: string) => fake.posts("youtube").filter((p) => p.title === content || p.text === content);

describe("a claim's own deadline", () => {
  it("a video publish that takes longer than NETWORK_TIMEOUT_MS succeeds, once, under the video deadline", async () => {
    const content = "Slow upload, still on time";
    const { post } = await dueVideoPost(content);
    // Every request to the network takes most of NETWORK_TIMEOUT_MS: the upload's requests together take longer.
    fake.setBehaviour("youtube", { latencyMs: 600 });
    const result = await publishAttempt(post.id, 1, { finalTry: true });
    expect(result.outcomes).toEqual([expect.objectContaining({ platform: "youtube", status: "published" })]);
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: post.id, platform: "youtube" } });
    expect(log).toMatchObject({ status: "published", tries: 1 });
    // The claim stored its deadline, and the publish really ran past NETWORK_TIMEOUT_MS.
    expect(log.deadlineAt!.getTime() - log.claimedAt.getTime()).toBe(VIDEO_PUBLISH_TIMEOUT_MS);
    expect(log.completedAt!.getTime() - log.claimedAt.getTime()).toBeGreaterThan(NETWORK_TIMEOUT_MS);
    expect(youtubePosts(content)).toHaveLength(1);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("published");
  }, 30_000);

  it("a post without a video still times out at NETWORK_TIMEOUT_MS (and is never posted twice)", async () => {
    const { user } = await createUser();
    await connectAccount(fake, user.id, "x");
    const content = "Text post, nobody answers";
    const post = await db.post.create({
      data: { userId: user.id, content, platforms: ["x"], status: "scheduled", scheduledAt: new Date(), publishAttempt: 1 },
    });
    fake.setBehaviour("x", { hang: true });
    // Ends long before VIDEO_PUBLISH_TIMEOUT_MS (the test's own timeout is shorter than it).
    const result = await publishAttempt(post.id, 1, { finalTry: true });
    expect(result.outcomes).toEqual([expect.objectContaining({ platform: "x", status: "needs_review" })]);
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: post.id, platform: "x" } });
    expect(log.deadlineAt!.getTime() - log.claimedAt.getTime()).toBe(NETWORK_TIMEOUT_MS);
    expect(log.error).toMatch(/may or may not have been published/);
    fake.setBehaviour("x", { hang: false });
    expect(fake.posts("x").filter((p) => p.text === content)).toHaveLength(0);
  }, 15_000);

  it("a video claim before its own deadline is left to its call by a second worker and the sweeper; after it, it is orphaned", async () => {
    const content = "Claimed elsewhere, uploading";
    const { post } = await dueVideoPost(content);
    // Another run claimed this video well past NETWORK_TIMEOUT_MS + margin ago: its upload may still be going.
    const claimedAt = new Date(Date.now() - NETWORK_TIMEOUT_MS - ORPHAN_MARGIN_MS - 2000);
    const log = await db.publishLog.create({
      data: {
        postId: post.id,
        platform: "youtube",
        attempt: 1,
        status: "publishing",
        tries: 1,
        claimedAt,
        deadlineAt: new Date(claimedAt.getTime() + VIDEO_PUBLISH_TIMEOUT_MS),
      },
    });
    const callsBefore = fake.requests("youtube").length;

    // A second worker's run of the same attempt waits for the claim's own deadline, without calling the network.
    const young = await publishAttempt(post.id, 1, { finalTry: true });
    expect(young.done).toBe(false);
    expect(young.outcomes).toEqual([expect.objectContaining({ platform: "youtube", status: "retrying" })]);
    expect(young.inFlightElsewhereMs).toBeGreaterThan(VIDEO_PUBLISH_TIMEOUT_MS - NETWORK_TIMEOUT_MS - ORPHAN_MARGIN_MS - 5000);

    // The sweeper finds the due post without a job and queues it; the worker's job waits the same way.
    const swept = await sweepDuePosts();
    expect(swept.requeued).toBeGreaterThanOrEqual(1);
    await waitFor("the re-queued job to wait for the claim", async () => {
      const delayed = await getQueue("publish").getDelayed();
      return delayed.some((job) => job.data.postId === post.id) ? true : null;
    });
    expect(fake.requests("youtube").slice(callsBefore)).toEqual([]);
    expect(await db.publishLog.findUniqueOrThrow({ where: { id: log.id } })).toMatchObject({ status: "publishing", tries: 1 });

    // Past the claim's own deadline + margin the upload has surely ended: the claim is orphaned. YouTube
    // cannot be asked whether the video exists, so it is marked for review, never uploaded again.
    const old = new Date(Date.now() - VIDEO_PUBLISH_TIMEOUT_MS - ORPHAN_MARGIN_MS - 1000);
    await db.publishLog.update({ where: { id: log.id }, data: { claimedAt: old, deadlineAt: new Date(old.getTime() + VIDEO_PUBLISH_TIMEOUT_MS) } });
    const orphaned = await publishAttempt(post.id, 1, { finalTry: true });
    expect(orphaned.outcomes).toEqual([expect.objectContaining({ platform: "youtube", status: "needs_review" })]);
    expect((await db.publishLog.findUniqueOrThrow({ where: { id: log.id } })).error).toMatch(/was interrupted/);
    expect(
      fake
        .requests("youtube")
        .slice(callsBefore)
        .filter((r) => r.method !== "GET"),
    ).toEqual([]);
    expect(youtubePosts(content)).toHaveLength(0);
  }, 30_000);

  it("a Bluesky video claim past its own deadline asks the network: the dead run's post is found, never posted twice", async () => {
    const { user, token } = await createUser();
    const member = bluesky.addAccount({ handle: `deadline${Date.now()}.pds.deadline.fake.test`, appPassword: "abcd-efgh-ijkl-mnop" });
    const connected = await rest("POST", "/bluesky/auth", { token, body: { identifier: `@${member.handle}`, appPassword: member.appPassword } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    const upload = await storeUpload(user.id, smallMp4());
    const content = "A video the dead run did post";
    const post = await db.post.create({
      data: {
        userId: user.id,
        content,
        platforms: ["bluesky"],
        mediaKeys: [upload.url],
        status: "scheduled",
        scheduledAt: new Date(),
        publishAttempt: 1,
      },
    });
    // The first run claimed it, uploaded and posted the video, and died before recording the answer.
    const first = await publishAttempt(post.id, 1, { finalTry: true });
    expect(first.outcomes).toEqual([expect.objectContaining({ platform: "bluesky", status: "published" })]);
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: post.id, platform: "bluesky" } });
    expect(log.deadlineAt!.getTime() - log.claimedAt.getTime()).toBe(VIDEO_PUBLISH_TIMEOUT_MS);
    await db.post.update({ where: { id: post.id }, data: { status: "scheduled" } });
    const claimedAt = new Date(Date.now() - NETWORK_TIMEOUT_MS - ORPHAN_MARGIN_MS - 2000);
    await db.publishLog.update({
      where: { id: log.id },
      data: { status: "publishing", platformPostId: null, platformPostUrl: null, completedAt: null, claimedAt, deadlineAt: log.deadlineAt },
    });
    expect(bluesky.posts(member.did).filter((p) => p.value.text === content && p.value.embed?.video)).toHaveLength(1);

    // Before its own deadline: a second run does not touch the network.
    const requestsBefore = bluesky.requests.length;
    const young = await publishAttempt(post.id, 1, { finalTry: true });
    expect(young).toMatchObject({ done: false, outcomes: [expect.objectContaining({ platform: "bluesky", status: "retrying" })] });
    expect(bluesky.requests.slice(requestsBefore)).toEqual([]);

    // After it: asked, the network has the post, so the claim is completed with it.
    const old = new Date(Date.now() - VIDEO_PUBLISH_TIMEOUT_MS - ORPHAN_MARGIN_MS - 1000);
    await db.publishLog.update({ where: { id: log.id }, data: { claimedAt: old, deadlineAt: new Date(old.getTime() + VIDEO_PUBLISH_TIMEOUT_MS) } });
    const orphaned = await publishAttempt(post.id, 1, { finalTry: true });
    expect(orphaned.outcomes).toEqual([expect.objectContaining({ platform: "bluesky", status: "published" })]);
    expect(bluesky.requests.slice(requestsBefore).map((r) => r.nsid)).toContain("com.atproto.repo.listRecords");
    expect(bluesky.requests.slice(requestsBefore).map((r) => r.nsid)).not.toContain("app.bsky.video.uploadVideo");
    expect(bluesky.posts(member.did).filter((p) => p.value.text === content && p.value.embed?.video)).toHaveLength(1);
    expect(await db.publishLog.findUniqueOrThrow({ where: { id: log.id } })).toMatchObject({ status: "published", tries: 1 });
  }, 30_000);
});
