/**
 * Posts written in a workspace (issue #26, checkpoint B): the procedure kind names the lowest role
 * (writing: contributor, whose scheduling and publishing go to review where the policy says so; deleting:
 * editor; reading: client); a post is
 * created in the active workspace with its author, each change records its last editor, checks use the
 * workspace's connected accounts, and the worker publishes a team's post on the team's account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createTeam } from "../helpers/teams";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

type PostBody = { success: boolean; message: string; post: { id: string; status: string } };

let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  worker = await startTestWorker("workspace-posts", { PUBLISH_ATTEMPTS: "3", PUBLISH_RETRY_DELAY_MS: "100", NETWORK_TIMEOUT_MS: "1500" });
});

afterAll(async () => {
  await worker?.stop();
});

/** A team whose sandbox account is the owner's (connected, then moved into the team). */
async function team() {
  const owner = await createUser({ role: "paid", subscription: "Pro" });
  const editor = await createUser();
  const contributor = await createUser();
  const client = await createUser();
  const workspace = await createTeam(owner, [
    [editor, "EDITOR"],
    [contributor, "CONTRIBUTOR"],
    [client, "CLIENT"],
  ]);
  const connected = await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
  await db.socialAccount.updateMany({ where: { userId: owner.user.id, platform: "sandbox" }, data: { workspaceId: workspace.id } });
  return { owner, editor, contributor, client, workspace, handle: connected.account.handle, inTeam: { "X-Workspace-Id": workspace.id } };
}

describe("writing posts in a workspace", () => {
  it("creates a draft in the active workspace with its author; an edit by another member records the last editor", async () => {
    const { owner, contributor, workspace, inTeam } = await team();
    const draft = await rest<PostBody>("POST", "/posts/draft", {
      token: contributor.token,
      headers: inTeam,
      body: { content: "Team draft", platforms: ["sandbox"] },
    });
    expect(draft.status).toBe(200);
    const stored = await db.post.findUniqueOrThrow({ where: { id: draft.body.post.id } });
    expect(stored).toMatchObject({ workspaceId: workspace.id, userId: contributor.user.id, lastEditorId: contributor.user.id });

    // Not in the contributor's personal workspace; in the team's, for every member.
    const personal = await rest<{ data: unknown[] }>("GET", "/dashboard/posts?showAll=true", { token: contributor.token });
    expect(personal.body.data).toEqual([]);
    const read = await rest<PostBody>("GET", `/posts/${stored.id}`, { token: owner.token, headers: inTeam });
    expect(read.body.post.id).toBe(stored.id);
    expect((await rest("GET", `/posts/${stored.id}`, { token: owner.token })).status).toBe(404);

    const edited = await rest<PostBody>("PUT", `/posts/${stored.id}`, {
      token: owner.token,
      headers: inTeam,
      body: { content: "Team draft, edited" },
    });
    expect(edited.status).toBe(200);
    expect(await db.post.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({
      content: "Team draft, edited",
      userId: contributor.user.id,
      lastEditorId: owner.user.id,
    });
  });

  it("refuses a role below the procedure's with 403 naming the role, and a non-member with 404", async () => {
    const { contributor, client, workspace, inTeam } = await team();
    const asClient = await rest<{ message: string; requiredRole: string }>("POST", "/posts/draft", {
      token: client.token,
      headers: inTeam,
      body: { content: "Nope", platforms: [] },
    });
    expect(asClient.status).toBe(403);
    expect(asClient.body).toMatchObject({ message: "This needs the contributor role (or higher) in this workspace", requiredRole: "CONTRIBUTOR" });
    // Deleting needs an editor; a contributor's scheduling is a submission for review (test/posts/review.test.ts).
    const draftId = (await db.post.create({ data: { userId: contributor.user.id, workspaceId: workspace.id, content: "Mine", platforms: [] } })).id;
    const deleting = await trpcFailure(trpc({ token: contributor.token, headers: inTeam }).post.delete.mutate({ id: draftId }));
    expect(deleting).toMatchObject({ status: 403, message: "This needs the editor role (or higher) in this workspace" });
    await db.post.delete({ where: { id: draftId } });
    const outsider = await createUser();
    const answer = await rest<{ message: string }>("POST", "/posts/draft", {
      token: outsider.token,
      headers: inTeam,
      body: { content: "x", platforms: [] },
    });
    expect(answer.status).toBe(404);
    expect(await db.post.count({ where: { workspaceId: workspace.id } })).toBe(0);
  });

  it("checks the workspace's accounts and publishes on them: the team's sandbox feed gets an editor's post, once", async () => {
    const { owner, editor, handle, inTeam } = await team();
    // The editor has no sandbox account of their own: in their personal workspace it is not connected.
    const personal = await rest<{ message: string }>("POST", "/posts/publish", {
      token: editor.token,
      body: { content: "Mine", platforms: ["sandbox"] },
    });
    expect(personal.status).toBe(400);

    const published = await rest<PostBody & { results: Array<{ platform: string; status: string }> }>("POST", "/posts/publish", {
      token: editor.token,
      headers: inTeam,
      body: { content: "For the agency", platforms: ["sandbox"] },
    });
    expect(published.status).toBe(200);
    const post = await waitFor("the team's post to settle", async () => {
      const row = await db.post.findUniqueOrThrow({ where: { id: published.body.post.id } });
      return row.status === "published" || row.status === "failed" ? row : null;
    });
    expect(post).toMatchObject({ status: "published", userId: editor.user.id });
    const feed = await db.sandboxPost.findMany({ where: { handle } });
    expect(feed.map((p) => ({ text: p.text, userId: p.userId }))).toEqual([{ text: "For the agency", userId: owner.user.id }]);
  });
});
