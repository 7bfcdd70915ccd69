/** Resolves the signed-in user of a request from its bearer token or session cookie. */
import { db } from "@/server/db";
import { verifySessionToken } from "./tokens";

export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

const authUserSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  status: true,
  subscription: true,
  timeZone: true,
  tokenVersion: true,
  lastActiveAt: true,
} as const;

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: "free" | "paid" | "admin";
  status: "active" | "inactive" | "suspended";
  subscription: string;
  timeZone: string;
}

export function readCookie(headers: Headers, name: string): string | undefined {
  const header = headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function presentedToken(headers: Headers): string | undefined {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    return match?.[1]?.trim();
  }
  for (const name of SESSION_COOKIE_NAMES) {
    const value = readCookie(headers, name);
    if (value) return value;
  }
  return undefined;
}

export const INACTIVE_ACCOUNT_MESSAGE = "Your account is not active. Please contact support.";
export const SUSPENDED_ACCOUNT_MESSAGE = "Your account has been suspended. Please contact support.";

/** Checks a token against the database: it must belong to an active user and not be revoked. */
export async function userFromToken(token: string): Promise<{ user: AuthUser | null; error: string | null }> {
  const claims = await verifySessionToken(token);
  if (!claims) return { user: null, error: "Invalid or expired token" };
  const user = await db.user.findUnique({ where: { id: claims.sub }, select: authUserSelect });
  if (!user) return { user: null, error: "Invalid or expired token" };
  // Status first: a suspension also revokes the user's tokens, and they should hear why.
  if (user.status === "suspended") return { user: null, error: SUSPENDED_ACCOUNT_MESSAGE };
  if (user.status !== "active") return { user: null, error: INACTIVE_ACCOUNT_MESSAGE };
  if (user.tokenVersion !== claims.tv) return { user: null, error: "Invalid or expired token" };
  // Activity for daily/weekly active users; written at most every 5 minutes per user.
  if (!user.lastActiveAt || Date.now() - user.lastActiveAt.getTime() > 5 * 60_000) {
    await db.user.update({ where: { id: user.id }, data: { lastActiveAt: new Date() }, select: { id: true } });
  }
  const { tokenVersion: _tv, lastActiveAt: _la, ...authUser } = user;
  return { user: authUser, error: null };
}

export async function resolveRequestUser(headers: Headers): Promise<{ user: AuthUser | null; error: string | null }> {
  const token = presentedToken(headers);
  if (!token) return { user: null, error: null };
  return userFromToken(token);
}
