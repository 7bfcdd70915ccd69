/**
 * Changing the e-mail address (issue 24 item 1): it asks for the current password, resets the
 * verification, e-mails a link to the new address and a notice to the old one; a link verifies
 * only the address it was issued for, and Google sign-in links only to an address verified after
 * its last change. The attack: change the address to a victim's, follow the link sent to the old
 * address, let the victim's Google sign-in land in the attacker's account.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as verifyRoute from "@/app/api/auth/verify-email/route";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { redis } from "@/server/redis";
import { upsertGoogleUser } from "@/server/services/auth/sign-in";
import { BASE, rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { createUser, TEST_PASSWORD } from "../helpers/users";
import { SmtpFake } from "../fakes/smtp";

let smtp: SmtpFake;
const savedSmtp = process.env.SMTP_URL;

beforeEach(async () => {
  const keys = await redis().keys("ratelimit:*");
  if (keys.length > 0) await redis().del(...keys);
  smtp = new SmtpFake();
  process.env.SMTP_URL = await smtp.start();
  resetEnvForTests();
});

afterEach(async () => {
  await smtp.stop();
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  resetEnvForTests();
});

/** The message's text with quoted-printable soft breaks and `=3D` undone. */
const textOf = (data: string) => data.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.some((to) => to.includes(address)));
const linkIn = (data: string) => /http\S+verify-email\?token=\S+/.exec(textOf(data))![0];
const followLink = (link: string) => verifyRoute.GET(new Request(link.replace(/^https?:\/\/[^/]+/, BASE)));

const signUp = (email: string) =>
  rest<{ user: { id: string }; token: string }>("POST", "/auth/register", {
    body: { name: "Attacker", email, password: TEST_PASSWORD },
    headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
  });

const changeEmail = (token: string, email: string, currentPassword?: string) =>
  rest<{ success: boolean; message: string; user: { email: string } }>("PUT", "/auth/update-profile", {
    token,
    body: { name: "Attacker", email, ...(currentPassword === undefined ? {} : { currentPassword }) },
  });

