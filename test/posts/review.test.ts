/**
 * The approval workflow (issue 26) through both doors: the workspace's policy by role, approving as
 * the author asked (a time that passed while in review needs a new one), requesting changes with a
 * comment and resubmitting, a contributor's edit after approval going back to review, the
 * notifications each move writes, and the REST answers' 4xx messages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { createContext } from "@/server/api/trpc";
import { createCaller } from "@/server/api/root";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

type PostBody = { success: boolean; message: string; post: { id: string; status: string; reviewNote: string | null; reviewIntent: string | null } };
type Role = "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";

let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  worker = await startTestWorker("review", { PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100" });
});

afterAll(async () => {
  await worker?.stop();
});

const later = (hours = 24) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A team with one member per role (two editors) and the sandbox network; `policy` its approval policy. */
async function team(policy: "everyone" | "contributors" | "never" = "contributors") {
  const owner = await createUser({ role: "paid", subscription: "Pro" });
  const [admin, editor, editor2, contributor, client] = [
    await createUser(),
    await createUser(),
    await createUser(),
    await createUser(),
    await createUser(),
  ];
  const roles: [typeof owner, Role][] = [
    [owner, "OWNER"],
    [admin, "ADMIN"],
    [editor, "EDITOR"],
    [editor2, "EDITOR"],
    [contributor, "CONTRIBUTOR"],
    [client, "CLIENT"],
  ];
  const workspace = await db.workspace.create({
    data: {
      name: "Agency",
      kind: "team",
      ownerId: owner.user.id,
      approvalPolicy: policy,
      memberships: { create: roles.map(([u, role]) => ({ userId: u.user.id, role })) },
    },
  });
  await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
  await db.socialAccount.updateMany({ where: { userId: owner.user.id, platform: "sandbox" }, data: { workspaceId: workspace.id } });
  const inTeam = { "X-Workspace-Id": workspace.id };
  const as = (member: { token: string }) => ({ token: member.token, headers: inTeam });
  return { owner, admin, editor, editor2, contributor, client, workspace, inTeam, as };
}

async function schedule(member: { token: string; headers: Record<string, string> }, content: string, at = later()) {
  return rest<PostBody>("POST", "/posts/schedule", { ...member, body: { content, platforms: ["sandbox"], scheduledAt: at } });
}

const told = (postId: string, kind: string) =>
  db.notification.findMany({ where: { postId, kind }, select: { userId: true } }).then((rows) => rows.map((r) => r.userId).sort());

