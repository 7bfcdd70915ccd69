/**
 * "Refresh insights" in a workspace (issue #26, checkpoint B): it refreshes the active workspace's
 * published posts through the workspace's accounts, whoever wrote them; a client is refused naming the
 * role (it spends the accounts' API budgets); a non-member gets 404.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc } from "../helpers/api";
import { teamWithMembers } from "./team";

type Refreshed = { success: boolean; updatedCount: number; message: string };

describe("insights in a workspace", () => {
  it("a member refreshes the team's posts on the team's account; a client gets 403, a non-member 404", async () => {
    const { owner, editor, contributor, client, outsider, workspace, inTeam } = await teamWithMembers();
    await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
    await db.socialAccount.updateMany({ where: { userId: owner.user.id, platform: "sandbox" }, data: { workspaceId: workspace.id } });
    // A post the editor published in the team (written directly: the publishing pipeline has its own tests).
    const post = await db.post.create({
      data: {
        userId: editor.user.id,
        workspaceId: workspace.id,
        content: "Team news",
        platforms: ["sandbox"],
        status: "published",
        publishedAt: new Date(),
      },
    });
    await db.publishLog.create({
      data: { postId: post.id, platform: "sandbox", attempt: 1, status: "published", platformPostId: "sandbox-post-1", completedAt: new Date() },
    });

    const refreshed = await rest<Refreshed>("POST", "/dashboard/refresh-insights", { token: contributor.token, headers: inTeam });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.updatedCount).toBe(1);
    expect(await db.postInsight.count({ where: { postId: post.id, platform: "sandbox" } })).toBe(1);

    // The editor's personal workspace holds none of it.
    expect((await rest<Refreshed>("POST", "/dashboard/refresh-insights", { token: editor.token })).body.updatedCount).toBe(0);

    const refused = await rest<{ message: string; requiredRole: string }>("POST", "/dashboard/refresh-insights", {
      token: client.token,
      headers: inTeam,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "This needs the contributor role (or higher) in this workspace", requiredRole: "CONTRIBUTOR" });
    const stranger = await rest<{ message: string }>("POST", "/dashboard/refresh-insights", { token: outsider.token, headers: inTeam });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Workspace not found");
  });
});
