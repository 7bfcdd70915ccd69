/** A team workspace made directly in the database (checkpoint C adds the screens): an owner on Pro and one member per role. */
import { db } from "@/server/db";
import { createTeam } from "../helpers/teams";
import { createUser } from "../helpers/users";

/** `promptLimit`: the owner's AI prompts a month, which the team spends. */
export async function teamWithMembers({ promptLimit = 500 }: { promptLimit?: number } = {}) {
  const owner = await createUser({ role: "paid", subscription: "Pro" });
  const editor = await createUser();
  const contributor = await createUser();
  const client = await createUser();
  const outsider = await createUser();
  await db.user.update({ where: { id: owner.user.id }, data: { aiPromptsLimit: promptLimit } });
  const workspace = await createTeam(owner, [
    [editor, "EDITOR"],
    [contributor, "CONTRIBUTOR"],
    [client, "CLIENT"],
  ]);
  return { owner, editor, contributor, client, outsider, workspace, inTeam: { "X-Workspace-Id": workspace.id } };
}
