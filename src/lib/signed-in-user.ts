/**
 * The user carried by a next-auth session. The server's session callback
 * (src/server/auth/nextauth.ts) fills id, name, email, role and image; next-auth's own
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
  };
}

/** Where a signed-in user belongs: admins to /admin, everyone else to /dashboard. */
export function homeForRole(role: UserRole | undefined): "/admin" | "/dashboard" {
  return role === "admin" ? "/admin" : "/dashboard";
}
