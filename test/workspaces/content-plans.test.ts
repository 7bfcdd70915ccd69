/**
 * AI content plans in a workspace (issue #26, checkpoint B): a member's plan writes drafts in the active
 * workspace on its accounts, paid by the owner (whose Pro plan opens the feature); an editor approves
 * them; a client is refused naming the role; a non-member gets 404 and cannot approve its drafts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { SocialNetworkFake } from "../fakes/social-network";
import { selectOfflineGenerator } from "../ai/helpers";
import { connectAccount } from "../helpers/accounts";
import { rest } from "../helpers/api";
import { teamWithMembers } from "./team";

type PlanBody = { success: boolean; message: string; posts: { id: string; status: string }[]; aiPromptsUsed: number };
type ApproveBody = { success: boolean; message: string; debug: { finalScheduledCount: number } };

const fake = new SocialNetworkFake();
const plan = { subject: "Remote work productivity", platforms: ["x"], period: 7, startTime: "09:00", tone: "professional", includeImages: false };

beforeAll(async () => {
  await fake.start();
  await selectOfflineGenerator();
});

afterAll(async () => {
  await fake.stop();
});

describe("content plans in a workspace", () => {
  it("a contributor's plan is the team's drafts, paid by the owner; an editor approves them; others are refused", async () => {
    const { owner, editor, contributor, client, outsider, workspace, inTeam } = await teamWithMembers();
    await connectAccount(fake, owner.user.id, "x");
    await db.socialAccount.updateMany({ where: { userId: owner.user.id, platform: "x" }, data: { workspaceId: workspace.id } });

    // The contributor is on the free plan and has no X account of their own: the team's plan and account count.
    const created = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token: contributor.token, headers: inTeam, body: plan });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.aiPromptsUsed).toBe(7);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).aiPromptsUsed).toBe(7);
    const ids = created.body.posts.map((p) => p.id);
    expect(ids).toHaveLength(7);
    expect(await db.post.count({ where: { id: { in: ids }, workspaceId: workspace.id, userId: contributor.user.id, status: "draft" } })).toBe(7);
    expect(await db.contentPlan.count({ where: { workspaceId: workspace.id } })).toBe(1);
    // In the contributor's personal workspace (no X account there, free plan): refused as before.
    expect((await rest("POST", "/posts/ai-content-plan", { token: contributor.token, body: plan })).status).toBe(403);

    const clientPlan = await rest<{ message: string; requiredRole: string }>("POST", "/posts/ai-content-plan", {
      token: client.token,
      headers: inTeam,
      body: plan,
    });
    expect(clientPlan.status).toBe(403);
    expect(clientPlan.body).toMatchObject({ message: "This needs the contributor role (or higher) in this workspace", requiredRole: "CONTRIBUTOR" });
    const contributorApproves = await rest<{ message: string }>("POST", "/posts/approve-content-plan", {
      token: contributor.token,
      headers: inTeam,
      body: { postIds: ids },
    });
    expect(contributorApproves.status).toBe(403);
    expect(contributorApproves.body.message).toBe("This needs the editor role (or higher) in this workspace");

    // A non-member: 404 for the workspace; from their own workspace the ids are not theirs.
    const stranger = await rest<{ message: string }>("POST", "/posts/approve-content-plan", {
      token: outsider.token,
      headers: inTeam,
      body: { postIds: ids },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Workspace not found");
    const elsewhere = await rest<ApproveBody>("POST", "/posts/approve-content-plan", { token: outsider.token, body: { postIds: ids } });
    expect(elsewhere.body).toMatchObject({ success: false, debug: { finalScheduledCount: 0 } });

    const approved = await rest<ApproveBody>("POST", "/posts/approve-content-plan", { token: editor.token, headers: inTeam, body: { postIds: ids } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ success: true, debug: { finalScheduledCount: 7 } });
    expect(await db.post.count({ where: { id: { in: ids }, status: "scheduled", lastEditorId: editor.user.id } })).toBe(7);
  });
});
