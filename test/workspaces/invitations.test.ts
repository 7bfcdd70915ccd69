/**
 * Invitations (issue #26, checkpoint C): e-mailed by SMTP when configured (the fake), always a link to
 * copy; accepted by signing up or in with the invited address; expired, revoked, wrong address,
 * already a member and the member limit each refused with their own message; the inviter and the
 * admins are notified in the acceptance's transaction. Both doors.
 */
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { createUser } from "../helpers/users";
import { SmtpFake } from "../fakes/smtp";
import { teamWithMembers } from "./team";

type Issued = { success: true; message: string; link: string; emailSent: boolean; invitation: { id: string; email: string; role: string } };
type Failure = { success: false; message: string; memberLimit?: number };
type Preview = { data: { workspaceName: string; email: string; role: string; state: string; problem: string | null } };

const tokenOf = (link: string) => decodeURIComponent(link.split("/invite/")[1]!);

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

describe("inviting", () => {
  it("e-mails the link when SMTP is set; a visitor signs up with the address and accepts; inviter and admins are notified", async () => {
    const smtp = new SmtpFake();
    process.env.SMTP_URL = await smtp.start();
    resetEnvForTests();
    try {
      const { owner, editor, workspace, inTeam } = await teamWithMembers();
      await db.user.update({ where: { id: owner.user.id }, data: { subscription: "Enterprise" } });
      const admin = await createUser();
      await db.membership.create({ data: { workspaceId: workspace.id, userId: admin.user.id, role: "ADMIN" } });
      const email = uniqueEmail("invitee");
      const issued = await rest<Issued>("POST", "/workspaces/current/invitations", {
        token: admin.token,
        headers: inTeam,
        body: { email: email.toUpperCase(), role: "CONTRIBUTOR" },
      });
      expect(issued.status).toBe(200);
      expect(issued.body).toMatchObject({ emailSent: true, message: `Invitation sent to ${email}`, invitation: { email, role: "CONTRIBUTOR" } });
      expect(issued.body.link).toMatch(/^http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{43}$/);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual([email]);
      expect(smtp.messages[0]!.data.replace(/=\r?\n/g, "")).toContain(issued.body.link);

      const token = tokenOf(issued.body.link);
      const preview = await rest<Preview>("GET", `/invitations/${token}`);
      expect(preview.body.data).toMatchObject({ workspaceName: "Agency", email, role: "CONTRIBUTOR", state: "pending", problem: null });

      const signedUp = await rest<{ token: string }>("POST", "/auth/register", { body: { name: "Ivy Invitee", email, password: "s3cret-pass" } });
      expect(signedUp.status).toBe(200);
      const accepted = await trpc({ token: signedUp.body.token }).invitations.accept.mutate({ token });
      expect(accepted.data).toMatchObject({ id: workspace.id, name: "Agency", role: "CONTRIBUTOR" });
      const joined = await rest<{ data: { role: string } }>("GET", "/workspaces/current", { token: signedUp.body.token, headers: inTeam });
      expect(joined.body.data.role).toBe("CONTRIBUTOR");

      const notes = await db.notification.findMany({
        where: { workspaceId: workspace.id, kind: "invitation_accepted" },
        select: { userId: true, title: true },
      });
      expect(notes.map((n) => n.userId).sort()).toEqual([admin.user.id, owner.user.id].sort());
      expect(notes[0]!.title).toBe("Ivy Invitee joined Agency");
      expect(notes.some((n) => n.userId === editor.user.id)).toBe(false);

      // The link is spent.
      const again = await rest<Failure>("POST", `/invitations/${token}/accept`, { token: signedUp.body.token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("This invitation has already been accepted.");
    } finally {
      await smtp.stop();
    }
  });

  it("without SMTP answers the link to copy; the pending list shows it; an existing user signs in and accepts over REST", async () => {
    const { owner, inTeam } = await teamWithMembers();
    const invitee = await createUser();
    const issued = await trpc({ token: owner.token, headers: inTeam }).invitations.create.mutate({ email: invitee.user.email, role: "EDITOR" });
    expect(issued).toMatchObject({ emailSent: false, message: "Invitation created: copy the link" });
    const pending = await rest<{ data: Array<{ email: string; role: string; expired: boolean; invitedBy: string }> }>(
      "GET",
      "/workspaces/current/invitations",
      { token: owner.token, headers: inTeam },
    );
    expect(pending.body.data).toEqual([
      expect.objectContaining({ email: invitee.user.email, role: "EDITOR", expired: false, invitedBy: owner.user.name }),
    ]);
    // The other door: the same list, a new link over REST (the old one stops), the preview over tRPC.
    expect((await trpc({ token: owner.token, headers: inTeam }).invitations.pending.query()).data).toEqual(
      pending.body.data.map((row) => expect.objectContaining({ email: row.email, role: row.role })),
    );
    const renewed = await rest<Issued>("POST", `/workspaces/current/invitations/${issued.invitation.id}/link`, {
      token: owner.token,
      headers: inTeam,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.link).not.toBe(issued.link);
    expect(await trpcFailure(trpc().invitations.preview.query({ token: tokenOf(issued.link) }))).toMatchObject({ status: 404 });
    expect((await trpc().invitations.preview.query({ token: tokenOf(renewed.body.link) })).data.state).toBe("pending");
    const accepted = await rest("POST", `/invitations/${tokenOf(renewed.body.link)}/accept`, { token: invitee.token });
    expect(accepted.status).toBe(200);
    expect((await rest<{ data: unknown[] }>("GET", "/workspaces/current/invitations", { token: owner.token, headers: inTeam })).body.data).toEqual(
      [],
    );
  });

  it("is for admins; only the owner invites admins; personal workspaces invite nobody", async () => {
    const { owner, editor, outsider, workspace, inTeam } = await teamWithMembers();
    const asEditor = await rest<Failure>("POST", "/workspaces/current/invitations", {
      token: editor.token,
      headers: inTeam,
      body: { email: uniqueEmail(), role: "CLIENT" },
    });
    expect(asEditor.status).toBe(403);
    expect(asEditor.body.message).toBe("This needs the admin role (or higher) in this workspace");
    expect((await rest("GET", "/workspaces/current/invitations", { token: outsider.token, headers: inTeam })).status).toBe(404);
    await db.membership.update({ where: { workspaceId_userId: { workspaceId: workspace.id, userId: editor.user.id } }, data: { role: "ADMIN" } });
    const adminByAdmin = await trpcFailure(
      trpc({ token: editor.token, headers: inTeam }).invitations.create.mutate({ email: uniqueEmail(), role: "ADMIN" }),
    );
    expect(adminByAdmin).toMatchObject({ status: 403, message: "Only the workspace's owner invites admins" });
    const ownerRole = await rest<Failure>("POST", "/workspaces/current/invitations", {
      token: owner.token,
      headers: inTeam,
      body: { email: uniqueEmail(), role: "OWNER" },
    });
    expect(ownerRole.status).toBe(400);
    const personal = await rest<Failure>("POST", "/workspaces/current/invitations", {
      token: owner.token,
      body: { email: uniqueEmail(), role: "EDITOR" },
    });
    expect(personal.status).toBe(400);
    expect(personal.body.message).toBe("Invite people to a team workspace; a personal workspace is yours alone");
  });
});

describe("an invitation that cannot be accepted", () => {
  it("says so for a wrong address, an expired link (until a new link is made), a revoked one, an unknown one and a member", async () => {
    const { owner, editor, inTeam } = await teamWithMembers();
    const invitee = await createUser();
    const someoneElse = await createUser();
    const asOwner = trpc({ token: owner.token, headers: inTeam });
    const issued = await asOwner.invitations.create.mutate({ email: invitee.user.email, role: "CLIENT" });
    const token = tokenOf(issued.link);

    const wrong = await rest<Failure>("POST", `/invitations/${token}/accept`, { token: someoneElse.token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(
      `This invitation is for ${invitee.user.email}, and you are signed in as ${someoneElse.user.email}. Sign in with ${invitee.user.email} to accept it.`,
    );
    const seenByWrong = await rest<Preview>("GET", `/invitations/${token}`, { token: someoneElse.token });
    expect(seenByWrong.body.data.problem).toBe(wrong.body.message);

    await db.invitation.update({ where: { id: issued.invitation.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await rest<Failure>("POST", `/invitations/${token}/accept`, { token: invitee.token });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/^This invitation expired on .+\. Ask Test paid user for a new one\.$/);
    const renewed = await asOwner.invitations.renewLink.mutate({ id: issued.invitation.id });
    expect((await rest<Failure>("POST", `/invitations/${token}/accept`, { token: invitee.token })).body.message).toBe(
      "This invitation link is not valid. Ask the workspace's admins for a new one.",
    );

    await asOwner.invitations.revoke.mutate({ id: issued.invitation.id });
    const twice = await rest<Failure>("DELETE", `/workspaces/current/invitations/${issued.invitation.id}`, { token: owner.token, headers: inTeam });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe("Invitation not found");
    const revoked = await rest<Failure>("POST", `/invitations/${tokenOf(renewed.link)}/accept`, { token: invitee.token });
    expect(revoked.status).toBe(409);
    expect(revoked.body.message).toBe('This invitation was withdrawn. Ask Test paid user for a new one if you should join "Agency".');
    expect((await rest<Preview>("GET", `/invitations/${tokenOf(renewed.link)}`)).body.data.state).toBe("revoked");
    expect((await rest("GET", `/invitations/${"x".repeat(43)}`)).status).toBe(404);

    const member = await rest<Failure>("POST", "/workspaces/current/invitations", {
      token: owner.token,
      headers: inTeam,
      body: { email: editor.user.email, role: "CLIENT" },
    });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe(`${editor.user.email} is already a member of this workspace`);

    // Invited, then added another way before accepting.
    const late = await asOwner.invitations.create.mutate({ email: someoneElse.user.email, role: "CLIENT" });
    await db.membership.create({ data: { workspaceId: inTeam["X-Workspace-Id"], userId: someoneElse.user.id, role: "EDITOR" } });
    const already = await rest<Failure>("POST", `/invitations/${tokenOf(late.link)}/accept`, { token: someoneElse.token });
    expect(already.status).toBe(409);
    expect(already.body.message).toBe('You are already a member of "Agency".');
  });

  it("keeps to the owner's plan's member limit when inviting (pending invitations count) and when accepting", async () => {
    const { owner, workspace, inTeam } = await teamWithMembers(); // Pro: 5 members; 4 so far
    const asOwner = trpc({ token: owner.token, headers: inTeam });
    const fifth = await createUser();
    const issued = await asOwner.invitations.create.mutate({ email: fifth.user.email, role: "CLIENT" });
    const full = await rest<Failure>("POST", "/workspaces/current/invitations", {
      token: owner.token,
      headers: inTeam,
      body: { email: uniqueEmail(), role: "CLIENT" },
    });
    expect(full.status).toBe(403);
    expect(full.body).toMatchObject({
      memberLimit: 5,
      message: "This workspace has reached its limit of 5 members on its owner's Pro plan (pending invitations count).",
    });
    // Re-inviting the same address replaces its invitation instead of taking a second seat.
    const again = await asOwner.invitations.create.mutate({ email: fifth.user.email, role: "EDITOR" });
    expect((await rest<Failure>("POST", `/invitations/${tokenOf(issued.link)}/accept`, { token: fifth.token })).status).toBe(409);

    // A seat taken another way meanwhile: the acceptance is refused.
    const other = await createUser();
    await db.membership.create({ data: { workspaceId: workspace.id, userId: other.user.id, role: "CLIENT" } });
    const refused = await rest<Failure>("POST", `/invitations/${tokenOf(again.link)}/accept`, { token: fifth.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This workspace has reached its limit of 5 members on its owner's Pro plan.");
    // Enterprise owners have 25 seats.
    await db.user.update({ where: { id: owner.user.id }, data: { subscription: "Enterprise" } });
    expect((await rest("POST", `/invitations/${tokenOf(again.link)}/accept`, { token: fifth.token })).status).toBe(200);
  });

  it("admits one of two simultaneous acceptances for the last seat", async () => {
    const { owner, inTeam } = await teamWithMembers();
    await db.user.update({ where: { id: owner.user.id }, data: { subscription: "Enterprise" } });
    const [a, b] = [await createUser(), await createUser()];
    const asOwner = trpc({ token: owner.token, headers: inTeam });
    const links = [
      await asOwner.invitations.create.mutate({ email: a.user.email, role: "CLIENT" }),
      await asOwner.invitations.create.mutate({ email: b.user.email, role: "CLIENT" }),
    ];
    // Back to Pro: 4 members of 5, one seat for two invitees.
    await db.user.update({ where: { id: owner.user.id }, data: { subscription: "Pro" } });
    const answers = await Promise.all([a, b].map((u, i) => rest("POST", `/invitations/${tokenOf(links[i]!.link)}/accept`, { token: u.token })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await db.membership.count({ where: { workspaceId: inTeam["X-Workspace-Id"] } })).toBe(5);
  });
});