describe("changing the e-mail address", () => {
  it("the attack from the issue fails: no password, no change; the old address's link does not verify the new one; Google does not link", async () => {
    const attacker = uniqueEmail("attacker");
    const victim = uniqueEmail("victim");
    const { body } = await signUp(attacker);
    const oldLink = linkIn(mailsTo(attacker)[0]!.data);

    // 1. No password asked: refused, nothing changes.
    const noPassword = await changeEmail(body.token, victim);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ success: false, message: "Enter your current password to change your e-mail address." });
    expect((await db.user.findUniqueOrThrow({ where: { id: body.user.id } })).email).toBe(attacker);

    // 2. With the password (the attacker has it): changed, but the link sent to the old address is dead.
    expect((await changeEmail(body.token, victim, TEST_PASSWORD)).status).toBe(200);
    expect((await followLink(oldLink)).headers.get("location")).toBe("/auth?error=verification_link_invalid");
    expect((await db.user.findUniqueOrThrow({ where: { id: body.user.id } })).emailVerifiedAt).toBeNull();

    // 3. The victim's Google sign-in does not land in the attacker's account.
    expect(await upsertGoogleUser({ googleId: `g-victim-${Date.now()}`, email: victim, name: "Victim" })).toBe("unverified");
    expect((await db.user.findUniqueOrThrow({ where: { id: body.user.id } })).googleId).toBeNull();
  });

  it("a wrong or missing current password is a 400 with a message on both doors, and wrong ones are rate limited", async () => {
    const { user, token } = await createUser();
    const target = uniqueEmail("target");
    const wrong = await changeEmail(token, target, "not the password");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: "Current password is incorrect." });
    expect(await trpcFailure(trpc({ token }).profile.update.mutate({ name: user.name, email: target }))).toMatchObject({
      status: 400,
      message: "Enter your current password to change your e-mail address.",
    });
    for (let i = 0; i < 9; i++) await changeEmail(token, target, `guess ${i}`);
    expect((await changeEmail(token, target, TEST_PASSWORD)).status).toBe(429);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect(smtp.messages).toHaveLength(0);
  });

  it("the password is checked before the address is looked up, so a taken address is not revealed without it", async () => {
    const other = await createUser();
    const { token } = await createUser();
    expect((await changeEmail(token, other.user.email)).status).toBe(400);
    expect((await changeEmail(token, other.user.email, TEST_PASSWORD)).status).toBe(409);
  });

  it("the spec's shape without an address change needs no password", async () => {
    const { user, token } = await createUser();
    const res = await rest("PUT", "/auth/update-profile", { token, body: { name: "New name", email: user.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { name: "New name", email: user.email } });
    expect(smtp.messages).toHaveLength(0);
  });

  it("a verified account becomes unverified; the new address gets a link that verifies it, the old one a notice", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date(Date.now() - 60_000) } });
    const next = uniqueEmail("moved");
    const res = await changeEmail(token, ` ${next.toUpperCase()} `, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: next } });
    expect(res.body.message).toMatch(/confirm/i);

    const changed = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(changed.emailVerifiedAt).toBeNull();
    expect(changed.emailChangedAt).not.toBeNull();
    // A change does not hold back the AI trial of an account that had verified (only sign-ups wait).
    expect(changed.emailVerificationPending).toBe(false);

    const notice = mailsTo(user.email);
    expect(notice).toHaveLength(1);
    expect(textOf(notice[0]!.data)).toContain(next);
    expect(textOf(notice[0]!.data)).not.toMatch(/verify-email/);
    const toNew = mailsTo(next);
    expect(toNew).toHaveLength(1);
    expect((await followLink(linkIn(toNew[0]!.data))).headers.get("location")).toBe("/dashboard?emailVerified=1");
    const verified = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(verified.emailVerifiedAt!.getTime()).toBeGreaterThan(verified.emailChangedAt!.getTime());
    // Verified after the change: Google may link now.
    expect(await upsertGoogleUser({ googleId: `g-owner-${Date.now()}`, email: next, name: "Owner" })).toMatchObject({ id: user.id });
  });

  it("a link verifies only the address it was issued for, whichever way the address changed", async () => {
    const first = uniqueEmail("bound");
    const { body } = await signUp(first);
    const link = linkIn(mailsTo(first)[0]!.data);
    // A path that changes the address without going through the profile (a script, a future feature).
    await db.user.update({ where: { id: body.user.id }, data: { email: uniqueEmail("elsewhere") } });
    expect((await followLink(link)).headers.get("location")).toBe("/auth?error=verification_link_invalid");
    await db.user.update({ where: { id: body.user.id }, data: { email: first } });
    expect((await followLink(link)).headers.get("location")).toBe("/dashboard?emailVerified=1");
  });

  it("Google links only to an address verified after it was last changed", async () => {
    const { user } = await createUser();
    const verifiedAt = new Date(Date.now() - 120_000);
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: verifiedAt, emailChangedAt: new Date(verifiedAt.getTime() + 60_000) } });
    expect(await upsertGoogleUser({ googleId: `g-stale-${Date.now()}`, email: user.email, name: "X" })).toBe("unverified");
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    expect(await upsertGoogleUser({ googleId: `g-fresh-${Date.now()}`, email: user.email, name: "X" })).toMatchObject({ id: user.id });
  });

  it("an account without a password is told how to change its address", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { passwordHash: null } });
    const res = await changeEmail(token, uniqueEmail("nopw"), "anything");
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no password/i);
  });

  it("an admin changing a member's address resets its verification, sends the link to the new address and tells the old one", async () => {
    const admin = await createUser({ role: "admin" });
    const { user } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    const next = uniqueEmail("admin-moved");
    const res = await rest("PATCH", `/admin/users/${user.id}`, { token: admin.token, body: { email: next } });
    expect(res.status).toBe(200);
    const changed = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(changed).toMatchObject({ email: next, emailVerifiedAt: null });
    expect(changed.emailChangedAt).not.toBeNull();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(next)).toHaveLength(1);
    expect(await upsertGoogleUser({ googleId: `g-admin-${Date.now()}`, email: next, name: "X" })).toBe("unverified");
  });
});
