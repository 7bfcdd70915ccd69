/**
 * Workspaces, checkpoint A (issue #26): every user has a personal workspace they own, and a request's
 * workspace is resolved once by the procedure kind (workspaceProcedure): X-Workspace-Id on both doors,
 * the switcher's cookie, or the personal workspace; a non-member hears 404, a member below the
 * procedure's role 403 naming the role; a role change counts on the next request.
 */
import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { db } from "@/server/db";
import { createTRPCRouter, createCallerFactory, createContext, workspaceProcedure } from "@/server/api/trpc";
import { rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { createUser } from "../helpers/users";

type Current = { success: true; data: { id: string; kind: string; role: string } };
type List = { success: true; data: Array<{ id: string; name: string; kind: string; role: string }> };

async function personalOf(userId: string) {
  return db.workspace.findUniqueOrThrow({ where: { personalOwnerId: userId }, include: { memberships: true } });
}

async function teamWith(owner: string, members: Array<{ userId: string; role: "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT" }>) {
  return db.workspace.create({
    data: {
      name: "Agency",
      kind: "team",
      ownerId: owner,
      memberships: { create: [{ userId: owner, role: "OWNER" }, ...members] },
    },
  });
}

/** A scope the app does not have yet: to see the refusal of a member below the minimum role. */
const probeRouter = createTRPCRouter({
  edit: workspaceProcedure("EDITOR").query(({ ctx }) => ctx.workspace),
  own: workspaceProcedure("OWNER").query(({ ctx }) => ctx.workspace),
});
const probe = createCallerFactory(probeRouter);

async function probeAs(token: string, workspaceId?: string) {
  const headers = new Headers({ authorization: `Bearer ${token}` });
  if (workspaceId) headers.set("x-workspace-id", workspaceId);
  return probe(await createContext({ headers }));
}

describe("personal workspaces", () => {
  it("a user signing up gets a personal workspace they own, in the same transaction", async () => {
    const email = uniqueEmail("ws");
    const reg = await rest("POST", "/auth/register", { body: { name: "Wanda", email, password: "s3cret-pass" } });
    expect(reg.status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    const personal = await personalOf(user.id);
    expect(personal).toMatchObject({ kind: "personal", ownerId: user.id, name: "Personal" });
    expect(personal.memberships).toEqual([expect.objectContaining({ userId: user.id, role: "OWNER" })]);
  });

  it("what a user creates without naming a workspace lands in their personal one; a post's last editor is its author", async () => {
    const { user } = await createUser();
    const personal = await personalOf(user.id);
    const post = await db.post.create({ data: { userId: user.id, content: "Hello", platforms: ["x"] } });
    expect(post).toMatchObject({ workspaceId: personal.id, lastEditorId: user.id });
    const asset = await db.mediaAsset.create({ data: { userId: user.id, kind: "image", source: "upload" } });
    expect(asset.workspaceId).toBe(personal.id);
  });

  it("lists the caller's workspaces, personal first, on both doors", async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const team = await teamWith(other.user.id, [{ userId: user.id, role: "EDITOR" }]);
    const listed = await rest<List>("GET", "/workspaces", { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { id: (await personalOf(user.id)).id, name: "Personal", kind: "personal", role: "OWNER" },
      { id: team.id, name: "Agency", kind: "team", role: "EDITOR" },
    ]);
    expect((await trpc({ token }).workspace.list.query()).data).toEqual(listed.body.data);
  });
});

describe("the active workspace of a request", () => {
  it("defaults to the personal workspace and follows X-Workspace-Id on REST and tRPC, and the switcher's cookie", async () => {
    const { user, token } = await createUser();
    const owner = await createUser();
    const team = await teamWith(owner.user.id, [{ userId: user.id, role: "CONTRIBUTOR" }]);
    const personal = await personalOf(user.id);

    const byDefault = await rest<Current>("GET", "/workspaces/current", { token });
    expect(byDefault.body.data).toEqual({ id: personal.id, name: "Personal", kind: "personal", role: "OWNER", paused: false });

    const named = await rest<Current>("GET", "/workspaces/current", { token, headers: { "X-Workspace-Id": team.id } });
    expect(named.status).toBe(200);
    // The owner is on the free trial: the team is paused (read only), and the answer says so.
    expect(named.body.data).toEqual({ id: team.id, name: "Agency", kind: "team", role: "CONTRIBUTOR", paused: true });

    const overTrpc = await trpc({ token, headers: { "X-Workspace-Id": team.id } }).workspace.current.query();
    expect(overTrpc.data).toEqual(named.body.data);

    const byCookie = await trpc({ token, cookie: `pp-workspace=${team.id}` }).workspace.current.query();
    expect(byCookie.data.id).toBe(team.id);
  });

  it("answers 404 alike for another's workspace, an unknown id and a malformed one (ids do not leak)", async () => {
    const { token } = await createUser();
    const stranger = await createUser();
    const theirs = await personalOf(stranger.user.id);
    for (const id of [theirs.id, "wdoesnotexist0000000000000000000", "not a workspace; DROP TABLE", "x".repeat(500)]) {
      const answer = await rest<{ success: boolean; message: string }>("GET", "/workspaces/current", { token, headers: { "X-Workspace-Id": id } });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: "Workspace not found" });
    }
    const overTrpc = await trpcFailure(trpc({ token, headers: { "X-Workspace-Id": theirs.id } }).workspace.current.query());
    expect(overTrpc).toMatchObject({ status: 404, message: "Workspace not found" });
  });

  it("refuses a member below the procedure's role with 403 naming the role, and reads the role again on the next request", async () => {
    const member = await createUser();
    const owner = await createUser({ role: "paid", subscription: "Pro" });
    const team = await teamWith(owner.user.id, [{ userId: member.user.id, role: "CONTRIBUTOR" }]);

    const refused = await (await probeAs(member.token, team.id)).edit().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(TRPCError);
    expect(refused).toMatchObject({ code: "FORBIDDEN", message: "This needs the editor role (or higher) in this workspace" });

    await db.membership.update({ where: { workspaceId_userId: { workspaceId: team.id, userId: member.user.id } }, data: { role: "EDITOR" } });
    const allowed = await (await probeAs(member.token, team.id)).edit();
    expect(allowed).toEqual({
      id: team.id,
      name: "Agency",
      kind: "team",
      role: "EDITOR",
      ownerUserId: owner.user.id,
      ownerPlan: { role: "paid", subscription: "Pro" },
      approvalPolicy: "contributors",
    });

    const notOwner = await (await probeAs(member.token, team.id)).own().catch((err: unknown) => err);
    expect(notOwner).toMatchObject({ code: "FORBIDDEN", message: "Only the workspace's owner can do this" });

    await db.membership.delete({ where: { workspaceId_userId: { workspaceId: team.id, userId: member.user.id } } });
    const removed = await (await probeAs(member.token, team.id)).edit().catch((err: unknown) => err);
    expect(removed).toMatchObject({ code: "NOT_FOUND", message: "Workspace not found" });
  });

  it("needs a signed-in caller first", async () => {
    const answer = await rest("GET", "/workspaces/current");
    expect(answer.status).toBe(401);
  });
});
