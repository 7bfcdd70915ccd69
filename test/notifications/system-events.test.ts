/**
 * The system's own notifications (issue 26), against the network fakes: a post that failed for
 * good, an account that needs reconnecting and a post newly at risk tell the author and the
 * workspace's owner and admins (not its editors), once, in the transaction that records the event.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { UnrecoverableError, Worker } from "bullmq";
import { bullConnection, closeQueues, getQueuePrefix } from "@/server/queue";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { enqueuePublish, publishJobId } from "@/server/services/publishing/scheduler";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { flagPostsAtRisk } from "@/server/services/publishing/preflight";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { failBurst, teamOnX } from "./helpers";

const fake = new SocialNetworkFake();

beforeAll(async () => {
  await fake.start();
  Object.assign(process.env, fake.envVars(), fake.oauthEnvVars());
  resetEnvForTests();
});
afterAll(async () => {
  await closeQueues();
  await fake.stop();
});

const notificationsOf = (userId: string, kind: string) => db.notification.findMany({ where: { userId, kind }, orderBy: { createdAt: "asc" } });

describe("system notifications", () => {
  it("a failed post tells its author and the workspace's owner and admins, with the network's reason", async () => {
    const team = await teamOnX(fake);
    const posts = await failBurst(fake, team, 3);
    const { author, owner, admin, editor, workspace } = team;
    expect(await db.post.count({ where: { workspaceId: workspace.id, status: "failed" } })).toBe(3);
    for (const who of [author, owner, admin]) expect(await notificationsOf(who.user.id, "post_failed")).toHaveLength(3);
    expect(await notificationsOf(editor.user.id, "post_failed")).toHaveLength(0);
    const [one] = await notificationsOf(author.user.id, "post_failed");
    expect(one).toMatchObject({ workspaceId: workspace.id, readAt: null, emailedAt: null });
    expect(one!.title).toMatch(/^A post failed to publish: “Burst post \d/);
    expect(one!.body).toMatch(/Your text is invalid/);
    expect(posts.map((p) => p.id)).toContain(one!.postId);
    expect(one!.link).toBe(`/posts?tab=failed&post=${one!.postId}`);
  });

  it("an account that cannot be renewed tells the owner and admins once (refused refresh, and a token that ended)", async () => {
    const { owner, admin, editor, author, workspace, account } = await teamOnX(fake);
    await db.socialAccount.update({
      where: { id: account.id },
      data: { refreshTokenEnc: encryptSecret("refresh-me"), expiresAt: new Date(Date.now() + 5 * 60_000) },
    });
    const linkedin = await connectAccount(fake, admin.user.id, "linkedin");
    await db.socialAccount.update({ where: { id: linkedin.id }, data: { workspaceId: workspace.id, expiresAt: new Date(Date.now() - 60_000) } });
    fake.setBehaviour("x", { failRefresh: true });
    try {
      await refreshExpiringTokens();
      await refreshExpiringTokens();
    } finally {
      fake.setBehaviour("x", { failRefresh: false });
    }
    for (const who of [owner, admin]) {
      const notes = await notificationsOf(who.user.id, "account_reconnect");
      expect(notes.map((n) => n.title).sort()).toEqual([
        "Reconnect LinkedIn (linkedin account): scheduled posts there will not go out until you do",
        "Reconnect X (x account): scheduled posts there will not go out until you do",
      ]);
      expect(notes.every((n) => n.link === "/accounts" && n.workspaceId === workspace.id)).toBe(true);
      expect(notes.find((n) => n.title.includes("X (x"))!.body).toMatch(/Reconnect your X account\.$/);
    }
    for (const who of [editor, author]) expect(await notificationsOf(who.user.id, "account_reconnect")).toHaveLength(0);
  });

  it("a post newly at risk tells its author and the owner and admins once, not on every check", async () => {
    const { owner, admin, editor, author, workspace } = await teamOnX(fake);
    const post = await db.post.create({
      data: {
        userId: author.user.id,
        workspaceId: workspace.id,
        content: "At risk: LinkedIn is not connected",
        platforms: ["x", "linkedin"],
        status: "scheduled",
        scheduledAt: new Date(Date.now() + 30 * 60_000),
      },
    });
    await flagPostsAtRisk();
    await flagPostsAtRisk();
    for (const who of [author, owner, admin]) {
      const notes = await notificationsOf(who.user.id, "post_at_risk");
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ postId: post.id, link: `/posts?tab=scheduled&post=${post.id}` });
      expect(notes[0]!.body).toBe("LinkedIn is not connected: connect it on Accounts, or this post will not go out there.");
    }
    expect(await notificationsOf(editor.user.id, "post_at_risk")).toHaveLength(0);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).publishWarnings).toHaveLength(1);
  });

  it("a post the sweeper fails (its job ended without settling it) tells the author and the owner and admins", async () => {
    const { owner, admin, editor, author, workspace } = await teamOnX(fake);
    const post = await db.post.create({
      data: {
        userId: author.user.id,
        workspaceId: workspace.id,
        content: "Swept after its job died",
        platforms: ["x"],
        status: "scheduled",
        scheduledAt: new Date(Date.now() - 60_000),
        publishAttempt: 1,
      },
    });
    // Its job ended without a result: taken and failed by a worker that never settled the post.
    await enqueuePublish(post);
    const taker = new Worker("publish", null, { connection: bullConnection(), prefix: getQueuePrefix() });
    try {
      const job = await taker.getNextJob("dead-worker");
      expect(job?.id).toBe(publishJobId(post.id, 1));
      await job!.moveToFailed(new UnrecoverableError("the worker was killed"), "dead-worker");
    } finally {
      await taker.close();
    }

    await sweepDuePosts();
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("failed");
    for (const who of [author, owner, admin]) {
      const notes = await notificationsOf(who.user.id, "post_failed");
      expect(notes.map((n) => n.postId)).toEqual([post.id]);
      expect(notes[0]!.body).toBe("Publishing failed: the worker was killed");
    }
    expect(await notificationsOf(editor.user.id, "post_failed")).toHaveLength(0);
  });
});
