/**
 * Notification e-mail (issue 26) through the SMTP fake: one digest per recipient once a burst has
 * gone quiet (500 failed posts: one e-mail each, with the count), the member's choices honoured,
 * every row e-mailed exactly once with workers racing, killed mid-run, or SMTP refusing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { CLAIM_LEASE_MS, claimDueNotifications, sendNotificationDigests } from "@/server/services/notifications/email-digest";
import { SmtpFake } from "../fakes/smtp";
import { SocialNetworkFake } from "../fakes/social-network";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { failBurst, notifyUser, teamOnX } from "./helpers";

const fake = new SocialNetworkFake();
const smtp = new SmtpFake();
const saved = process.env.SMTP_URL;

beforeAll(async () => {
  await fake.start();
  Object.assign(process.env, fake.envVars());
  process.env.SMTP_URL = await smtp.start();
  resetEnvForTests();
});
afterAll(async () => {
  await smtp.stop();
  await fake.stop();
  if (saved === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = saved;
  resetEnvForTests();
});
beforeEach(() => {
  smtp.refuse = false;
});

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
/** The message's text with quoted-printable soft breaks and `=3D` undone. */
const textOf = (data: string) => data.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).map((m) => textOf(m.data));

describe("notification digests", () => {
  it("a failed burst of 500 posts sends each recipient one e-mail, with the count, once it has gone quiet", async () => {
    // Across X, Threads and LinkedIn: one account of each would hold back part of 500 by its post quota.
    const team = await teamOnX(fake, ["x", "threads", "linkedin"]);
    await failBurst(fake, team, 500);
    const { author, owner, admin, editor } = team;
    expect(await db.notification.count({ where: { userId: author.user.id, kind: "post_failed" } })).toBe(500);

    // While the burst is fresh, nothing goes out.
    await sendNotificationDigests(new Date(Date.now() + 30_000));
    expect(mailsTo(author.user.email)).toHaveLength(0);

    await sendNotificationDigests(inMinutes(3));
    await sendNotificationDigests(inMinutes(4));
    for (const who of [author, owner, admin]) {
      const mails = mailsTo(who.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/Subject: PostPilot: 500 new notifications/);
      expect(mails[0]).toContain("Post failed to publish (500)");
      expect(mails[0]).toContain("and 495 more");
      expect(mails[0]).toContain("http://localhost:3000/posts?tab=failed&post=");
    }
    expect(mailsTo(editor.user.email)).toHaveLength(0);
    const members = [author, owner, admin].map((m) => m.user.id);
    expect(await db.notification.count({ where: { userId: { in: members }, emailedAt: null } })).toBe(0);
    // E-mailed is not read: the bell still shows them.
    expect(await db.notification.count({ where: { userId: { in: members }, readAt: null } })).toBe(1500);
  });

  it("honours the member's choices: a muted kind and e-mail turned off are not sent, and the bell keeps them", async () => {
    const team = await teamOnX(fake);
    const { author, owner, admin } = team;
    const muted = await rest<{ kinds: { kind: string; email: boolean }[] }>("PUT", "/notifications/email-preferences", {
      token: author.token,
      body: { kinds: { post_failed: false } },
    });
    expect(muted.status).toBe(200);
    expect(muted.body.kinds.find((k) => k.kind === "post_failed")).toMatchObject({ email: false });
    expect(muted.body.kinds.find((k) => k.kind === "mention")).toMatchObject({ email: true });
    // The profile's existing flag turns all notification e-mail off.
    expect((await rest("PUT", "/auth/update-notifications", { token: owner.token, body: { emailNotifications: false } })).status).toBe(200);
    const ownerPrefs = await rest<{ emailNotifications: boolean }>("GET", "/notifications/email-preferences", { token: owner.token });
    expect(ownerPrefs.body.emailNotifications).toBe(false);

    await failBurst(fake, team, 2);
    await notifyUser(author.user.id, 1, { kind: "mention", title: "You were mentioned" });
    await sendNotificationDigests(inMinutes(3));

    expect(mailsTo(owner.user.email)).toHaveLength(0);
    expect(mailsTo(admin.user.email)).toHaveLength(1);
    const [authorMail] = mailsTo(author.user.email);
    expect(authorMail).toContain("Mentions (1)");
    expect(authorMail).not.toContain("Post failed");
    expect(await db.notification.count({ where: { userId: { in: [author.user.id, owner.user.id] }, emailedAt: null } })).toBe(0);
    expect((await rest<{ unread: number }>("GET", "/notifications/unread-count", { token: owner.token })).body.unread).toBe(2);

    const bad = await rest("PUT", "/notifications/email-preferences", { token: author.token, body: { kinds: { nonsense: true } } });
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
  });

  it("four workers racing send each recipient's notifications exactly once", async () => {
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser()));
    for (const { user } of users) await notifyUser(user.id, 5);
    const at = inMinutes(3);
    const runs = await Promise.all([1, 2, 3, 4].map(() => sendNotificationDigests(at)));
    for (const { user } of users) {
      const mails = mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("You have 5 new notifications");
    }
    expect(runs.filter((r) => r.sent > 0).length).toBeGreaterThanOrEqual(1);
  });

  it("a worker killed after claiming: its rows wait for the lease, then go out once", async () => {
    const { user } = await createUser();
    await notifyUser(user.id, 3);
    const at = inMinutes(3);
    // The dead worker's claim (it never sent nor stamped).
    expect((await claimDueNotifications(at, "killed-worker")).filter((r) => r.userId === user.id)).toHaveLength(3);
    await sendNotificationDigests(at);
    expect(mailsTo(user.email)).toHaveLength(0);
    await sendNotificationDigests(new Date(at.getTime() + CLAIM_LEASE_MS + 1000));
    await sendNotificationDigests(new Date(at.getTime() + CLAIM_LEASE_MS + 60_000));
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("SMTP refusing: the digest is tried again after the lease, and sent once", async () => {
    const { user } = await createUser();
    await notifyUser(user.id, 2);
    smtp.refuse = true;
    const at = inMinutes(3);
    const refused = await sendNotificationDigests(at);
    expect(refused.failed).toBeGreaterThanOrEqual(1);
    smtp.refuse = false;
    await sendNotificationDigests(new Date(at.getTime() + 60_000));
    expect(mailsTo(user.email)).toHaveLength(0);
    await sendNotificationDigests(new Date(at.getTime() + CLAIM_LEASE_MS + 1000));
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await db.notification.count({ where: { userId: user.id, emailedAt: null } })).toBe(0);
  });

  it("without SMTP nothing is e-mailed, and configuring it later sends no backlog", async () => {
    const { user } = await createUser();
    await notifyUser(user.id, 4);
    const summary = await sendNotificationDigests(inMinutes(3), null);
    expect(summary.skipped).toBeGreaterThanOrEqual(4);
    await sendNotificationDigests(inMinutes(20));
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await db.notification.count({ where: { userId: user.id, readAt: null } })).toBe(4);
  });
});
