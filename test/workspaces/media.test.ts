/**
 * Media in a workspace (issue #26, checkpoint B): uploads and AI media belong to the active workspace;
 * every member reads them and a contributor or higher makes them; a client is refused naming the role
 * and a non-member gets 404. In a personal workspace nothing changes (test/media, test/publishing).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/media/upload/route";
import { db } from "@/server/db";
import { BASE, rest } from "../helpers/api";
import { useOfflineMedia } from "../helpers/media";
import { teamWithMembers } from "./team";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function send(token: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PNG)]), "photo.png");
  const res = await upload(
    new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}`, ...headers } }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; message?: string; requiredRole?: string; data?: { id: string; url: string } },
  };
}

beforeAll(() => {
  useOfflineMedia();
});

describe("media in a workspace", () => {
  it("an upload belongs to the active workspace: another member posts it, a client cannot upload, a non-member gets 404", async () => {
    const { owner, contributor, client, outsider, workspace, inTeam } = await teamWithMembers();
    const uploaded = await send(contributor.token, inTeam);
    expect(uploaded.status).toBe(200);
    expect(await db.mediaAsset.findUniqueOrThrow({ where: { id: uploaded.body.data!.id } })).toMatchObject({
      workspaceId: workspace.id,
      userId: contributor.user.id,
    });

    // The owner uses the contributor's file in a team draft; in the owner's personal workspace it is not theirs.
    const draft = await rest<{ post: { id: string; mediaUrls: string[] } }>("POST", "/posts/draft", {
      token: owner.token,
      headers: inTeam,
      body: { content: "With the team's photo", platforms: ["sandbox"], mediaUrls: [uploaded.body.data!.url] },
    });
    expect(draft.status).toBe(200);
    const personal = await rest<{ message: string }>("POST", "/posts/draft", {
      token: owner.token,
      body: { content: "Not mine here", platforms: ["sandbox"], mediaUrls: [uploaded.body.data!.url] },
    });
    expect(personal.status).toBe(400);
    expect(personal.body.message).toBe("Some media files were not found. Upload them again.");

    const refused = await send(client.token, inTeam);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "This needs the contributor role (or higher) in this workspace", requiredRole: "CONTRIBUTOR" });
    const stranger = await send(outsider.token, inTeam);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Workspace not found");
    expect(await db.mediaAsset.count({ where: { workspaceId: workspace.id } })).toBe(1);
  });

  it("AI media is made in the active workspace, paid by its owner, and read by every member only there", async () => {
    const { owner, contributor, client, outsider, workspace, inTeam } = await teamWithMembers();
    const body = { prompt: "A team photo", platform: "instagram", style: "realistic", quality: "standard" };
    const started = await rest<{ data: { id: string }; aiPromptsUsed: number; aiPromptsLimit: number }>("POST", "/falai/generate-image", {
      token: contributor.token,
      headers: inTeam,
      body,
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ aiPromptsUsed: 10, aiPromptsLimit: 500 });
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).aiPromptsUsed).toBe(10);
    expect((await db.user.findUniqueOrThrow({ where: { id: contributor.user.id } })).aiPromptsUsed).toBe(0);
    const id = started.body.data.id;
    expect(await db.mediaAsset.findUniqueOrThrow({ where: { id } })).toMatchObject({ workspaceId: workspace.id, userId: contributor.user.id });
    expect(await db.aiPromptLedger.findMany({ where: { workspaceId: workspace.id }, select: { userId: true, amount: true } })).toEqual([
      { userId: contributor.user.id, amount: 10 },
    ]);

    // Every member reads it in the team, a client included; not from a personal workspace, not a non-member.
    for (const member of [owner, client]) {
      const status = await rest<{ data: { id: string } }>("GET", `/falai/status/${id}`, { token: member.token, headers: inTeam });
      expect(status.status).toBe(200);
      expect(status.body.data.id).toBe(id);
    }
    expect((await rest("GET", `/falai/status/${id}`, { token: contributor.token })).status).toBe(404);
    expect((await rest("GET", `/falai/status/${id}`, { token: outsider.token })).status).toBe(404);
    const stranger = await rest<{ message: string }>("GET", `/falai/status/${id}`, { token: outsider.token, headers: inTeam });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Workspace not found");

    const refused = await rest<{ message: string }>("POST", "/falai/generate-video", {
      token: client.token,
      headers: inTeam,
      body: { prompt: "A clip", platform: "instagram", quality: "standard" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This needs the contributor role (or higher) in this workspace");
  });
});
