/**
 * Client review links (issue 26): admins create, list and revoke them; a client without an account
 * opens one and sees only its posts, nothing secret; expired, revoked, tampered and unknown tokens
 * show nothing; a post outside the link is refused as missing, through both doors.
 */
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/server/db";
import { REVIEW_LINK_REQUESTS_PER_MINUTE } from "@/server/api/trpc";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { teamWithMembers } from "./team";

const DAY = 24 * 60 * 60 * 1000;
type LinkAnswer = { success: boolean; url: string; message?: string; link: { id: string; state: string } };
type PreviewAnswer = {
  success: boolean;
  message?: string;
  preview: {
    label: string;
    posts: { id: string; status: string; canDecide: boolean; networks: { network: string; accountName: string | null; length: number }[] }[];
  };
};

/** A fresh client address per call site, so the per-address limit of one test does not reach another. */
function client() {
  return { headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}, ${randomUUID()}` } };
}

async function teamWithPosts() {
  const team = await teamWithMembers();
  const { workspace, owner } = team;
  await db.socialAccount.create({
    data: {
      userId: owner.user.id,
      workspaceId: workspace.id,
      platform: "x",
      platformUserId: "x-1",
      accountName: "Acme on X",
      username: "acme",
      accessTokenEnc: "SECRET-ACCESS-TOKEN-CIPHERTEXT",
      refreshTokenEnc: "SECRET-REFRESH-TOKEN-CIPHERTEXT",
      scopes: [],
    },
  });
  const soon = new Date(Date.now() + 3 * DAY);
  const make = (content: string, extra: Partial<{ status: "draft" | "scheduled" | "failed"; scheduledAt: Date; workspaceId: string }> = {}) =>
    db.post.create({
      data: {
        userId: team.contributor.user.id,
        workspaceId: extra.workspaceId ?? workspace.id,
        content,
        platforms: ["x"],
        status: extra.status ?? "scheduled",
        scheduledAt: extra.scheduledAt ?? soon,
        errorMessage: extra.status === "failed" ? "INTERNAL-ERROR-DETAIL" : null,
      },
    });
  const shared = await make("Launch day 🚀 https://example.com/a-very-long-link-that-x-counts-as-23");
  const other = await make("Not shared with the client");
  const draft = await make("A draft in the range", { status: "draft" });
  const failed = await make("A failed post in the range", { status: "failed" });
  return { ...team, shared, other, draft, failed, soon };
}

async function createLink(token: string, headers: Record<string, string>, body: Record<string, unknown>) {
  return rest<LinkAnswer>("POST", "/review-links", {
    token,
    headers,
    body: { label: "Acme marketing team", expiresAt: new Date(Date.now() + 7 * DAY).toISOString(), ...body },
  });
}

function tokenOf(url: string): string {
  return url.split("/review/")[1]!;
}

describe("creating, listing and revoking review links", () => {
  it("lets admins and owners create one (the URL once), lists it without its token, and refuses lower roles", async () => {
    const { owner, editor, client: clientMember, outsider, shared, inTeam } = await teamWithPosts();
    const created = await createLink(owner.token, inTeam, { postIds: [shared.id] });
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.body.url);
    const stored = await db.reviewLink.findUniqueOrThrow({ where: { id: created.body.link.id } });
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await trpc({ token: owner.token, headers: inTeam }).reviewLinks.list.query({});
    expect(listed.links.map((l) => l.label)).toEqual(["Acme marketing team"]);
    expect(JSON.stringify(listed)).not.toContain(token);

    expect((await createLink(editor.token, inTeam, { postIds: [shared.id] })).status).toBe(403);
    expect((await createLink(clientMember.token, inTeam, { postIds: [shared.id] })).status).toBe(403);
    expect((await createLink(outsider.token, inTeam, { postIds: [shared.id] })).status).toBe(404);
    expect((await rest("GET", "/review-links", { token: editor.token, headers: inTeam })).status).toBe(403);
  });

  it("refuses another workspace's post, a range longer than 92 days, an expiry past 90 days, and both scopes at once", async () => {
    const { owner, shared, inTeam } = await teamWithPosts();
    const stranger = await createUser();
    const theirs = await db.post.create({
      data: { userId: stranger.user.id, content: "theirs", platforms: ["x"], status: "scheduled", scheduledAt: new Date(Date.now() + DAY) },
    });
    const foreign = await createLink(owner.token, inTeam, { postIds: [shared.id, theirs.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Post not found");
    const from = new Date();
    const long = await createLink(owner.token, inTeam, { from: from.toISOString(), to: new Date(from.getTime() + 93 * DAY).toISOString() });
    expect(long.status).toBe(400);
    const late = await createLink(owner.token, inTeam, { postIds: [shared.id], expiresAt: new Date(Date.now() + 91 * DAY).toISOString() });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain("90 days");
    const both = await createLink(owner.token, inTeam, {
      postIds: [shared.id],
      from: from.toISOString(),
      to: new Date(from.getTime() + DAY).toISOString(),
    });
    expect(both.status).toBe(400);
  });

  it("revokes: the link answers 410 on REST and 404 with `gone` on tRPC, and says nothing of its posts", async () => {
    const { owner, admin, shared, inTeam } = await withAdmin(await teamWithPosts());
    const created = await createLink(admin.token, inTeam, { postIds: [shared.id] });
    const token = tokenOf(created.body.url);
    expect((await rest<PreviewAnswer>("GET", `/review/${token}`, client())).status).toBe(200);
    const revoked = await rest<LinkAnswer>("POST", `/review-links/${created.body.link.id}/revoke`, { token: owner.token, headers: inTeam });
    expect(revoked.status).toBe(200);
    expect(revoked.body.link.state).toBe("revoked");
    const answer = await rest<PreviewAnswer>("GET", `/review/${token}`, client());
    expect(answer.status).toBe(410);
    expect(answer.body.message).toContain("turned off");
    expect(JSON.stringify(answer.body)).not.toContain(shared.content.slice(0, 10));
    const viaTrpc = await trpcFailure(trpc(client()).reviewLinks.view.query({ token }));
    expect(viaTrpc).toMatchObject({ status: 404, extra: { gone: true, reason: "revoked" } });
    // Another workspace's admin cannot revoke it: not found.
    const stranger = await createUser();
    expect((await rest("POST", `/review-links/${created.body.link.id}/revoke`, { token: stranger.token })).status).toBe(404);
  });
});

async function withAdmin<T extends Awaited<ReturnType<typeof teamWithPosts>>>(team: T) {
  const admin = await createUser();
  await db.membership.create({ data: { workspaceId: team.workspace.id, userId: admin.user.id, role: "ADMIN" } });
  return { ...team, admin };
}

describe("opening a review link without an account", () => {
  it("shows only the chosen posts, each as the network counts it, with the account's name and nothing secret", async () => {
    const { owner, shared, other, inTeam } = await teamWithPosts();
    const created = await createLink(owner.token, inTeam, { postIds: [shared.id] });
    const token = tokenOf(created.body.url);
    const answer = await rest<PreviewAnswer>("GET", `/review/${token}`, client());
    expect(answer.status).toBe(200);
    expect(answer.body.preview.label).toBe("Acme marketing team");
    expect(answer.body.preview.posts.map((p) => p.id)).toEqual([shared.id]);
    const [card] = answer.body.preview.posts[0]!.networks;
    // "Launch day " 11 + emoji 2 + " " 1 + link 23 (X's rules, src/lib/x-text.ts).
    expect(card).toMatchObject({ network: "x", accountName: "Acme on X", length: 37 });

    const json = JSON.stringify(answer.body);
    expect(json).not.toContain(other.id);
    expect(json).not.toContain(other.content);
    expect(json).not.toContain(token);
    expect(json).not.toMatch(/@[\w.-]+\.\w+/); // no e-mail address of any member
    expect(json).not.toContain("SECRET-");
    expect(json).not.toContain(owner.user.id);
    const opened = await db.reviewLink.findUniqueOrThrow({ where: { id: created.body.link.id } });
    expect(opened.lastOpenedAt).not.toBeNull();
  });

  it("shows a range's scheduled posts but not its drafts or failed posts (nor their errors)", async () => {
    const { owner, shared, other, draft, failed, soon, inTeam } = await teamWithPosts();
    const from = new Date(soon.getTime() - DAY);
    const created = await createLink(owner.token, inTeam, {
      from: from.toISOString(),
      to: new Date(soon.getTime() + DAY).toISOString(),
      networks: ["x"],
    });
    const answer = await rest<PreviewAnswer>("GET", `/review/${tokenOf(created.body.url)}`, client());
    expect(answer.status).toBe(200);
    expect(answer.body.preview.posts.map((p) => p.id).sort()).toEqual([shared.id, other.id].sort());
    const json = JSON.stringify(answer.body);
    expect(json).not.toContain(draft.id);
    expect(json).not.toContain(failed.id);
    expect(json).not.toContain("INTERNAL-ERROR-DETAIL");
  });

  it("answers an expired link 410, and an unknown or tampered token 404, with nothing of the link", async () => {
    const { owner, shared, inTeam } = await teamWithPosts();
    const created = await createLink(owner.token, inTeam, { postIds: [shared.id] });
    const token = tokenOf(created.body.url);
    await db.reviewLink.update({ where: { id: created.body.link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await rest<PreviewAnswer>("GET", `/review/${token}`, client());
    expect(expired.status).toBe(410);
    expect(expired.body.message).toContain("expired");

    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [tampered, "not-a-token", "x".repeat(43)]) {
      const answer = await rest<PreviewAnswer>("GET", `/review/${bad}`, client());
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("This review link does not exist. Check that the address is complete.");
    }
  });

  it("refuses, as missing, a post outside the link's set and another workspace's post", async () => {
    const { owner, shared, other, inTeam } = await teamWithPosts();
    const stranger = await createUser();
    const theirs = await db.post.create({
      data: { userId: stranger.user.id, content: "theirs", platforms: ["x"], status: "scheduled", scheduledAt: new Date(Date.now() + DAY) },
    });
    const token = tokenOf((await createLink(owner.token, inTeam, { postIds: [shared.id] })).body.url);
    for (const postId of [other.id, theirs.id, "no-such-post"]) {
      const approve = await rest("POST", `/review/${token}/posts/${postId}/approve`, client());
      expect(approve.status).toBe(404);
      const changes = await rest("POST", `/review/${token}/posts/${postId}/request-changes`, { ...client(), body: { comment: "Please fix" } });
      expect(changes.status).toBe(404);
    }
    expect(await db.reviewLinkAction.count({ where: { postId: { in: [other.id, theirs.id] } } })).toBe(0);
  });

  it("refuses a decision on a post that is not waiting for review (409), and records nothing", async () => {
    const { owner, shared, inTeam } = await teamWithPosts();
    const token = tokenOf((await createLink(owner.token, inTeam, { postIds: [shared.id] })).body.url);
    const answer = await rest<{ message: string }>("POST", `/review/${token}/posts/${shared.id}/approve`, client());
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain("no longer waiting for review");
    expect(await db.post.findUniqueOrThrow({ where: { id: shared.id } })).toMatchObject({ status: "scheduled" });
  });

  it("limits each address: past the limit a minute, 429 with Retry-After", async () => {
    const headers = client();
    for (let i = 0; i < REVIEW_LINK_REQUESTS_PER_MINUTE; i++) expect((await rest("GET", `/review/${"y".repeat(43)}`, headers)).status).toBe(404);
    const limited = await rest("GET", `/review/${"y".repeat(43)}`, headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

/** A contributor's post submitted for review (as the approval workflow leaves it), on the team's X account. */
async function inReview(team: Awaited<ReturnType<typeof teamWithPosts>>, content: string, scheduledAt = new Date(Date.now() + 2 * DAY)) {
  return db.post.create({
    data: {
      userId: team.contributor.user.id,
      workspaceId: team.workspace.id,
      content,
      platforms: ["x"],
      status: "in_review",
      reviewIntent: "at",
      submittedAt: new Date(),
      scheduledAt,
    },
  });
}

describe("deciding through a review link", () => {
  it("approves a post in review as the link: scheduled as asked, recorded with the label, the author told; not twice", async () => {
    const team = await teamWithPosts();
    const post = await inReview(team, "Approve me");
    const created = await createLink(team.owner.token, team.inTeam, { postIds: [post.id] });
    const token = tokenOf(created.body.url);
    const before = await rest<PreviewAnswer>("GET", `/review/${token}`, client());
    expect(before.body.preview.posts[0]).toMatchObject({ id: post.id, status: "in_review", canDecide: true });

    const approved = await rest<{ post: { status: string; canDecide: boolean; decisions: { action: string }[] } }>(
      "POST",
      `/review/${token}/posts/${post.id}/approve`,
      client(),
    );
    expect(approved.status).toBe(200);
    expect(approved.body.post).toMatchObject({ status: "scheduled", canDecide: false, decisions: [{ action: "approved" }] });
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "scheduled", scheduledAt: post.scheduledAt });
    const recorded = await db.reviewLinkAction.findMany({ where: { postId: post.id } });
    expect(recorded).toMatchObject([{ action: "approved", label: "Acme marketing team", linkId: created.body.link.id }]);
    const told = await db.notification.findMany({ where: { postId: post.id, kind: "approved" } });
    expect(told).toMatchObject([{ userId: team.contributor.user.id, actorUserId: null }]);
    expect(told[0]!.title).toContain("by Acme marketing team");

    const again = await rest<{ message: string }>("POST", `/review/${token}/posts/${post.id}/approve`, client());
    expect(again.status).toBe(409);
    expect(await db.reviewLinkAction.count({ where: { postId: post.id } })).toBe(1);
  });

  it("requests changes with a comment through tRPC: the post goes back to its author with the note, even one the link's creator wrote", async () => {
    const team = await teamWithPosts();
    await db.workspace.update({ where: { id: team.workspace.id }, data: { approvalPolicy: "everyone" } });
    const own = await db.post.create({
      data: {
        userId: team.owner.user.id,
        workspaceId: team.workspace.id,
        content: "The owner's own post",
        platforms: ["x"],
        status: "in_review",
        reviewIntent: "at",
        submittedAt: new Date(),
        scheduledAt: new Date(Date.now() + DAY),
      },
    });
    const post = await inReview(team, "Change me");
    const created = await createLink(team.owner.token, team.inTeam, { postIds: [post.id, own.id] });
    const token = tokenOf(created.body.url);
    const blank = await trpcFailure(trpc(client()).reviewLinks.requestChanges.mutate({ token, postId: post.id, comment: "   " }));
    expect(blank.status).toBe(400);

    const answer = await trpc(client()).reviewLinks.requestChanges.mutate({ token, postId: post.id, comment: "Use the new logo, please." });
    expect(answer.post).toMatchObject({
      status: "changes_requested",
      canDecide: false,
      decisions: [{ action: "changes_requested", comment: "Use the new logo, please." }],
    });
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      status: "changes_requested",
      reviewNote: "Use the new logo, please.",
    });
    const told = await db.notification.findFirstOrThrow({ where: { postId: post.id, kind: "changes_requested" } });
    expect(told).toMatchObject({ userId: team.contributor.user.id, actorUserId: null });
    expect(told.title).toContain("Acme marketing team");

    // The owner shared the link, but the client approves: "no approving one's own post" is not theirs.
    const ownApproved = await trpc(client()).reviewLinks.approve.mutate({ token, postId: own.id });
    expect(ownApproved.post.status).toBe("scheduled");
    expect(await db.notification.count({ where: { postId: own.id, kind: "approved", userId: team.owner.user.id } })).toBe(1);
  });

  it("tells the client, without a time picker, that a post whose time passed in review needs a new time from the team", async () => {
    const team = await teamWithPosts();
    const post = await inReview(team, "Too late", new Date(Date.now() - 60_000));
    const token = tokenOf((await createLink(team.owner.token, team.inTeam, { postIds: [post.id] })).body.url);
    const answer = await rest<{ message: string }>("POST", `/review/${token}/posts/${post.id}/approve`, client());
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain("Ask the team to choose a new time");
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "in_review" });
    expect(await db.reviewLinkAction.count({ where: { postId: post.id } })).toBe(0);
  });

  it("shows a range's posts in review and awaiting changes, and lets the client decide on those in review only", async () => {
    const team = await teamWithPosts();
    const waiting = await inReview(team, "Waiting in the range", team.soon);
    const from = new Date(team.soon.getTime() - DAY);
    const token = tokenOf(
      (await createLink(team.owner.token, team.inTeam, { from: from.toISOString(), to: new Date(team.soon.getTime() + DAY).toISOString() })).body.url,
    );
    const answer = await rest<PreviewAnswer>("GET", `/review/${token}`, client());
    const shown = answer.body.preview.posts.find((p) => p.id === waiting.id);
    expect(shown).toMatchObject({ status: "in_review", canDecide: true });
    expect(answer.body.preview.posts.filter((p) => p.canDecide).map((p) => p.id)).toEqual([waiting.id]);
    expect((await rest("POST", `/review/${token}/posts/${waiting.id}/approve`, client())).status).toBe(200);
  });
});
