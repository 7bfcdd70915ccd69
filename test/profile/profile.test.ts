/** Profile settings through both doors: update, password change, notifications, account deletion. */
import { storeUpload } from "@/server/services/media/uploads";
import { readMedia } from "@/server/services/media/storage";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { redis } from "@/server/redis";
import { closeQueues, getQueue, setQueuePrefix } from "@/server/queue";
import { enqueuePublish, publishJobId } from "@/server/services/publishing/scheduler";
import { rest, trpc, trpcFailure, uniqueEmail } from "../helpers/api";
import { createUser, TEST_PASSWORD } from "../helpers/users";
import { cleanupPrefix, uniquePrefix } from "../worker/helpers";

const prefix = uniquePrefix("profile");

beforeAll(async () => {
  await closeQueues();
  setQueuePrefix(prefix);
});

afterAll(async () => {
  await closeQueues();
  await cleanupPrefix(prefix);
});

beforeEach(async () => {
  // Password attempts are rate limited in Redis; every test starts with clean counters.
  const keys = await redis().keys("ratelimit:*");
  if (keys.length > 0) await redis().del(...keys);
});

type UserBody = { success: boolean; message: string; user: { name: string; email: string; timeZone: string } };

describe("every profile route needs a signed-in user", () => {
  it.each([
    ["PUT", "/auth/update-profile", { name: "A", email: "a@example.com" }],
    ["PUT", "/auth/change-password", { currentPassword: "x", newPassword: "long-enough" }],
    ["PUT", "/auth/update-notifications", { emailNotifications: false }],
    ["DELETE", "/auth/delete-account", undefined],
  ] as const)("%s %s answers 401 anonymously", async (method, path, body) => {
    const res = await rest(method, path, body ? { body } : {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: "Authentication required" });
  });

  it("and through tRPC", async () => {
    const client = trpc();
    expect(await trpcFailure(client.profile.update.mutate({ name: "A", email: "a@example.com" }))).toMatchObject({ status: 401 });
    expect(await trpcFailure(client.profile.deleteAccount.mutate())).toMatchObject({ status: 401 });
  });
});

describe("update profile", () => {
  it("changes name, e-mail (normalised) and time zone through REST, and answers the user", async () => {
    const { user, token } = await createUser();
    const email = uniqueEmail("renamed");
    const res = await rest<UserBody>("PUT", "/auth/update-profile", {
      token,
      // A new address needs the current password (issue 24 item 1; test/profile/email-change.test.ts).
      body: { name: "  Renamed  ", email: ` ${email.toUpperCase()} `, timeZone: "europe/amsterdam", currentPassword: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { name: "Renamed", email, timeZone: "Europe/Amsterdam" } });
    expect(res.body.message).toMatch(/^Profile updated successfully\. /);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ name: "Renamed", email, timeZone: "Europe/Amsterdam" });
    expect(await db.activityLog.count({ where: { userId: user.id, action: "user.profile_updated" } })).toBe(1);
    // The same token still works: a profile change does not end sessions.
    expect((await rest("GET", "/auth/me", { token })).status).toBe(200);
  });

  it("works through tRPC and keeps the time zone when none is sent", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { timeZone: "Asia/Tokyo" } });
    const answer = await trpc({ token }).profile.update.mutate({ name: "Via tRPC", email: user.email });
    expect(answer.user).toMatchObject({ name: "Via tRPC", email: user.email, timeZone: "Asia/Tokyo" });
  });

  it("refuses an e-mail that another account uses with 409", async () => {
    const other = await createUser();
    const { token } = await createUser();
    const res = await rest("PUT", "/auth/update-profile", {
      token,
      body: { name: "Me", email: other.user.email.toUpperCase(), currentPassword: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: "An account with this email already exists" });
  });

  it("validates name, e-mail and time zone with messages", async () => {
    const { user, token } = await createUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: user.email }, "Name is required"],
      [{ name: "   ", email: user.email }, "Name is required"],
      [{ name: "A" }, "Email is required"],
      [{ name: "A", email: "nope" }, "Please enter a valid email address"],
      [{ name: "x".repeat(101), email: user.email }, "Name must be at most 100 characters"],
      [{ name: "A", email: user.email, timeZone: "Mars/Olympus" }, "Please choose a valid time zone."],
    ];
    for (const [body, message] of cases) {
      const res = await rest("PUT", "/auth/update-profile", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await trpcFailure(trpc({ token }).profile.update.mutate({ name: "", email: user.email }))).toMatchObject({
      status: 400,
      message: "Name is required",
    });
  });

  it("refuses a Google-linked user's name or e-mail change, but lets them change the time zone", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { googleId: `google-${user.id}` } });
    const refused = await rest("PUT", "/auth/update-profile", { token, body: { name: "Other name", email: user.email } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: "Your profile information is managed by Google and cannot be modified.",
      title: "Cannot Update Profile",
    });
    const viaTrpc = await trpcFailure(trpc({ token }).profile.update.mutate({ name: user.name, email: uniqueEmail("g") }));
    expect(viaTrpc).toMatchObject({ status: 403, extra: { title: "Cannot Update Profile" } });

    const zone = await rest<UserBody>("PUT", "/auth/update-profile", {
      token,
      body: { name: user.name, email: user.email, timeZone: "America/New_York" },
    });
    expect(zone.status).toBe(200);
    expect(zone.body.user.timeZone).toBe("America/New_York");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(user.name);
  });
});

