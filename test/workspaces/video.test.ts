/**
 * AI videos in a workspace (issue #26, checkpoint B): settings, queue entries and the generated files
 * belong to the active workspace; every member reads them, an editor writes them (their batches are
 * published without review), the owner's plan opens the feature and pays. A non-member gets 404.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getMediaGenerator } from "@/server/integrations/media";
import { generateQueueEntry } from "@/server/services/video/generation";
import { rest } from "../helpers/api";
import { settingInput } from "../video/helpers";
import { teamWithMembers } from "./team";

type Setting = { setting: { id: string } };
type Queue = { queue: { id: string; status: string }[] };

describe("AI videos in a workspace", () => {
  it("a member's setting and batch are the team's: every member sees them, the owner pays, outsiders get 404", async () => {
    const { owner, editor, contributor, client, outsider, workspace, inTeam } = await teamWithMembers();
    // The editor is on the free plan: the owner's Pro plan opens the feature in the team.
    const created = await rest<Setting>("POST", "/video-generation/settings", {
      token: editor.token,
      headers: inTeam,
      body: settingInput({ videosPerBatch: 1 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const settingId = created.body.setting.id;
    expect(await db.videoSetting.findUniqueOrThrow({ where: { id: settingId } })).toMatchObject({
      workspaceId: workspace.id,
      userId: editor.user.id,
    });

    const seen = await rest<{ settings: { id: string }[] }>("GET", "/video-generation/settings", { token: client.token, headers: inTeam });
    expect(seen.body.settings.map((s) => s.id)).toEqual([settingId]);
    // Not in the editor's personal workspace (and the free plan refuses there).
    expect((await rest("GET", "/video-generation/settings", { token: editor.token })).status).toBe(403);

    const batch = await rest<{ queueEntries: { id: string }[]; aiPromptsUsed: number }>("POST", `/video-generation/generate/${settingId}`, {
      token: editor.token,
      headers: inTeam,
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body.aiPromptsUsed).toBe(20);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).aiPromptsUsed).toBe(20);
    expect((await db.user.findUniqueOrThrow({ where: { id: editor.user.id } })).aiPromptsUsed).toBe(0);
    const entryId = batch.body.queueEntries[0]!.id;
    expect(await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entryId } })).toMatchObject({ workspaceId: workspace.id });

    // The worker's files belong to the team too.
    expect(await generateQueueEntry(entryId, { generator: getMediaGenerator() })).toBe("ready");
    expect(await db.mediaAsset.count({ where: { workspaceId: workspace.id, kind: "video" } })).toBe(1);

    const queue = await rest<Queue>("GET", "/video-generation/queue", { token: client.token, headers: inTeam });
    expect(queue.body.queue.map((e) => [e.id, e.status])).toEqual([[entryId, "ready"]]);

    // Roles: writes need an editor, named in the refusal.
    const refused = await rest<{ message: string; requiredRole: string }>("POST", `/video-generation/generate/${settingId}`, {
      token: contributor.token,
      headers: inTeam,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "This needs the editor role (or higher) in this workspace", requiredRole: "EDITOR" });
    const clientWrite = await rest<{ message: string }>("PUT", `/video-generation/settings/${settingId}`, {
      token: client.token,
      headers: inTeam,
      body: { isActive: false },
    });
    expect(clientWrite.status).toBe(403);
    expect(clientWrite.body.message).toBe("This needs the editor role (or higher) in this workspace");

    // A non-member: 404 for the workspace, and 404 for its ids from their own workspace.
    const stranger = await rest<{ message: string }>("GET", "/video-generation/queue", { token: outsider.token, headers: inTeam });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Workspace not found");
    await db.user.update({ where: { id: outsider.user.id }, data: { role: "paid" } });
    expect((await rest("DELETE", `/video-generation/queue/${entryId}`, { token: outsider.token })).status).toBe(404);
    expect((await rest("PUT", `/video-generation/settings/${settingId}`, { token: outsider.token, body: { isActive: false } })).status).toBe(404);

    // Another member removes it in the team.
    const removed = await rest("DELETE", `/video-generation/queue/${entryId}`, { token: owner.token, headers: inTeam });
    expect(removed.status).toBe(200);
    expect(await db.videoQueueEntry.count({ where: { workspaceId: workspace.id } })).toBe(0);
  });

  it("a video removed before generation refunds the team's owner", async () => {
    const { owner, editor, inTeam } = await teamWithMembers();
    const created = await rest<Setting>("POST", "/video-generation/settings", {
      token: editor.token,
      headers: inTeam,
      body: settingInput({ videosPerBatch: 1 }),
    });
    const batch = await rest<{ queueEntries: { id: string }[] }>("POST", `/video-generation/generate/${created.body.setting.id}`, {
      token: editor.token,
      headers: inTeam,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).aiPromptsUsed).toBe(20);
    const removed = await rest("DELETE", `/video-generation/queue/${batch.body.queueEntries[0]!.id}`, { token: editor.token, headers: inTeam });
    expect(removed.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).aiPromptsUsed).toBe(0);
  });
});
