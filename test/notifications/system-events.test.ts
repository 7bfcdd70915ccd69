/**
 * The system's own notifications (issue 26), against the network fakes: a post that failed for
 * good, an account that needs reconnecting and a post newly at risk tell the author and the
 * workspace's owner and admins (not its editors), once, in the transaction that records the event.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { flagPostsAtRisk } from "@/server/services/publishing/preflight";
import { publishAttempt } from "@/server/services/publishing/publisher";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { teamOf } from "./helpers";

const fake = new SocialNetworkFake();

beforeAll(async () => {
  await fake.start();
  Object.assign(process.env, fake.envVars(), fake.oauthEnvVars());
  resetEnvForTests();
});
afterAll(() => fake.stop());

const notificationsOf = (userId: string, kind: string) => db.notification.findMany({ where: { userId, kind }, orderBy: { createdAt: "asc" } });

/** A team whose X account lives in the team workspace. */
async function teamOnX() {
  const team = await teamOf();
  const account = await connectAccount(fake, team.owner.user.id, "x");
  await db.socialAccount.update({ where: { id: account.id }, data: { workspaceId: team.workspace.id } });
  return { ...team, account };
}

export async function failedBurst(size: number) {
  const team = await teamOnX();
  fake.setBehaviour("x", { validationError: "Your Tweet text is invalid." });
  try {
    await db.post.createMany({
      data: Array.from({ length: size }, (_, i) => ({
        userId: team.author.user.id,
        workspaceId: team.workspace.id,
        content: `Burst post ${i} ${randomBytes(3).toString("hex")}`,
        platforms: ["x"],
        status: "scheduled" as const,
        scheduledAt: new Date(),
        publishAttempt: 1,
      })),
    });
    const posts = await db.post.findMany({ where: { workspaceId: team.workspace.id }, select: { id: true } });
    // As the worker runs them: many at once, settling in shared batches.
    for (let i = 0; i < posts.length; i += 100) {
      await Promise.all(posts.slice(i, i + 100).map((p) => publishAttempt(p.id, 1, { finalTry: true })));
    }
    return { ...team, posts };
  } finally {
    fake.setBehaviour("x", { validationError: null });
  }
}

describe("system notifications", () => {
  it("a failed post tells its author and the workspace's owner and admins, with the network's reason", async () => {
    const { author, owner, admin, editor, workspace, posts } = await failedBurst(3);
    expect(await db.post.count({ where: { workspaceId: workspace.id, status: "failed" } })).toBe(3);
    for (const who of [author, owner, admin]) expect(await notificationsOf(who.user.id, "post_failed")).toHaveLength(3);
    expect(await notificationsOf(editor.user.id, "post_failed")).toHaveLength(0);
    const [one] = await notificationsOf(author.user.id, "post_failed");
    expect(one).toMatchObject({ workspaceId: workspace.id, readAt: null, emailedAt: null });
    expect(one!.title).toMatch(/^A post failed to publish: “Burst post \d/);
    expect(one!.body).toMatch(/Your Tweet text is invalid/);
    expect(posts.map((p) => p.id)).toContain(one!.postId);
    expect(one!.link).toBe(`/posts?tab=failed&post=${one!.postId}`);
  });

  it("an account that cannot be renewed tells the owner and admins once (refused refresh, and a token that ended)", async () => {
    const { owner, admin, editor, author, workspace, account } = await teamOnX();
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
    const { owner, admin, editor, author, workspace } = await teamOnX();
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
});
