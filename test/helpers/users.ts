import { db } from "@/server/db";
import { hashPassword } from "@/server/services/auth/password";
import { signSessionToken } from "@/server/services/auth/tokens";
import { uniqueEmail } from "./api";

export const TEST_PASSWORD = "correct horse battery";

let cachedHash: string | undefined;

/** Creates a user straight in the database and returns it with a valid bearer token. */
export async function createUser(
  overrides: { role?: "free" | "paid" | "admin"; subscription?: string; status?: "active" | "inactive" | "suspended"; email?: string } = {},
) {
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  const user = await db.user.create({
    data: {
      name: `Test ${overrides.role ?? "free"} user`,
      email: overrides.email ?? uniqueEmail(overrides.role ?? "free"),
      passwordHash: cachedHash,
      role: overrides.role ?? "free",
      subscription: overrides.subscription ?? (overrides.role === "admin" ? "Admin" : overrides.role === "paid" ? "Pro" : "Free Trial"),
      status: overrides.status ?? "active",
    },
  });
  const token = await signSessionToken({ sub: user.id, tv: user.tokenVersion });
  return { user, token };
}
