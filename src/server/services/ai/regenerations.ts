/**
 * Who pays for a regeneration (issue 13 defect 1, issue 14 item 19; docs/decisions.md
 * "Regeneration: free once per kept post").
 *
 * The spec: the first regeneration of a post is free, later ones cost 1 prompt. A free regeneration
 * belongs to a post that is kept: a post that was published, or that still exists. So:
 * - an existing post: its first regeneration is free; deleting the post before it was ever
 *   published charges that regeneration then (`chargeUnkeptRegeneration`);
 * - the wizard's text before it is a post (a "generation", id returned by ai.generate): its first
 *   regeneration is free; saving the post keeps it (`keepGeneration`, the post inherits the count);
 *   starting another generation without saving charges it (`startGeneration`).
 * Owed prompts are charged even past the limit (`chargeOwedPrompts`), so a
 * create → regenerate → delete loop costs exactly what regenerating a kept post costs.
 */
import { randomUUID } from "node:crypto";
import { db, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { chargeOwedPrompts } from "@/server/services/credits/prompt-credits";

type Client = Prisma.TransactionClient | typeof db;

export const UNKEPT_REGENERATION_REASON = "ai.regenerate.not_kept";

/** Cost of the regeneration numbered `count` (1 = the first). */
export function regenerationCost(count: number): number {
  return count > 1 ? 1 : 0;
}

/**
 * A new wizard generation replaces the previous one; a free regeneration that text used and no
 * post kept is charged now. Returns the new generation's id.
 */
export async function startGeneration(userId: string): Promise<string> {
  const id = randomUUID();
  await db.$transaction(async (tx) => {
    const [previous] = await tx.$queryRaw<{ wizardGenerationId: string | null; wizardRegenerations: number }[]>`
      SELECT "wizardGenerationId", "wizardRegenerations" FROM "User" WHERE id = ${userId} FOR UPDATE`;
    if (previous?.wizardGenerationId && previous.wizardRegenerations >= 1) await chargeOwedPrompts(userId, 1, UNKEPT_REGENERATION_REASON, tx);
    await tx.user.update({ where: { id: userId }, data: { wizardGenerationId: id, wizardRegenerations: 0 }, select: { id: true } });
  });
  return id;
}

/** Counts one regeneration of the wizard's current text; 404 when it was saved or replaced meanwhile. */
export async function countGenerationRegeneration(userId: string, generationId: string, client: Client = db): Promise<number> {
  const rows = await client.$queryRaw<{ wizardRegenerations: number }[]>`
    UPDATE "User" SET "wizardRegenerations" = "wizardRegenerations" + 1
     WHERE id = ${userId} AND "wizardGenerationId" = ${generationId}
    RETURNING "wizardRegenerations"`;
  if (!rows[0]) throw new AppError("NOT_FOUND", "This generated text was saved or replaced. Generate it again to regenerate.");
  return rows[0].wizardRegenerations;
}

/** Undoes `countGenerationRegeneration` after a provider failure (the attempt did not happen). */
export async function uncountGenerationRegeneration(userId: string, generationId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "User" SET "wizardRegenerations" = GREATEST(0, "wizardRegenerations" - 1)
     WHERE id = ${userId} AND "wizardGenerationId" = ${generationId}`;
}

/**
 * A post made from the wizard's current text keeps it: its regenerations so far become the post's
 * (so the post's next one is paid). Any other id (stale, someone else's) keeps nothing: 0.
 */
export async function keepGeneration(userId: string, generationId: string | undefined, client: Client = db): Promise<number> {
  if (!generationId) return 0;
  // The old count comes from the locked row; a concurrent second save finds the id cleared and keeps nothing.
  const rows = await client.$queryRaw<{ kept: number }[]>`
    WITH prev AS (
      SELECT "wizardRegenerations" AS kept FROM "User" WHERE id = ${userId} AND "wizardGenerationId" = ${generationId} FOR UPDATE
    )
    UPDATE "User" SET "wizardGenerationId" = NULL, "wizardRegenerations" = 0
      FROM prev
     WHERE id = ${userId} AND "wizardGenerationId" = ${generationId}
    RETURNING prev.kept`;
  return rows[0]?.kept ?? 0;
}

/** Deleting a post that was never published and used its free regeneration: that regeneration is charged. */
export async function chargeUnkeptRegeneration(
  userId: string,
  post: { regenerationCount: number; status: string; publishLogs?: { status: string }[] },
  client: Client = db,
): Promise<void> {
  const published = post.status === "published" || (post.publishLogs ?? []).some((l) => l.status === "published");
  if (published || post.regenerationCount < 1) return;
  await chargeOwedPrompts(userId, 1, UNKEPT_REGENERATION_REASON, client);
}
