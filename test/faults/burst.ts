/**
 * A burst of scheduled posts for the fault tests, and the check they all share: every post is
 * published exactly once on the network, and its publish log points at that one post.
 */
import { expect } from "vitest";
import { db } from "@/server/db";
import { enqueuePublish } from "@/server/services/publishing/scheduler";
import type { FakeNetwork, SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { waitFor } from "../worker/helpers";

export interface Burst {
  ids: string[];
  texts: string[];
  network: FakeNetwork;
}

/** `posts` posts over `users` users, all due at `dueAt`, each queued as a delayed publish job. */
export async function scheduleBurst(
  fake: SocialNetworkFake,
  label: string,
  { posts, users = 4, network = "x", dueAt = new Date(Date.now() + 1500) }: { posts: number; users?: number; network?: FakeNetwork; dueAt?: Date },
): Promise<Burst> {
  const owners = await Promise.all(Array.from({ length: users }, () => createUser()));
  for (const { user } of owners) await connectAccount(fake, user.id, network);
  const texts = Array.from({ length: posts }, (_, i) => `${label} burst post #${i}`);
  await db.post.createMany({
    data: texts.map((content, i) => ({
      userId: owners[i % users]!.user.id,
      content,
      platforms: [network],
      status: "scheduled" as const,
      scheduledAt: dueAt,
      publishAttempt: 1,
    })),
  });
  const rows = await db.post.findMany({ where: { content: { in: texts } }, select: { id: true, publishAttempt: true, scheduledAt: true } });
  for (const row of rows) await enqueuePublish(row);
  return { ids: rows.map((r) => r.id), texts, network };
}

/** How many of the burst's posts the network has (one per text when all is well). */
export function onNetwork(fake: SocialNetworkFake, burst: Burst): number {
  const wanted = new Set(burst.texts);
  return fake.posts(burst.network).filter((p) => wanted.has(p.text)).length;
}

/** Waits until every post is settled; returns when that happened (for the recovery time). */
export async function waitSettled(burst: Burst, timeoutMs: number): Promise<number> {
  await waitFor(
    `all ${burst.ids.length} posts to settle`,
    async () => (await db.post.count({ where: { id: { in: burst.ids }, status: { in: ["published", "failed"] } } })) === burst.ids.length,
    { timeoutMs, intervalMs: 200 },
  );
  return Date.now();
}

/** 0 lost, 0 duplicates: every post published, once on the network, its log pointing at it. */
export async function expectExactlyOnce(fake: SocialNetworkFake, burst: Burst): Promise<void> {
  const posts = await db.post.findMany({ where: { id: { in: burst.ids } }, include: { publishLogs: true } });
  expect(posts.filter((p) => p.status !== "published").map((p) => p.errorMessage)).toEqual([]);
  const wanted = new Set(burst.texts);
  const made = fake.posts(burst.network).filter((p) => wanted.has(p.text));
  const duplicates = made.length - new Set(made.map((p) => p.text)).size;
  expect({ lost: burst.ids.length - new Set(made.map((p) => p.text)).size, duplicates }).toEqual({ lost: 0, duplicates: 0 });
  for (const post of posts) {
    const published = post.publishLogs.filter((l) => l.status === "published");
    expect(published).toHaveLength(1);
    expect(published[0]!.platformPostId).toBe(made.find((p) => p.text === post.content)!.id);
  }
}
