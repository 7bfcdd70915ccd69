/** The rule that one active admin always remains (demotion, suspension, deactivation, deletion). */
import type { Prisma } from "@/server/db";

export const LAST_ADMIN_MESSAGE = "At least one active admin must remain. Make another user an admin first.";

/**
 * Locks every active admin row until the transaction ends and answers their ids. Two admins
 * demoting each other at the same moment are thus serialised: the second sees the first's change.
 */
export async function lockActiveAdmins(tx: Prisma.TransactionClient): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "User" WHERE "role" = 'admin' AND "status" = 'active' ORDER BY "id" FOR UPDATE`;
  return rows.map((r) => r.id);
}
