/** Server-side session helpers for layouts and pages (the guard below fails a client bundle that imports them). */
import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { authOptions } from "@/server/auth/nextauth";
import { sessionUser, type SessionUser } from "@/lib/signed-in-user";
import { signInUrl } from "@/lib/redirects";

/** The signed-in user from the session cookie, or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  // Per request, never at build time: sessions (and the secret that checks them) exist only then.
  await connection();
  return sessionUser(await getServerSession(authOptions()));
}

/**
 * The path (with query) of the page being rendered. Layouts do not receive it, so src/proxy.ts
 * copies it into a request header for the signed-in areas.
 */
export async function requestPath(fallback: string): Promise<string> {
  const path = (await headers()).get("x-pathname");
  return path && path.startsWith("/") ? path : fallback;
}

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(fallbackPath: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(signInUrl(await requestPath(fallbackPath)));
  return user;
}
