/**
 * Team workspaces and their members (issue #26, checkpoint C): who may create a team (by plan), the
 * members list with AI prompts per member at real size, role changes that count on the member's
 * next request, removal, leaving, ownership transfer and the last owner; both doors.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { teamWithMembers } from "./team";

type Summary = { id: string; name: string; kind: string; role: string };
type Created = { success: true; message: string; data: Summary };
type Member = { userId: string; name: string; email: string | null; role: string; promptsThisMonth: number };
type Failure = { success: false; message: string; requiresUpgrade?: boolean; requiredRole?: string };

const seat = (workspaceId: string, userId: string) => ({ workspaceId_userId: { workspaceId, userId } });

describe("creating a team workspace", () => {
  it("is for Pro and Enterprise (and admins), up to the plan's number, on both doors", async () => {
    for (const who of [await createUser(), await createUser({ role: "paid", subscription: "Basic" })]) {
      const refused = await rest<Failure>("POST", "/workspaces", { token: who.token, body: { name: "Agency" } });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        requiresUpgrade: true,
        message: "Team workspaces come with the Pro and Enterprise plans. Upgrade to create one.",
      });
    }
    const pro = await createUser({ role: "paid", subscription: "Pro" });
    const created = await rest<Created>("POST", "/workspaces", { token: pro.token, body: { name: "  Acme agency " } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: "Acme agency", kind: "team", role: "OWNER" });
    const listed = await rest<{ data: Summary[] }>("GET", "/workspaces", { token: pro.token });
    expect(listed.body.data.map((w) => [w.name, w.role])).toEqual([
      ["Personal", "OWNER"],
      ["Acme agency", "OWNER"],
    ]);
    await trpc({ token: pro.token }).workspace.create.mutate({ name: "Second" });
    await trpc({ token: pro.token }).workspace.create.mutate({ name: "Third" });
    const fourth = await trpcFailure(trpc({ token: pro.token }).workspace.create.mutate({ name: "Fourth" }));
    expect(fourth).toMatchObject({ status: 403, message: "Your plan includes 3 team workspaces and you own 3." });

    const empty = await rest<Failure>("POST", "/workspaces", { token: pro.token, body: { name: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Give the workspace a name");

    const admin = await createUser({ role: "admin" });
    expect((await trpc({ token: admin.token }).workspace.create.mutate({ name: "Ops" })).data.kind).toBe("team");
  });

  it("is renamed by its admins; an editor hears which role it takes; a personal workspace keeps its name", async () => {
    const { owner, editor, workspace, inTeam } = await teamWithMembers();
    const renamed = await rest("PATCH", "/workspaces/current", { token: owner.token, headers: inTeam, body: { name: "Agency North" } });
    expect(renamed.status).toBe(200);
    expect((await db.workspace.findUniqueOrThrow({ where: { id: workspace.id } })).name).toBe("Agency North");
    const asEditor = await rest<Failure>("PATCH", "/workspaces/current", { token: editor.token, headers: inTeam, body: { name: "Mine" } });
    expect(asEditor.status).toBe(403);
    expect(asEditor.body.message).toBe("This needs the admin role (or higher) in this workspace");
    const personal = await trpcFailure(trpc({ token: owner.token }).workspace.rename.mutate({ name: "Renamed" }));
    expect(personal).toMatchObject({ status: 400, message: "Your personal workspace keeps its name" });
  });
});

describe("the members list", () => {
  it("lists a workspace of 300 members with the AI prompts each spent there this month; e-mails for admins only", async () => {
    const { owner, editor, contributor, workspace, inTeam } = await teamWithMembers();
    const extra = await Promise.all(Array.from({ length: 296 }, () => createUser()));
    await db.membership.createMany({ data: extra.map((u) => ({ workspaceId: workspace.id, userId: u.user.id, role: "CLIENT" as const })) });
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 1000);
    await db.aiPromptLedger.createMany({
      data: [
        { userId: contributor.user.id, workspaceId: workspace.id, amount: 3, reason: "ai.generate" },
        { userId: contributor.user.id, workspaceId: workspace.id, amount: 20, reason: "ai.media.video" },
        { userId: contributor.user.id, workspaceId: workspace.id, amount: 7, reason: "ai.generate", createdAt: lastMonth },
        { userId: editor.user.id, workspaceId: workspace.id, amount: 2, reason: "ai.generate" },
        // Spent in the editor's personal workspace: not this workspace's.
        { userId: editor.user.id, amount: 50, reason: "ai.generate" },
      ],
    });

    const started = performance.now();
    const asOwner = await rest<{ data: Member[] }>("GET", "/workspaces/current/members", { token: owner.token, headers: inTeam });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.data).toHaveLength(300);
    expect(asOwner.body.data.slice(0, 3).map((m) => m.role)).toEqual(["OWNER", "EDITOR", "CONTRIBUTOR"]);
    const byId = new Map(asOwner.body.data.map((m) => [m.userId, m]));
    expect(byId.get(contributor.user.id)).toMatchObject({ promptsThisMonth: 23, email: contributor.user.email });
    expect(byId.get(editor.user.id)?.promptsThisMonth).toBe(2);
    expect(byId.get(extra[0]!.user.id)).toMatchObject({ role: "CLIENT", promptsThisMonth: 0 });

    const asEditor = await trpc({ token: editor.token, headers: inTeam }).members.list.query();
    expect(asEditor.data).toHaveLength(300);
    expect(asEditor.data.every((m) => m.email === null)).toBe(true);
  });
});

describe("roles", () => {
  it("a role change counts on the member's very next request, on both doors", async () => {
    const { owner, editor, inTeam } = await teamWithMembers();
    const rename = () => rest<Failure>("PATCH", "/workspaces/current", { token: editor.token, headers: inTeam, body: { name: "By the editor" } });
    expect((await rename()).status).toBe(403);

    const promoted = await rest("PATCH", `/workspaces/current/members/${editor.user.id}`, {
      token: owner.token,
      headers: inTeam,
      body: { role: "ADMIN" },
    });
    expect(promoted.status).toBe(200);
    expect((await rename()).status).toBe(200);
    expect((await trpc({ token: editor.token, headers: inTeam }).workspace.current.query()).data.role).toBe("ADMIN");

    await trpc({ token: owner.token, headers: inTeam }).members.changeRole.mutate({ userId: editor.user.id, role: "CLIENT" });
    const demoted = await rename();
    expect(demoted.status).toBe(403);
    expect(demoted.body.message).toBe("This needs the admin role (or higher) in this workspace");
    const draft = await rest<Failure>("POST", "/posts/draft", { token: editor.token, headers: inTeam, body: { content: "x", platforms: [] } });
    expect(draft.status).toBe(403);
  });

  it("admins change the roles below them; only the owner makes or removes admins; the owner's role moves only by transfer", async () => {
    const { owner, editor, contributor, client, outsider, workspace, inTeam } = await teamWithMembers();
    await db.membership.update({ where: seat(workspace.id, editor.user.id), data: { role: "ADMIN" } });
    const admin = editor;
    const asAdmin = trpc({ token: admin.token, headers: inTeam });

    await asAdmin.members.changeRole.mutate({ userId: contributor.user.id, role: "EDITOR" });
    expect((await db.membership.findUniqueOrThrow({ where: seat(workspace.id, contributor.user.id) })).role).toBe("EDITOR");
    expect(await trpcFailure(asAdmin.members.changeRole.mutate({ userId: client.user.id, role: "ADMIN" }))).toMatchObject({
      status: 403,
      message: "Only the workspace's owner makes or removes admins",
    });
    expect(await trpcFailure(asAdmin.members.changeRole.mutate({ userId: owner.user.id, role: "EDITOR" }))).toMatchObject({
      status: 403,
      message: "The owner's role changes only by transferring ownership",
    });
    expect(await trpcFailure(asAdmin.members.changeRole.mutate({ userId: outsider.user.id, role: "EDITOR" }))).toMatchObject({
      status: 404,
      message: "Member not found",
    });
    const ownerRole = await rest<Failure>("PATCH", `/workspaces/current/members/${client.user.id}`, {
      token: owner.token,
      headers: inTeam,
      body: { role: "OWNER" },
    });
    expect(ownerRole.status).toBe(400);
    // The owner demotes the admin; a contributor may not change anyone.
    await trpc({ token: owner.token, headers: inTeam }).members.changeRole.mutate({ userId: admin.user.id, role: "EDITOR" });
    expect((await db.membership.findUniqueOrThrow({ where: seat(workspace.id, admin.user.id) })).role).toBe("EDITOR");
    const byOutsider = await rest<Failure>("PATCH", `/workspaces/current/members/${client.user.id}`, {
      token: outsider.token,
      headers: inTeam,
      body: { role: "EDITOR" },
    });
    expect(byOutsider.status).toBe(404);
  });
});

describe("leaving the team", () => {
  it("a removed member loses access on the next request; their posts stay in the workspace", async () => {
    const { owner, editor, contributor, workspace, inTeam } = await teamWithMembers();
    const draft = await rest<{ post: { id: string } }>("POST", "/posts/draft", {
      token: contributor.token,
      headers: inTeam,
      body: { content: "Kept by the team", platforms: [] },
    });
    expect(draft.status).toBe(200);
    await db.membership.update({ where: seat(workspace.id, editor.user.id), data: { role: "ADMIN" } });
    // Their notifications of this workspace would lead where they can no longer go; others stay.
    const personalId = (await db.workspace.findUniqueOrThrow({ where: { personalOwnerId: contributor.user.id } })).id;
    await db.notification.createMany({
      data: [
        { userId: contributor.user.id, workspaceId: workspace.id, kind: "comment", title: "In the team" },
        { userId: contributor.user.id, workspaceId: personalId, kind: "post_failed", title: "In their own workspace" },
      ],
    });

    const removed = await rest("DELETE", `/workspaces/current/members/${contributor.user.id}`, { token: editor.token, headers: inTeam });
    expect(removed.status).toBe(200);
    expect((await db.notification.findMany({ where: { userId: contributor.user.id }, select: { title: true } })).map((n) => n.title)).toEqual([
      "In their own workspace",
    ]);
    const after = await rest<Failure>("GET", "/workspaces/current", { token: contributor.token, headers: inTeam });
    expect(after.status).toBe(404);
    const post = await rest<{ post: { content: string } }>("GET", `/posts/${draft.body.post.id}`, { token: owner.token, headers: inTeam });
    expect(post.body.post.content).toBe("Kept by the team");

    // Admins cannot remove each other or the owner; the owner removes an admin.
    const second = await createUser();
    await db.membership.create({ data: { workspaceId: workspace.id, userId: second.user.id, role: "ADMIN" } });
    expect(await trpcFailure(trpc({ token: editor.token, headers: inTeam }).members.remove.mutate({ userId: second.user.id }))).toMatchObject({
      status: 403,
      message: "Only the workspace's owner makes or removes admins",
    });
    expect(await trpcFailure(trpc({ token: editor.token, headers: inTeam }).members.remove.mutate({ userId: owner.user.id }))).toMatchObject({
      status: 403,
    });
    await trpc({ token: owner.token, headers: inTeam }).members.remove.mutate({ userId: second.user.id });
    expect(await db.membership.count({ where: { workspaceId: workspace.id, userId: second.user.id } })).toBe(0);
  });

  it("members leave; the owner cannot until they transfer ownership, then leaves as an admin", async () => {
    const { owner, editor, client, workspace, inTeam } = await teamWithMembers();
    const left = await rest("POST", "/workspaces/current/leave", { token: client.token, headers: inTeam });
    expect(left.status).toBe(200);
    expect((await rest("GET", "/workspaces/current", { token: client.token, headers: inTeam })).status).toBe(404);

    const ownerLeaves = await rest<Failure>("POST", "/workspaces/current/leave", { token: owner.token, headers: inTeam });
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.message).toBe("The owner cannot leave the workspace: transfer ownership to another member first");
    const personal = await rest<Failure>("POST", "/workspaces/current/leave", { token: owner.token });
    expect(personal.status).toBe(400);

    const byEditor = await trpcFailure(trpc({ token: editor.token, headers: inTeam }).members.transferOwnership.mutate({ userId: editor.user.id }));
    expect(byEditor).toMatchObject({ status: 403, message: "Only the workspace's owner can do this" });
    const transferred = await rest("POST", "/workspaces/current/transfer", { token: owner.token, headers: inTeam, body: { userId: editor.user.id } });
    expect(transferred.status).toBe(200);
    expect((await db.workspace.findUniqueOrThrow({ where: { id: workspace.id } })).ownerId).toBe(editor.user.id);
    expect((await db.membership.findUniqueOrThrow({ where: seat(workspace.id, owner.user.id) })).role).toBe("ADMIN");
    expect((await db.membership.findUniqueOrThrow({ where: seat(workspace.id, editor.user.id) })).role).toBe("OWNER");
    // The editor is on the free trial: the team is paused until they take a team plan.
    expect((await trpc({ token: editor.token, headers: inTeam }).workspace.current.query()).data).toMatchObject({ role: "OWNER", paused: true });

    expect((await rest("POST", "/workspaces/current/leave", { token: owner.token, headers: inTeam })).status).toBe(200);
    const lastOwner = await trpcFailure(trpc({ token: editor.token, headers: inTeam }).members.leave.mutate());
    expect(lastOwner).toMatchObject({ status: 409 });
  });
});

describe("a member of several workspaces", () => {
  it("sees each of 5 teams with their role there, and acts in the one the request names", async () => {
    const member = await createUser();
    const roles = ["ADMIN", "EDITOR", "CONTRIBUTOR", "CLIENT", "EDITOR"] as const;
    const teams = [];
    for (const [i, role] of roles.entries()) {
      const owner = await createUser({ role: "paid", subscription: "Enterprise" });
      teams.push(
        await db.workspace.create({
          data: {
            name: `Client ${i + 1}`,
            kind: "team",
            ownerId: owner.user.id,
            memberships: {
              create: [
                { userId: owner.user.id, role: "OWNER" },
                { userId: member.user.id, role },
              ],
            },
          },
        }),
      );
    }
    const listed = await rest<{ data: Summary[] }>("GET", "/workspaces", { token: member.token });
    expect(listed.body.data.map((w) => `${w.name}:${w.role}`)).toEqual([
      "Personal:OWNER",
      "Client 1:ADMIN",
      "Client 2:EDITOR",
      "Client 3:CONTRIBUTOR",
      "Client 4:CLIENT",
      "Client 5:EDITOR",
    ]);
    for (const [i, team] of teams.entries()) {
      const current = await trpc({ token: member.token, cookie: `pp-workspace=${team.id}` }).workspace.current.query();
      expect(current.data).toMatchObject({ id: team.id, role: roles[i], paused: false });
    }
  });
});
