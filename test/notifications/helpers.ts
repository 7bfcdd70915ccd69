/** Notifications for the tests, written as features write them: notify() in a transaction. */
import { randomBytes } from "node:crypto";
import { db } from "@/server/db";
import { publishAttempt } from "@/server/services/publishing/publisher";
import type { FakeNetwork, SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import type { NotificationKind } from "@/server/services/notifications/kinds";
import { notifyEach } from "@/server/services/notifications/notify";
import { createTeam } from "../helpers/teams";
import { createUser } from "../helpers/users";

export async function notifyUser(
  userId: string,
  count: number,
  options: { kind?: NotificationKind; workspaceId?: string | null; title?: string } = {},
) {
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
  const workspace = await createTeam(
    owner,
    [
      [admin, "ADMIN"],
      [editor, "EDITOR"],
      [author, "CONTRIBUTOR"],
    ],
    name,
  );
  return { owner, admin, editor, author, workspace };
}

/** A team whose accounts (on the network fake; X first) live in the team workspace. */
export async function teamOnX(fake: SocialNetworkFake, networks: FakeNetwork[] = ["x"]) {
  const team = await teamOf();
  const accounts = [];
  for (const network of networks) {
    const account = await connectAccount(fake, team.owner.user.id, network);
    accounts.push(await db.socialAccount.update({ where: { id: account.id }, data: { workspaceId: team.workspace.id } }));
  }
  return { ...team, account: accounts[0]!, networks };
}

/** Which of the team's networks the i-th post of a burst goes to: X and Threads twice as often as the rest (each within its post quota). */
const burstNetwork = (networks: readonly string[], i: number) => networks[Math.min((i % 5) >> 1, networks.length - 1)]!;

/** `size` posts of the team's author that its networks refuse, published as the worker does: many at once, settling in shared batches. */
export async function failBurst(fake: SocialNetworkFake, team: Awaited<ReturnType<typeof teamOnX>>, size: number) {
  for (const network of team.networks) fake.setBehaviour(network, { validationError: "Your text is invalid." });
  try {
    const tag = randomBytes(3).toString("hex");
    await db.post.createMany({
      data: Array.from({ length: size }, (_, i) => ({
        userId: team.author.user.id,
        workspaceId: team.workspace.id,
        content: `Burst post ${i} ${tag}`,
        platforms: [burstNetwork(team.networks, i)],
        status: "scheduled" as const,
        scheduledAt: new Date(),
        publishAttempt: 1,
      })),
    });
    const posts = await db.post.findMany({ where: { workspaceId: team.workspace.id, content: { endsWith: tag } }, select: { id: true } });
    for (let i = 0; i < posts.length; i += 100) {
      await Promise.all(posts.slice(i, i + 100).map((p) => publishAttempt(p.id, 1, { finalTry: true })));
    }
    return posts;
  } finally {
    for (const network of team.networks) fake.setBehaviour(network, { validationError: null });
  }
}
