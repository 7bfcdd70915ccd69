/**
 * The preflight check (issue 16): a scheduled post that will not go out as planned is flagged to its
 * owner before it is due — on the post (both doors) and on the dashboard — and the flag goes away as
 * soon as the cause does. And /api/status/publishing shows how on time publishing is.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { deleteMediaFiles, saveMedia } from "@/server/services/media/storage";
import { startCooldown } from "@/server/services/publishing/limits";
import { flagPostsAtRisk, PREFLIGHT_HORIZON_MS } from "@/server/services/publishing/preflight";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";

const fake = new SocialNetworkFake();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);

async function schedule(userId: string, platforms: string[], at: Date, mediaUrls: string[] = []) {
  return db.post.create({
    data: { userId, content: `Preflight ${randomBytes(4).toString("hex")}`, platforms, status: "scheduled", scheduledAt: at, mediaKeys: mediaUrls },
  });
}

async function warningsOf(postId: string): Promise<string[]> {
  return (await db.post.findUniqueOrThrow({ where: { id: postId } })).publishWarnings;
}

describe("preflight check", () => {
  it("flags a network that is not connected, on the post and the dashboard, and clears it once connected", async () => {
    const { user, token } = await createUser();
    await connectAccount(fake, user.id, "x");
    // Due within the hour X's token (connectAccount) still has.
    const post = await schedule(user.id, ["x", "linkedin"], inMinutes(30));
    const fine = await schedule(user.id, ["x"], inMinutes(30));

    await flagPostsAtRisk();
    expect(await warningsOf(post.id)).toEqual(["LinkedIn is not connected: connect it on Accounts, or this post will not go out there."]);
    expect(await warningsOf(fine.id)).toEqual([]);

    // What the owner sees: the post's warnings in the list, and the count on the dashboard.
    const client = trpc({ token });
    const overview = await client.dashboard.overview.query();
    expect(overview.stats.scheduledPostsAtRisk).toBe(1);
    const listed = await rest<{ data: { id: string; publishWarnings: string[] }[] }>("GET", "/dashboard/posts?status=scheduled", { token });
    expect(listed.body.data.find((p) => p.id === post.id)?.publishWarnings).toHaveLength(1);
    expect(listed.body.data.find((p) => p.id === fine.id)?.publishWarnings).toEqual([]);

    await connectAccount(fake, user.id, "linkedin");
    const summary = await flagPostsAtRisk();
    expect(summary.cleared).toBeGreaterThanOrEqual(1);
    expect(await warningsOf(post.id)).toEqual([]);
    expect((await client.dashboard.overview.query()).stats.scheduledPostsAtRisk).toBe(0);
  });

  it("flags an account marked for reconnection, and access that ends before the due time and cannot be renewed", async () => {
    const { user } = await createUser();
    await connectAccount(fake, user.id, "linkedin", { expired: true });
    await db.socialAccount.updateMany({ where: { userId: user.id, platform: "linkedin" }, data: { isExpired: true } });
    // X's token ends in an hour (connectAccount) and there is no refresh token to renew it with.
    await connectAccount(fake, user.id, "x");
    const dueLater = await schedule(user.id, ["linkedin", "x"], inMinutes(120));
    const dueBefore = await schedule(user.id, ["x"], inMinutes(30));

    await flagPostsAtRisk();
    expect(await warningsOf(dueLater.id)).toEqual([
      "LinkedIn needs to be reconnected: reconnect it on Accounts, or this post will not go out there.",
      "X access ends before this post is due: reconnect it on Accounts, or this post will not go out there.",
    ]);
    // Due while the token still works: nothing to say.
    expect(await warningsOf(dueBefore.id)).toEqual([]);

    // With a refresh token the worker renews X's access before it ends: no longer at risk there.
    await db.socialAccount.updateMany({ where: { userId: user.id, platform: "x" }, data: { refreshTokenEnc: encryptSecret("x-refresh") } });
    await flagPostsAtRisk();
    expect(await warningsOf(dueLater.id)).toEqual([
      "LinkedIn needs to be reconnected: reconnect it on Accounts, or this post will not go out there.",
    ]);
  });

  it("says how late a post will be when its network asked us to slow down past its time", async () => {
    const { user } = await createUser();
    await connectAccount(fake, user.id, "x");
    const soon = await schedule(user.id, ["x"], inMinutes(10));
    const later = await schedule(user.id, ["x"], inMinutes(45));
    await startCooldown("x", user.id, 429, 30 * 60_000);

    await flagPostsAtRisk();
    expect(await warningsOf(soon.id)).toEqual(["X asked us to slow down: this post will go out about 20 min late there."]);
    expect(await warningsOf(later.id)).toEqual([]);
  });

  it("flags media that is gone from storage, and leaves posts whose files are there", async () => {
    const { user } = await createUser();
    await connectAccount(fake, user.id, "x");
    const kept = await saveMedia(Buffer.from("png"), "image/png");
    const gone = await saveMedia(Buffer.from("png"), "image/png");
    const withGone = await schedule(user.id, ["x"], inMinutes(30), [kept.key, gone.key]);
    const withKept = await schedule(user.id, ["x"], inMinutes(30), [kept.key]);
    await deleteMediaFiles([gone.key]);

    await flagPostsAtRisk();
    expect(await warningsOf(withGone.id)).toEqual(["An attached file is missing: replace it, or this post will fail."]);
    expect(await warningsOf(withKept.id)).toEqual([]);
  });

  it("looks only at posts ahead within the horizon, and drops warnings of posts no longer scheduled ahead", async () => {
    const { user } = await createUser();
    const farAway = await schedule(user.id, ["linkedin"], new Date(Date.now() + PREFLIGHT_HORIZON_MS + 3600_000));
    const near = await schedule(user.id, ["linkedin"], inMinutes(5));
    const draft = await db.post.create({
      data: { userId: user.id, content: "A draft", platforms: ["linkedin"], status: "draft", scheduledAt: inMinutes(5) },
    });

    await flagPostsAtRisk();
    expect(await warningsOf(farAway.id)).toEqual([]);
    expect(await warningsOf(draft.id)).toEqual([]);
    expect(await warningsOf(near.id)).toHaveLength(1);

    // Published (or moved out of the schedule) since: the warning is about nothing any more.
    await db.post.update({ where: { id: near.id }, data: { status: "published", publishedAt: new Date() } });
    await flagPostsAtRisk();
    const after = await db.post.findUniqueOrThrow({ where: { id: near.id } });
    expect(after.publishWarnings).toEqual([]);
    expect(after.publishWarningAt).toBeNull();
  });
});

describe("GET /api/status/publishing", () => {
  it("reports the last hour's lateness, and is degraded while due posts wait", async () => {
    const { user } = await createUser();
    const published = await db.post.create({
      data: {
        userId: user.id,
        content: "Published for the on-time status check",
        platforms: ["x"],
        status: "published",
        scheduledAt: inMinutes(-5),
        publishedAt: new Date(),
      },
    });
    await db.publishLog.create({
      data: { postId: published.id, platform: "x", status: "published", attempt: 1, completedAt: new Date(), latenessMs: 1200, platformPostId: "1" },
    });
    const answer = await rest<{ success: boolean; status: string; description: string }>("GET", "/status/publishing");
    expect(answer.status).toBe(200);
    expect(answer.body.description).toMatch(/Last hour: [\d,]+ scheduled posts, half within [\d.]+ s of their time, 99% within [\d.]+ s/);

    // A due post nobody published for ten minutes: publishing is behind, and says by how much.
    const waiting = await schedule(user.id, ["x"], inMinutes(-10));
    const behind = await rest<{ success: boolean; status: string; description: string }>("GET", "/status/publishing");
    expect(behind.status).toBe(200);
    expect(behind.body.status).toBe("degraded");
    expect(behind.body.description).toMatch(/^Publishing is behind: [\d,]+ due posts? waiting \(the oldest for \d+ min\)/);
    await db.post.delete({ where: { id: waiting.id } });
  });
});