describe("the approval policy, by role", () => {
  const EXPECTED: Record<"everyone" | "contributors" | "never", Record<Exclude<Role, "CLIENT">, string>> = {
    everyone: { OWNER: "in_review", ADMIN: "in_review", EDITOR: "in_review", CONTRIBUTOR: "in_review" },
    contributors: { OWNER: "scheduled", ADMIN: "scheduled", EDITOR: "scheduled", CONTRIBUTOR: "in_review" },
    never: { OWNER: "scheduled", ADMIN: "scheduled", EDITOR: "scheduled", CONTRIBUTOR: "scheduled" },
  };
  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])(
    "%s: scheduling submits for review exactly where the policy says; a client can never",
    async (policy) => {
      const t = await team(policy);
      const members = { OWNER: t.owner, ADMIN: t.admin, EDITOR: t.editor, CONTRIBUTOR: t.contributor };
      for (const [role, member] of Object.entries(members) as [Exclude<Role, "CLIENT">, typeof t.owner][]) {
        const answer = await schedule(t.as(member), `${policy} ${role}`);
        expect([role, answer.status, answer.body.post.status], answer.body.message).toEqual([role, 200, EXPECTED[policy][role]]);
        if (EXPECTED[policy][role] === "in_review") expect(answer.body.message).toBe("Submitted for review: it goes out once an editor approves it.");
      }
      const asClient = await schedule(t.as(t.client), "client");
      expect([asClient.status, asClient.body.message]).toEqual([403, "This needs the contributor role (or higher) in this workspace"]);
      expect(await db.post.count({ where: { workspaceId: t.workspace.id, status: "scheduled" } })).toBe(
        Object.values(EXPECTED[policy]).filter((s) => s === "scheduled").length,
      );
    },
  );

  it("is read and set by admins only (REST and tRPC), answers 4xx with messages, and applies on the next request", async () => {
    const t = await team("contributors");
    const path = "/workspaces/current/approval-policy";
    expect((await rest("GET", path, t.as(t.admin))).body).toMatchObject({ success: true, approvalPolicy: "contributors" });
    const byEditor = await rest<{ message: string }>("GET", path, t.as(t.editor));
    expect([byEditor.status, byEditor.body.message]).toEqual([403, "This needs the admin role (or higher) in this workspace"]);
    const outsider = await createUser();
    expect((await rest("GET", path, { token: outsider.token, headers: t.inTeam })).status).toBe(404);
    const bad = await rest<{ message: string }>("PUT", path, { ...t.as(t.admin), body: { approvalPolicy: "sometimes" } });
    expect([bad.status, bad.body.message]).toEqual([400, "approvalPolicy must be one of everyone, contributors, never."]);
    const personal = await rest<{ message: string }>("PUT", path, { token: t.owner.token, body: { approvalPolicy: "everyone" } });
    expect(personal.status).toBe(400);
    expect(personal.body.message).toMatch(/nobody else to approve/);

    expect((await schedule(t.as(t.contributor), "before")).body.post.status).toBe("in_review");
    await trpc(t.as(t.admin)).review.setPolicy.mutate({ approvalPolicy: "never" });
    expect((await schedule(t.as(t.contributor), "after")).body.post.status).toBe("scheduled");
  });

  it("is read once per request, with the membership: a save asks nothing more of the database", async () => {
    const t = await team("contributors");
    // The request's context reads the member, the membership and the policy (createContext)...
    const ctx = await createContext({ headers: new Headers({ authorization: `Bearer ${t.contributor.token}`, "x-workspace-id": t.workspace.id }) });
    expect(ctx.membership).toMatchObject({ role: "CONTRIBUTOR", approvalPolicy: "contributors" });
    // ...so a policy changed after it was read does not reach this request's save (it read no policy of its own)...
    await db.workspace.update({ where: { id: t.workspace.id }, data: { approvalPolicy: "never" } });
    const saved = await createCaller(ctx).post.save({ mode: "schedule", content: "read with the request", platforms: ["sandbox"], at: later() });
    expect(saved.post.status).toBe("in_review");
    // ...and reaches the next request.
    expect((await schedule(t.as(t.contributor), "the next request")).body.post.status).toBe("scheduled");
  });
});

