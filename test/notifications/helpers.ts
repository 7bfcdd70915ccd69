/** Notifications for the tests, written as features write them: notify() in a transaction. */
import { db } from "@/server/db";
import type { NotificationKind } from "@/server/services/notifications/kinds";
import { notifyEach } from "@/server/services/notifications/notify";
import { createUser } from "../helpers/users";

export async function notifyUser(userId: string, count: number, options: { kind?: NotificationKind; workspaceId?: string | null; title?: string } = {}) {
  await db.$transaction(async (tx) =>
    notifyEach(
      tx,
      Array.from({ length: count }, (_, i) => ({
        kind: options.kind ?? "comment",
        recipientIds: [userId],
        workspaceId: options.workspaceId ?? null,
        title: `${options.title ?? "Note"} ${i + 1}`,
        link: `/posts?post=p${i + 1}`,
      })),
    ),
  );
}

/** A team workspace with an owner, an admin, an editor and a contributor (the author of its posts). */
export async function teamOf(name = "Client Co") {
  const [owner, admin, editor, author] = [await createUser({ role: "paid" }), await createUser(), await createUser(), await createUser()];
  const workspace = await db.workspace.create({
    data: {
      name,
      kind: "team",
      ownerId: owner.user.id,
      memberships: {
        create: [
          { userId: owner.user.id, role: "OWNER" },
          { userId: admin.user.id, role: "ADMIN" },
          { userId: editor.user.id, role: "EDITOR" },
          { userId: author.user.id, role: "CONTRIBUTOR" },
        ],
      },
    },
  });
  return { owner, admin, editor, author, workspace };
}