describe("change password", () => {
  it("checks the current password, ends every older token, and answers a fresh one", async () => {
    const { user, token: oldToken } = await createUser();
    const other = await createUser();
    const res = await rest<{ success: boolean; message: string; token: string }>("PUT", "/auth/change-password", {
      token: oldToken,
      body: { currentPassword: TEST_PASSWORD, newPassword: "a brand new secret" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Password changed successfully" });
    expect(res.body.token).toMatch(/^ey/);

    const stale = await rest("GET", "/auth/me", { token: oldToken });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ message: "Invalid or expired token" });
    expect((await rest("GET", "/auth/me", { token: res.body.token })).status).toBe(200);
    // Nobody else's session is touched.
    expect((await rest("GET", "/auth/me", { token: other.token })).status).toBe(200);

    const oldLogin = await rest("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await rest("POST", "/auth/login", { body: { email: user.email, password: "a brand new secret" } });
    expect(newLogin.status).toBe(200);
    expect(await db.activityLog.count({ where: { userId: user.id, action: "user.password_changed" } })).toBe(1);
  });

  it("works through tRPC", async () => {
    const { token } = await createUser();
    const answer = await trpc({ token }).profile.changePassword.mutate({ currentPassword: TEST_PASSWORD, newPassword: "via-trpc-password" });
    expect(answer.success).toBe(true);
    expect(await trpcFailure(trpc({ token }).auth.me.query())).toMatchObject({ status: 401 });
    expect((await trpc({ token: answer.token }).auth.me.query()).success).toBe(true);
  });

  it("refuses a wrong current password with 400 and keeps the old one", async () => {
    const { user, token } = await createUser();
    const res = await rest("PUT", "/auth/change-password", { token, body: { currentPassword: "not my password", newPassword: "whatever-new-1" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Current password is incorrect." });
    expect((await rest("GET", "/auth/me", { token })).status).toBe(200);
    expect((await rest("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it("validates the new password", async () => {
    const { token } = await createUser();
    const short = await rest("PUT", "/auth/change-password", { token, body: { currentPassword: TEST_PASSWORD, newPassword: "short" } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ success: false, message: "Password must be at least 8 characters long." });
    const missing = await rest("PUT", "/auth/change-password", { token, body: { newPassword: "long-enough-1" } });
    expect(missing.body).toMatchObject({ message: "Current password is required" });
    const same = await rest("PUT", "/auth/change-password", { token, body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ message: "The new password must be different from the current one." });
    expect(
      await trpcFailure(trpc({ token }).profile.changePassword.mutate({ currentPassword: TEST_PASSWORD, newPassword: "1234567" })),
    ).toMatchObject({
      status: 400,
      message: "Password must be at least 8 characters long.",
    });
  });

  it("limits wrong current passwords per account", async () => {
    const { token } = await createUser();
    for (let i = 0; i < 10; i += 1) {
      const res = await rest("PUT", "/auth/change-password", { token, body: { currentPassword: `wrong-${i}`, newPassword: "new-password-1" } });
      expect(res.status).toBe(400);
    }
    const blocked = await rest("PUT", "/auth/change-password", { token, body: { currentPassword: TEST_PASSWORD, newPassword: "new-password-1" } });
    expect(blocked.status).toBe(429);
    expect(String((blocked.body as { message: string }).message)).toMatch(/Too many password attempts/);
  });

  it("refuses an account without a password (Google only)", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { googleId: `google-${user.id}`, passwordHash: null } });
    const res = await rest("PUT", "/auth/change-password", { token, body: { currentPassword: "anything", newPassword: "new-password-1" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Your account signs in with Google and has no password to change." });
  });
});

describe("notification preferences", () => {
  it("stores the six flags (defaults: all on but marketing) through REST", async () => {
    const { user, token } = await createUser();
    const before = await rest<{ user: { notificationPreferences: Record<string, boolean> } }>("GET", "/auth/me", { token });
    expect(before.body.user.notificationPreferences).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      postReminders: true,
      weeklyReports: true,
      securityAlerts: true,
      marketingEmails: false,
    });
    const prefs = {
      emailNotifications: false,
      pushNotifications: false,
      postReminders: true,
      weeklyReports: false,
      securityAlerts: false,
      marketingEmails: true,
    };
    const res = await rest("PUT", "/auth/update-notifications", { token, body: prefs });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Notification preferences updated", notificationPreferences: prefs });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject(prefs);
  });

  it("changes only the flags sent, through tRPC", async () => {
    const { token } = await createUser();
    const answer = await trpc({ token }).profile.updateNotifications.mutate({ marketingEmails: true });
    expect(answer.notificationPreferences).toMatchObject({ marketingEmails: true, emailNotifications: true, securityAlerts: true });
  });

  it("refuses values that are not booleans", async () => {
    const { token } = await createUser();
    // Not even the strings "true"/"false": "false" must never turn a flag on.
    for (const value of ["yes", "false", 0]) {
      const res = await rest("PUT", "/auth/update-notifications", { token, body: { weeklyReports: value } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: "weeklyReports must be true or false" });
    }
  });
});

describe("delete account", () => {
  async function scheduledPost(userId: string) {
    const post = await db.post.create({
      data: { userId, content: "Later", platforms: ["x"], status: "scheduled", scheduledAt: new Date(Date.now() + 3600_000), publishAttempt: 1 },
    });
    await enqueuePublish(post);
    return post;
  }

  it("deletes the user, their posts, accounts and pending jobs; old tokens stop; activity stays without the user", async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const posts = [await scheduledPost(user.id), await scheduledPost(user.id)];
    const othersPost = await scheduledPost(other.user.id);
    await db.post.create({ data: { userId: user.id, content: "Draft", platforms: ["x"] } });
    await db.socialAccount.create({
      data: { userId: user.id, platform: "x", platformUserId: "x-1", accountName: "Mine", accessTokenEnc: encryptSecret("secret-token") },
    });
    const publish = getQueue("publish");
    expect(await publish.getJob(publishJobId(posts[0]!.id, 1))).toBeTruthy();

    const res = await rest("DELETE", "/auth/delete-account", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Account deleted successfully" });

    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await db.post.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.socialAccount.count({ where: { userId: user.id } })).toBe(0);
    for (const post of posts) expect(await publish.getJob(publishJobId(post.id, 1))).toBeFalsy();
    // Someone else's job is untouched.
    expect(await publish.getJob(publishJobId(othersPost.id, 1))).toBeTruthy();

    expect((await rest("GET", "/auth/me", { token })).status).toBe(401);
    expect((await rest("POST", "/auth/login", { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    const log = await db.activityLog.findFirst({ where: { action: "user.deleted" }, orderBy: { createdAt: "desc" } });
    expect(log).toMatchObject({ userId: null, details: { userId: user.id, scheduledPostsRemoved: 2 } });
  });

  it("removes the user's uploaded files, not anyone else's", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 5)]);
    const { user, token } = await createUser();
    const other = await createUser();
    const mine = await storeUpload(user.id, png);
    const theirs = await storeUpload(other.user.id, png);
    const keyOf = (url: string) => url.split("/").pop()!;
    expect(await readMedia(keyOf(mine.url))).not.toBeNull();

    expect((await rest("DELETE", "/auth/delete-account", { token })).status).toBe(200);
    expect(await readMedia(keyOf(mine.url))).toBeNull();
    expect(await readMedia(keyOf(theirs.url))).not.toBeNull();
  });

  it("works through tRPC", async () => {
    const { user, token } = await createUser();
    const answer = await trpc({ token }).profile.deleteAccount.mutate();
    expect(answer.success).toBe(true);
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
  });

  it("refuses the last active admin, allows an admin when another remains", async () => {
    // Make every other active admin inactive for the moment, so that this one is the last.
    const others = await db.user.findMany({ where: { role: "admin", status: "active" }, select: { id: true } });
    await db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { status: "inactive" } });
    try {
      const admin = await createUser({ role: "admin" });
      const refused = await rest("DELETE", "/auth/delete-account", { token: admin.token });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        message: "You are the last active admin. Make another user an admin before deleting your account.",
      });
      expect(await db.user.findUnique({ where: { id: admin.user.id } })).not.toBeNull();

      await createUser({ role: "admin" });
      expect((await rest("DELETE", "/auth/delete-account", { token: admin.token })).status).toBe(200);
    } finally {
      await db.user.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { status: "active" } });
    }
  });
});
