/**
 * AI prompts in a workspace (issue #26, checkpoint B): the owner's plan pays for what members spend,
 * the ledger row keeps the member and the workspace; in a personal workspace nothing changes.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest } from "../helpers/api";
import { teamWithMembers } from "./team";

type Generated = { success: boolean; content: string; aiPromptsUsed: number; aiPromptsLimit: number; message: string };

describe("AI prompts in a workspace", () => {
  it("charges the owner's quota for a member's text and records the member and the workspace in the ledger", async () => {
    const { owner, contributor: member, client, workspace: team } = await teamWithMembers({ promptLimit: 250 });
    const body = { topic: "Our spring launch", tone: "professional", length: "short" };

    const inTeam = await rest<Generated>("POST", "/ai/generate", { token: member.token, headers: { "X-Workspace-Id": team.id }, body });
    expect(inTeam.status).toBe(200);
    expect(inTeam.body).toMatchObject({ aiPromptsUsed: 1, aiPromptsLimit: 250 });
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).aiPromptsUsed).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.user.id } })).aiPromptsUsed).toBe(0);
    expect(await db.aiPromptLedger.findMany({ where: { workspaceId: team.id }, select: { userId: true, amount: true, reason: true } })).toEqual([
      { userId: member.user.id, amount: 1, reason: "ai.generate" },
    ]);

    // A client cannot spend the workspace's prompts.
    const refused = await rest<{ message: string }>("POST", "/ai/generate", { token: client.token, headers: { "X-Workspace-Id": team.id }, body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This needs the contributor role (or higher) in this workspace");

    // In their personal workspace the member pays, as before.
    const personal = await rest<Generated>("POST", "/ai/generate", { token: member.token, body });
    expect(personal.body.aiPromptsUsed).toBe(1);
    const personalId = (await db.workspace.findUniqueOrThrow({ where: { personalOwnerId: member.user.id } })).id;
    expect(await db.aiPromptLedger.count({ where: { userId: member.user.id, workspaceId: personalId } })).toBe(1);
  });
});
