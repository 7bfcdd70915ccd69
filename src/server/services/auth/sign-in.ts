/** Sign-up, sign-in and the current user: the rules behind /api/auth/* and the next-auth providers. */
import { env } from "@/env";
import { db, Prisma, sql, type User } from "@/server/db";
import { AppError, Conflict, NotFound } from "@/server/errors";
import { recordActivity } from "@/server/services/activity";
import { clearRateLimit, countedHits, countHit, enforceRateLimits } from "@/server/services/rate-limit";
import { toPublicUser } from "@/server/services/users/public-user";
import { hashPassword, verifyPassword } from "./password";
import { INACTIVE_ACCOUNT_MESSAGE, SUSPENDED_ACCOUNT_MESSAGE } from "./request-user";
import { signSessionToken } from "./tokens";
import { addressVerified, sendVerificationLink } from "./email-verification";

export const FREE_TRIAL_PROMPTS = 25;
const INVALID_CREDENTIALS = "Invalid email or password";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function issueToken(user: { id: string; tokenVersion: number }) {
  return signSessionToken({ sub: user.id, tv: user.tokenVersion });
}

/** Password sign-up: limited per source address; the address gets a verification link. */
export async function registerUser(input: { name: string; email: string; password: string; timeZone?: string; ip: string }) {
  await enforceRateLimits(
    [{ bucket: "signup:ip", key: input.ip, limit: env().SIGNUP_RATE_LIMIT_PER_IP, windowSeconds: 3600 }],
    "Too many sign-ups from your network.",
  );
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: {
        name: input.name.trim(),
        email,
        passwordHash,
        aiPromptsLimit: FREE_TRIAL_PROMPTS,
        lastLoginAt: new Date(),
        timeZone: input.timeZone ?? "UTC",
      },
    });
    await recordActivity(user.id, "user.signup", { method: "password" });
    await sendVerificationLink(user);
    return { user: toPublicUser(user), token: await issueToken(user) };
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      throw Conflict("An account with this email already exists");
    }
    throw err;
  }
}

/** Failures against one account (from any source) before its answers start slowing down. */
const FREE_FAILURES = 5;
const MAX_FAILURE_DELAY_MS = 8_000;

/** The delay before answering after `failures` recent failed attempts on an account: 0, then 250 ms doubling up to 8 s. */
export function failureDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_FAILURE_DELAY_MS, 250 * 2 ** (failures - FREE_FAILURES));
}

/**
 * Checks the password. Attempts are limited per (account, source) and per source, so a stranger
 * can wall off only their own address, never the owner signing in from elsewhere; failures on the
 * account from every source add a growing delay (sign-in stays possible, guessing gets slow).
 */
export async function authenticate(input: { email: string; password: string; ip: string }) {
  const email = normalizeEmail(input.email);
  const { LOGIN_RATE_LIMIT_PER_EMAIL, LOGIN_RATE_LIMIT_PER_IP, LOGIN_RATE_LIMIT_WINDOW_SECONDS } = env();
  const accountSource = `${email}|${input.ip}`;
  await enforceRateLimits(
    [
      { bucket: "login:account-source", key: accountSource, limit: LOGIN_RATE_LIMIT_PER_EMAIL, windowSeconds: LOGIN_RATE_LIMIT_WINDOW_SECONDS },
      { bucket: "login:ip", key: input.ip, limit: LOGIN_RATE_LIMIT_PER_IP, windowSeconds: LOGIN_RATE_LIMIT_WINDOW_SECONDS },
    ],
    "Too many login attempts.",
  );
  const delay = failureDelayMs(await countedHits("login:account-failures", email));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = await db.user.findUnique({ where: { email } });
  // Verify against a dummy hash when the user does not exist, so timing does not reveal accounts.
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : (await verifyPassword(DUMMY_HASH, input.password), false);
  if (!user || !ok) {
    await countHit("login:account-failures", email, LOGIN_RATE_LIMIT_WINDOW_SECONDS);
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  }
  if (user.status === "suspended") throw new AppError("FORBIDDEN", SUSPENDED_ACCOUNT_MESSAGE);
  if (user.status !== "active") throw new AppError("FORBIDDEN", INACTIVE_ACCOUNT_MESSAGE);
  await clearRateLimit("login:account-source", accountSource);
  await clearRateLimit("login:account-failures", email);
  const updated = await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date(), lastActiveAt: new Date() } });
  await recordActivity(user.id, "user.login", { method: "password" });
  return updated;
}

export async function loginUser(input: { email: string; password: string; ip: string }) {
  const user = await authenticate(input);
  return { user: toPublicUser(user), token: await issueToken(user) };
}

export async function currentUser(userId: string) {
  // On the driver (db.ts): the dashboard and stats read it on every visit.
  const [user] = await sql<User>(Prisma.sql`SELECT * FROM "User" WHERE "id" = ${userId}`);
  if (!user) throw NotFound("User");
  return toPublicUser(user);
}

/**
 * Google sign-in: links by Google id, else by e-mail to an account whose address is verified (since
 * its last change), else creates a Free Trial account (Google verified the address). Returns
 * "unverified" when an account with the address exists but never proved it (a stranger may have
 * signed up or moved their account to it),
 * null when the account may not sign in (suspended or inactive).
 */
export async function upsertGoogleUser(profile: { googleId: string; email: string; name: string; image?: string | null }) {
  const email = normalizeEmail(profile.email);
  const byGoogleId = await db.user.findUnique({ where: { googleId: profile.googleId } });
  const byEmail = byGoogleId ? null : await db.user.findUnique({ where: { email } });
  // Only an address proved since its last change: a member who moved their account to someone
  // else's address must not receive that person's Google sign-in.
  if (byEmail && !addressVerified(byEmail)) return "unverified" as const;
  const existing = byGoogleId ?? byEmail;
  if (existing) {
    if (existing.status !== "active") return null;
    const user = await db.user.update({
      where: { id: existing.id },
      data: { googleId: profile.googleId, image: existing.image ?? profile.image ?? null, lastLoginAt: new Date() },
    });
    await recordActivity(user.id, "user.login", { method: "google" });
    return user;
  }
  const user = await db.user.create({
    data: {
      name: profile.name || email.split("@")[0]!,
      email,
      googleId: profile.googleId,
      image: profile.image ?? null,
      emailVerifiedAt: new Date(),
      aiPromptsLimit: FREE_TRIAL_PROMPTS,
      lastLoginAt: new Date(),
    },
  });
  await recordActivity(user.id, "user.signup", { method: "google" });
  return user;
}

export async function tokenForUser(userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, tokenVersion: true } });
  return issueToken(user);
}

// argon2id hash of a random string, used only to spend the same time on unknown e-mails.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$8UUoYs7mZs64l4Mq/PkP2g$yLYZ9QTae+1iZlRXq5H8AYHrHdJlzJ7ZCd5QBjXYpTE";
