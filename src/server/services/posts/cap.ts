/**
 * How many posts a member may hold at once, by plan (the numbers live in the plan catalogue,
 * postsLimitFor), across the workspaces they own; `userId` below is the payer (a workspace's owner). Every path that creates posts takes its room here, in its own transaction:
 * the editor (new posts, drafts), AI content plans and AI videos.
 */
import { db, Prisma } from "@/server/db";
import { AppError, NotFound } from "@/server/errors";
import { postsLimitFor } from "@/server/services/plans/catalog";

type Client = Prisma.TransactionClient | typeof db;

/**
 * The posts of every workspace the payer owns (the owner's plan pays, issue 26: for a member with only
 * a personal workspace, their posts), off the (workspaceId, createdAt, id) index, no further than `limit`.
 */
async function postsHeld(client: Client, userId: string, limit: number): Promise<number> {
  const [row] = await client.$queryRaw<{ held: number }[]>`
    SELECT COUNT(*)::int AS held FROM (
      SELECT 1 FROM "Workspace" w JOIN "Post" p ON p."workspaceId" = w."id" WHERE w."ownerId" = ${userId} LIMIT ${limit}) held`;
  return row?.held ?? 0;
}

function capReached(plan: string, limit: number, adding: number): AppError {
  const what = adding === 1 ? "another post" : `${adding} more posts`;
  return new AppError(
    "FORBIDDEN",
    `Your ${plan} plan holds up to ${limit.toLocaleString("en")} posts, so there is no room for ${what}. Delete posts you no longer need, or upgrade your plan.`,
    {
      postsLimitReached: true,
      postsLimit: limit,
      requiresUpgrade: true,
    },
  );
}

/** Throws when `adding` more posts would take the member past their plan's cap. */
async function refuseBeyondCap(client: Client, userId: string, plan: string, adding: number): Promise<void> {
  const limit = postsLimitFor(plan);
  if ((await postsHeld(client, userId, limit)) + adding > limit) throw capReached(plan, limit, adding);
}

/** Refuses early (before paid AI work) when `adding` posts would not fit; takePostRoom decides. */
export async function checkPostRoom(userId: string, adding: number): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscription: true } });
  await refuseBeyondCap(db, userId, user.subscription, adding);
}

/** Whether `adding` posts fit now (for the worker, which leaves a video unscheduled instead of failing). */
export async function hasPostRoom(userId: string, adding: number): Promise<boolean> {
  return checkPostRoom(userId, adding).then(
    () => true,
    (err: unknown) => {
      if (err instanceof AppError && err.extra.postsLimitReached) return false;
      throw err;
    },
  );
}

/**
 * Takes room for `adding` new posts inside the creating transaction, BEFORE they are inserted:
 * counts the member's `postsCreated` up (which locks the member's row, so two creations of one
 * member take turns) and then counts the posts held, in a statement that sees what the other one
 * committed. Two creations at the cap therefore cannot both pass: no overshoot.
 */
export async function takePostRoom(tx: Prisma.TransactionClient, userId: string, adding: number): Promise<void> {
  const user = await tx.user.update({ where: { id: userId }, data: { postsCreated: { increment: adding } }, select: { subscription: true } });
  await refuseBeyondCap(tx, userId, user.subscription, adding);
}

/** What takePostRoomUpTo granted: room for `taken` of the posts asked for; `refusal` for the rest. */
export interface RoomTaken {
  taken: number;
  refusal: AppError | null;
}

/**
 * A batch's room (createPosts, the imports' run): takePostRoom's rule for `wanted` posts at once,
 * under the same lock. `all`: room for every one or none (the refusal names how many); otherwise as
 * many as fit, in order, and a refusal for the rest (each reads as one post finding no room, as one
 * at a time they would). `postsCreated` counts up by what was taken.
 */
export async function takePostRoomUpTo(tx: Prisma.TransactionClient, userId: string, wanted: number, all: boolean): Promise<RoomTaken> {
  // The member's row first (the lock takePostRoom's update takes), then the posts held, which sees what the other one committed.
  const [user] = await tx.$queryRaw<{ subscription: string }[]>`SELECT subscription FROM "User" WHERE id = ${userId} FOR UPDATE`;
  if (!user) throw NotFound("User");
  const limit = postsLimitFor(user.subscription);
  const room = Math.max(0, limit - (await postsHeld(tx, userId, limit)));
  const taken = all ? (room >= wanted ? wanted : 0) : Math.min(room, wanted);
  if (taken > 0) await tx.user.update({ where: { id: userId }, data: { postsCreated: { increment: taken } }, select: { id: true } });
  return { taken, refusal: taken < wanted ? capReached(user.subscription, limit, all ? wanted : 1) : null };
}
