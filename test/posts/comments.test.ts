/**
 * A post's comment thread (issue 26): every member comments (clients review), mentions of members
 * notify them, other comments notify the post's author and earlier commenters; authors edit and
 * delete their own, admins and owners delete any; other workspaces' posts are 404.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { teamWithMembers } from "../workspaces/team";

type Comment = {
  id: string;
  body: string;
  author: { id: string; name: string } | null;
  mentions: { id: string; name: string | null }[];
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
};
type CommentBody = { success: boolean; message: string; comment: Comment };
type Thread = { success: boolean; data: Comment[]; nextCursor: string | null };

async function teamPost() {
  const team = await teamWithMembers();
  const admin = await createUser();
  await db.membership.create({ data: { workspaceId: team.workspace.id, userId: admin.user.id, role: "ADMIN" } });
  const draft = await rest<{ post: { id: string } }>("POST", "/posts/draft", {
    token: team.contributor.token,
    headers: team.inTeam,
    body: { content: "Our spring launch post", platforms: [] },
  });
  expect(draft.status).toBe(200);
  return { ...team, admin, postId: draft.body.post.id };
}

function comment(token: string, headers: Record<string, string>, postId: string, body: string, mentionIds?: string[]) {
  return rest<CommentBody>("POST", `/posts/${postId}/comments`, { token, headers, body: { body, mentionIds } });
}

async function notificationsOf(userId: string) {
  return db.notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

describe("comments", () => {
  it("notifies a mentioned member (mention) and the post's author (comment), then the earlier commenters", async () => {
    const { editor, client, contributor, owner, postId, inTeam, workspace } = await teamPost();
    const first = await comment(editor.token, inTeam, postId, `@${client.user.name} can you check the tone?`, [client.user.id]);
    expect(first.status).toBe(200);
    expect(first.body.comment).toMatchObject({
      author: { id: editor.user.id },
      mentions: [{ id: client.user.id, name: client.user.name }],
      canEdit: true,
    });

    expect((await notificationsOf(client.user.id)).map((n) => n.kind)).toEqual(["mention"]);
    const [told] = await notificationsOf(contributor.user.id);
    expect(told).toMatchObject({ kind: "comment", postId, workspaceId: workspace.id, actorUserId: editor.user.id, link: `/posts?post=${postId}` });
    expect(told!.body).toContain("can you check the tone?");
    expect(await notificationsOf(editor.user.id)).toEqual([]);

    // The client answers: the author and the earlier commenter are told, not the client itself.
    const reply = await comment(client.token, inTeam, postId, "Looks good to me");
    expect(reply.status).toBe(200);
    expect((await notificationsOf(editor.user.id)).map((n) => n.kind)).toEqual(["comment"]);
    expect((await notificationsOf(contributor.user.id)).map((n) => n.kind)).toEqual(["comment", "comment"]);
    expect((await notificationsOf(client.user.id)).map((n) => n.kind)).toEqual(["mention"]);
    expect(await notificationsOf(owner.user.id)).toEqual([]);

    const thread = await trpc({ token: owner.token, headers: inTeam }).post.comments.query({ id: postId });
    expect(thread.data.map((c) => c.body)).toEqual(["Looks good to me", `@${client.user.name} can you check the tone?`]);
    // The owner edits none of them and deletes any.
    expect(thread.data.map((c) => [c.canEdit, c.canDelete])).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it("mentions only members of the workspace, within the limits, and stores text as text", async () => {
    const { editor, outsider, postId, inTeam } = await teamPost();
    const stranger = await comment(editor.token, inTeam, postId, "hi", [outsider.user.id]);
    expect(stranger).toMatchObject({ status: 400, body: { message: "Only members of this workspace can be mentioned." } });
    expect(await notificationsOf(outsider.user.id)).toEqual([]);
    expect((await comment(editor.token, inTeam, postId, "   ")).status).toBe(400);
    const long = await comment(editor.token, inTeam, postId, "x".repeat(5001));
    expect(long).toMatchObject({ status: 400, body: { message: "A comment can be at most 5000 characters." } });
    expect((await comment(editor.token, inTeam, postId, "y".repeat(5000))).status).toBe(200);
    const html = await comment(editor.token, inTeam, postId, "<img src=x onerror=alert(1)> & <b>bold</b>");
    expect(html.body.comment.body).toBe("<img src=x onerror=alert(1)> & <b>bold</b>");
    expect(await db.postComment.count({ where: { postId } })).toBe(2);
  });

  it("lets authors edit and delete their own, admins and owners delete any, and no one else", async () => {
    const { editor, client, contributor, owner, admin, postId, inTeam } = await teamPost();
    const byClient = (await comment(client.token, inTeam, postId, "Please change the picture")).body.comment;
    const byEditor = (await comment(editor.token, inTeam, postId, "Will do")).body.comment;
    const path = (c: Comment) => `/posts/${postId}/comments/${c.id}`;

    const notAuthor = await rest<{ message: string }>("PATCH", path(byClient), {
      token: editor.token,
      headers: inTeam,
      body: { body: "edited by someone else" },
    });
    expect(notAuthor).toMatchObject({ status: 403, body: { message: "Only its author can edit a comment." } });
    const own = await rest<CommentBody>("PATCH", path(byClient), {
      token: client.token,
      headers: inTeam,
      body: { body: "Please change the picture, @" + contributor.user.name, mentionIds: [contributor.user.id] },
    });
    expect(own.status).toBe(200);
    expect(own.body.comment.editedAt).not.toBeNull();
    // A member mentioned by the edit is told once; an edit that sends no mentions keeps them.
    expect((await notificationsOf(contributor.user.id)).filter((n) => n.kind === "mention")).toHaveLength(1);
    const again = await rest<CommentBody>("PATCH", path(byClient), {
      token: client.token,
      headers: inTeam,
      body: { body: "Please change the picture!" },
    });
    expect(again.body.comment.mentions.map((m) => m.id)).toEqual([contributor.user.id]);
    expect((await notificationsOf(contributor.user.id)).filter((n) => n.kind === "mention")).toHaveLength(1);

    expect((await rest("DELETE", path(byEditor), { token: contributor.token, headers: inTeam })).status).toBe(403);
    expect((await rest("DELETE", path(byEditor), { token: client.token, headers: inTeam })).status).toBe(403);
    expect((await rest("DELETE", path(byEditor), { token: admin.token, headers: inTeam })).status).toBe(200);
    expect((await rest("DELETE", path(byClient), { token: client.token, headers: inTeam })).status).toBe(200);
    const gone = await db.postComment.findUniqueOrThrow({ where: { id: byClient.id } });
    expect(gone).toMatchObject({ body: "", mentionIds: [] });
    expect(gone.deletedAt).not.toBeNull();
    // Deleted comments leave the thread; a deleted one cannot be edited or deleted again.
    expect((await rest<Thread>("GET", `/posts/${postId}/comments`, { token: owner.token, headers: inTeam })).body.data).toEqual([]);
    expect((await rest("DELETE", path(byClient), { token: owner.token, headers: inTeam })).status).toBe(404);
  });

  it("answers another workspace's post or comment with 404, and a non-member with Workspace not found", async () => {
    const { owner, outsider, postId, inTeam } = await teamPost();
    const posted = (await comment(owner.token, inTeam, postId, "internal")).body.comment;
    const notMember = await rest<{ message: string }>("GET", `/posts/${postId}/comments`, { token: outsider.token, headers: inTeam });
    expect(notMember).toMatchObject({ status: 404, body: { message: "Workspace not found" } });
    expect((await comment(outsider.token, {}, postId, "hello?")).status).toBe(404);
    expect((await rest("GET", `/posts/${postId}/comments`, { token: owner.token })).status).toBe(404);
    expect((await trpcFailure(trpc({ token: outsider.token }).post.addComment.mutate({ id: postId, body: "hi" }))).status).toBe(404);

    // The comment's id under another post of the outsider's own workspace is not found either.
    const own = await rest<{ post: { id: string } }>("POST", "/posts/draft", { token: outsider.token, body: { content: "mine", platforms: [] } });
    const elsewhere = `/posts/${own.body.post.id}/comments/${posted.id}`;
    expect((await rest("PATCH", elsewhere, { token: outsider.token, body: { body: "taken over" } })).status).toBe(404);
    expect((await rest("DELETE", elsewhere, { token: outsider.token })).status).toBe(404);
    expect((await db.postComment.findUniqueOrThrow({ where: { id: posted.id } })).body).toBe("internal");
  });

  it("offers the workspace's members (and only them) in the mention picker, at the size of a large agency", async () => {
    const { owner, outsider, postId, inTeam, workspace } = await teamPost();
    const many = Array.from({ length: 300 }, (_, i) => ({ name: `Member ${String(i).padStart(3, "0")}`, email: `m${i}-${Date.now()}@thread.test` }));
    await db.user.createMany({ data: many.map((u) => ({ ...u, passwordHash: "x" })) });
    const users = await db.user.findMany({ where: { email: { in: many.map((u) => u.email) } }, select: { id: true } });
    await db.membership.createMany({ data: users.map((u) => ({ workspaceId: workspace.id, userId: u.id, role: "CONTRIBUTOR" as const })) });

    const page = await rest<{ data: { id: string; name: string }[] }>("GET", `/posts/${postId}/comments/mentionable?q=member%2012`, {
      token: owner.token,
      headers: inTeam,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.map((m) => m.name)).toEqual([
      "Member 120",
      "Member 121",
      "Member 122",
      "Member 123",
      "Member 124",
      "Member 125",
      "Member 126",
      "Member 127",
      "Member 128",
      "Member 129",
    ]);
    const all = await trpc({ token: owner.token, headers: inTeam }).post.mentionable.query({ id: postId });
    expect(all.data).toHaveLength(20);
    const names = await trpc({ token: owner.token, headers: inTeam }).post.mentionable.query({ id: postId, q: outsider.user.name });
    expect(names.data.map((m) => m.id)).not.toContain(outsider.user.id);
  });
});