describe("reviewing", () => {
  it("submits to the reviewers, approves as asked (at its time), and tells the author", async () => {
    const t = await team();
    const at = later(48);
    const submitted = await schedule(t.as(t.contributor), "Launch post", at);
    const id = submitted.body.post.id;
    expect(await told(id, "review_requested")).toEqual([t.owner.user.id, t.admin.user.id, t.editor.user.id, t.editor2.user.id].sort());
    expect((await rest<{ waiting: number }>("GET", "/posts/review/queue", t.as(t.editor))).body.waiting).toBe(1);
    expect((await rest("GET", "/posts/review/queue", t.as(t.contributor))).status).toBe(403);

    const byContributor = await rest<{ message: string }>("POST", `/posts/${id}/review/approve`, t.as(t.contributor));
    expect([byContributor.status, byContributor.body.message]).toEqual([403, "This needs the editor role (or higher) in this workspace"]);
    const approved = await rest<PostBody>("POST", `/posts/${id}/review/approve`, t.as(t.editor));
    expect([approved.status, approved.body.post.status]).toEqual([200, "scheduled"]);
    const row = await db.post.findUniqueOrThrow({ where: { id } });
    expect(row.scheduledAt?.toISOString()).toBe(at);
    expect(row.reviewIntent).toBeNull();
    expect(await told(id, "approved")).toEqual([t.contributor.user.id]);
  });

  it("approves a post asked to go out now by publishing it once", async () => {
    const t = await team();
    const submitted = await rest<PostBody>("POST", "/posts/publish", {
      ...t.as(t.contributor),
      body: { content: "Right away", platforms: ["sandbox"] },
    });
    expect([submitted.status, submitted.body.post.status, submitted.body.post.reviewIntent]).toEqual([200, "in_review", "now"]);
    expect(await db.sandboxPost.count({ where: { text: "Right away" } })).toBe(0);
    await trpc(t.as(t.owner)).review.approve.mutate({ id: submitted.body.post.id });
    await waitFor(
      "the approved post to be published",
      async () => (await db.post.findUniqueOrThrow({ where: { id: submitted.body.post.id } })).status === "published" || null,
    );
    expect(await db.sandboxPost.count({ where: { text: "Right away" } })).toBe(1);
  });

  it("asks the approver for a new time when the one asked passed while in review", async () => {
    const t = await team();
    const id = (await schedule(t.as(t.contributor), "Stale time", later(1))).body.post.id;
    await db.post.update({ where: { id }, data: { scheduledAt: new Date(Date.now() - 60_000) } });

    const without = await rest<{ message: string; newTimeNeeded: boolean }>("POST", `/posts/${id}/review/approve`, t.as(t.editor));
    expect([without.status, without.body.message, without.body.newTimeNeeded]).toEqual([
      409,
      "The time asked for this post passed while it was in review. Choose a new time to approve it.",
      true,
    ]);
    const past = await trpcFailure(trpc(t.as(t.editor)).review.approve.mutate({ id, at: new Date(Date.now() - 5_000).toISOString() }));
    expect(past.status).toBe(400);
    const bad = await rest<{ message: string }>("POST", `/posts/${id}/review/approve`, { ...t.as(t.editor), body: { at: "tomorrow" } });
    expect([bad.status, bad.body.message]).toEqual([400, "Please provide a valid ISO date and time"]);
    expect((await db.post.findUniqueOrThrow({ where: { id } })).status).toBe("in_review");

    const at = later(3);
    const approved = await rest<PostBody>("POST", `/posts/${id}/review/approve`, { ...t.as(t.editor), body: { at } });
    expect(approved.body.post.status).toBe("scheduled");
    expect((await db.post.findUniqueOrThrow({ where: { id } })).scheduledAt?.toISOString()).toBe(at);
  });

  it("sends a post back with a required comment, shown to the author, who edits and resubmits", async () => {
    const t = await team();
    const id = (await schedule(t.as(t.contributor), "Needs work")).body.post.id;
    const empty = await rest<{ message: string }>("POST", `/posts/${id}/review/request-changes`, { ...t.as(t.editor), body: { note: "  " } });
    expect([empty.status, empty.body.message]).toEqual([400, "Please say what should change: a comment is required."]);
    const missing = await rest<{ message: string }>("POST", `/posts/${id}/review/request-changes`, { ...t.as(t.editor), body: {} });
    expect([missing.status, missing.body.message]).toEqual([400, "Please say what should change: a comment is required."]);

    const sent = await rest<PostBody>("POST", `/posts/${id}/review/request-changes`, { ...t.as(t.editor), body: { note: "Add the product link" } });
    expect([sent.status, sent.body.post.status, sent.body.post.reviewNote]).toEqual([200, "changes_requested", "Add the product link"]);
    expect(await told(id, "changes_requested")).toEqual([t.contributor.user.id]);
    const seen = await rest<PostBody>("GET", `/posts/${id}`, t.as(t.contributor));
    expect(seen.body.post.reviewNote).toBe("Add the product link");
    const again = await rest<{ message: string }>("POST", `/posts/${id}/review/approve`, t.as(t.editor));
    expect([again.status, again.body.message]).toEqual([409, "Only posts in review can be approved or sent back for changes."]);

    const resubmitted = await rest<PostBody>("POST", "/posts/save", {
      ...t.as(t.contributor),
      body: { id, mode: "schedule", content: "Needs work: https://example.com", platforms: ["sandbox"], at: later() },
    });
    expect(resubmitted.body.post.status).toBe("in_review");
    // Told again: the reviewers see it back in the queue.
    expect((await told(id, "review_requested")).length).toBe(8);
  });

  it("sends a contributor's edit of an approved post back to review; an editor's edit keeps it scheduled", async () => {
    const t = await team();
    const id = (await schedule(t.as(t.contributor), "Approved once")).body.post.id;
    await trpc(t.as(t.editor)).review.approve.mutate({ id });
    const byEditor = await rest<PostBody>("PUT", `/posts/${id}`, { ...t.as(t.editor), body: { content: "Approved once, polished" } });
    expect(byEditor.body.post.status).toBe("scheduled");
    const byContributor = await rest<PostBody>("PUT", `/posts/${id}`, { ...t.as(t.contributor), body: { content: "Approved once, then changed" } });
    expect([byContributor.body.message, byContributor.body.post.status]).toEqual([
      "Submitted for review: it goes out once an editor approves it.",
      "in_review",
    ]);
    const row = await db.post.findUniqueOrThrow({ where: { id } });
    expect([row.status, row.content, row.reviewIntent]).toEqual(["in_review", "Approved once, then changed", "at"]);
  });

  it("under 'everyone', nobody approves their own post: another editor does", async () => {
    const t = await team("everyone");
    const id = (await schedule(t.as(t.editor), "Four eyes")).body.post.id;
    const own = await rest<{ message: string }>("POST", `/posts/${id}/review/approve`, t.as(t.editor));
    expect([own.status, own.body.message]).toEqual([403, "Under this workspace's approval policy, another member must approve your post."]);
    expect((await rest<PostBody>("POST", `/posts/${id}/review/approve`, t.as(t.editor2))).body.post.status).toBe("scheduled");
  });

  it("withdraws a post from review to the drafts; an unknown post is 404", async () => {
    const t = await team();
    const id = (await schedule(t.as(t.contributor), "Second thoughts")).body.post.id;
    const withdrawn = await rest<PostBody>("POST", `/posts/${id}/review/withdraw`, t.as(t.contributor));
    expect([withdrawn.status, withdrawn.body.post.status]).toEqual([200, "draft"]);
    expect((await rest("POST", "/posts/nope/review/withdraw", t.as(t.contributor))).status).toBe(404);
    expect((await rest("POST", `/posts/${id}/review/withdraw`, t.as(t.client))).status).toBe(403);
  });

  it("withdraws another member's post only from the editor role up", async () => {
    const t = await team();
    const other = await createUser();
    await db.membership.create({ data: { workspaceId: t.workspace.id, userId: other.user.id, role: "CONTRIBUTOR" } });
    const id = (await schedule(t.as(t.contributor), "Not yours to pull")).body.post.id;
    const refused = await rest<{ message: string; requiredRole: string }>("POST", `/posts/${id}/review/withdraw`, t.as(other));
    expect([refused.status, refused.body.message, refused.body.requiredRole]).toEqual([
      403,
      "Only the post's author or an editor (or higher) can do this.",
      "EDITOR",
    ]);
    expect((await db.post.findUniqueOrThrow({ where: { id } })).status).toBe("in_review");
    const byEditor = await rest<PostBody>("POST", `/posts/${id}/review/withdraw`, t.as(t.editor));
    expect([byEditor.status, byEditor.body.post.status]).toEqual([200, "draft"]);
  });
});
