/**
 * The downgrade rule (issue #26, checkpoint C): a team whose owner's plan no longer includes teams is
 * paused. Members keep reading; every write answers 403 `workspacePaused` saying the owner must renew,
 * on both doors, from the procedure kind; the owner still manages members; renewing lifts it.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { WORKSPACE_PAUSED_MESSAGE } from "@/lib/teams";
import { rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { teamWithMembers } from "./team";

type Failure = { success: false; message: string; workspacePaused?: boolean };

describe("a team whose owner downgraded", () => {
  it("is read only for every role until the owner renews; the owner still manages members", async () => {
    const { owner, editor, contributor, client, workspace, inTeam } = await teamWithMembers();
    const draft = await rest<{ post: { id: string } }>("POST", "/posts/draft", {
      token: contributor.token,
      headers: inTeam,
      body: { content: "Before the downgrade", platforms: [] },
    });
    expect(draft.status).toBe(200);
    await db.user.update({ where: { id: owner.user.id }, data: { role: "free", subscription: "Free Trial" } });

    for (const who of [owner, editor, contributor]) {
      const refused = await rest<Failure>("POST", "/posts/draft", { token: who.token, headers: inTeam, body: { content: "After", platforms: [] } });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ workspacePaused: true, message: WORKSPACE_PAUSED_MESSAGE });
    }
    const overTrpc = await trpcFailure(trpc({ token: editor.token, headers: inTeam }).post.delete.mutate({ id: draft.body.post.id }));
    expect(overTrpc).toMatchObject({ status: 403, message: WORKSPACE_PAUSED_MESSAGE, extra: { workspacePaused: true } });
    // A client is still told which role it lacks, not about the plan.
    const asClient = await rest<Failure>("POST", "/posts/draft", { token: client.token, headers: inTeam, body: { content: "x", platforms: [] } });
    expect(asClient.body.message).toBe("This needs the contributor role (or higher) in this workspace");

    // Reading goes on.
    expect((await rest("GET", `/posts/${draft.body.post.id}`, { token: client.token, headers: inTeam })).status).toBe(200);
    expect((await rest("GET", "/workspaces/current/members", { token: editor.token, headers: inTeam })).status).toBe(200);
    const current = await trpc({ token: contributor.token, headers: inTeam }).workspace.current.query();
    expect(current.data.paused).toBe(true);

    // No new members; the owner manages the ones there are.
    const invite = await rest<Failure>("POST", "/workspaces/current/invitations", {
      token: owner.token,
      headers: inTeam,
      body: { email: uniqueEmail(), role: "CLIENT" },
    });
    expect(invite.body.workspacePaused).toBe(true);
    await trpc({ token: owner.token, headers: inTeam }).members.changeRole.mutate({ userId: contributor.user.id, role: "CLIENT" });
    expect((await rest("DELETE", `/workspaces/current/members/${client.user.id}`, { token: owner.token, headers: inTeam })).status).toBe(200);
    expect(await db.membership.count({ where: { workspaceId: workspace.id } })).toBe(3);

    // The owner's personal workspace is not a team: it is never paused.
    expect((await rest("POST", "/posts/draft", { token: owner.token, body: { content: "Mine", platforms: [] } })).status).toBe(200);

    await db.user.update({ where: { id: owner.user.id }, data: { role: "paid", subscription: "Pro" } });
    const renewed = await rest("POST", "/posts/draft", { token: editor.token, headers: inTeam, body: { content: "Renewed", platforms: [] } });
    expect(renewed.status).toBe(200);
    expect((await trpc({ token: editor.token, headers: inTeam }).workspace.current.query()).data.paused).toBe(false);
  });
});
