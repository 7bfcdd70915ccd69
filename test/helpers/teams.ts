/** Team workspaces made directly in the database, for tests of what members do in them. */
import { db } from "@/server/db";
import type { WorkspaceRole } from "@/server/services/workspaces/roles";
import type { createUser } from "./users";

type TestUser = Awaited<ReturnType<typeof createUser>>;

/**
 * A team owned by `owner`, with each of `members` in its role. The owner should be on Pro or above:
 * a team whose owner's plan has no teams is paused (read only).
 */
export function createTeam(owner: TestUser, members: [TestUser, Exclude<WorkspaceRole, "OWNER">][], name = "Agency") {
  return db.workspace.create({
    data: {
      name,
      kind: "team",
      ownerId: owner.user.id,
      memberships: {
        create: [{ userId: owner.user.id, role: "OWNER" as const }, ...members.map(([member, role]) => ({ userId: member.user.id, role }))],
      },
    },
  });
}
