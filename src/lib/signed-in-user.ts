/**
 * The user carried by a next-auth session. The server's session callback
 * (src/server/auth/nextauth.ts) fills id, name, email, role, image and time zone; next-auth's own
 * Session type only knows name, email and image, so this reads the rest safely.
 */
import type { Session } from "next-auth";

export type UserRole = "free" | "paid" | "admin";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  image: string | null;
  /** The IANA zone every time is shown in (the profile's; "UTC" until set). */
  timeZone: string;
}

export function sessionUser(session: Session | null | undefined): SessionUser | null {
  const user = session?.user as Partial<SessionUser> | undefined;
  if (!user?.id || !user.email) return null;
  return {
    id: user.id,
    name: user.name ?? "",
    email: user.email,
    role: user.role === "admin" || user.role === "paid" ? user.role : "free",
    image: user.image ?? null,
    timeZone: typeof user.timeZone === "string" && user.timeZone ? user.timeZone : "UTC",
  };
}

/** Where a signed-in user belongs: admins to /admin, everyone else to /dashboard. */
export function homeForRole(role: UserRole | undefined): "/admin" | "/dashboard" {
  return role === "admin" ? "/admin" : "/dashboard";
}
