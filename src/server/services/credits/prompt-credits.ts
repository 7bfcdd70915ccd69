/**
 * AI prompt credits (the quota): charged by AI text, media and video, shown by auth, billing and the
 * procedures. Charging is one SQL statement (check and increment together, with its ledger
 * row), so concurrent requests can never push `aiPromptsUsed` past `aiPromptsLimit`.
 *
 * Usage resets with the plan's monthly cycle: before a charge, a guarded UPDATE moves
 * `usagePeriodStart` forward by the whole months that have passed and sets the usage to 0. It is
 * idempotent under concurrency (the second one finds the period current and changes nothing).
 * -1 and 999999 mean unlimited: never blocked, still counted.
 */
import { randomUUID } from "node:crypto";
import { db, type Prisma } from "@/server/db";
import { AppError, NotFound } from "@/server/errors";
import { UNVERIFIED_PROMPT_ALLOWANCE } from "@/server/services/auth/email-verification";

type Client = Prisma.TransactionClient | typeof db;

export interface PromptUsage {
  aiPromptsUsed: number;
  aiPromptsLimit: number;
}

export const UNLIMITED_LIMITS = [-1, 999999] as const;

/**
 * Who pays for prompts and who spends them (issue 26): in a workspace its owner's quota pays, and the
 * ledger row names the member who spent them and the workspace. A bare user id means a user spending
 * their own prompts (their personal workspace).
 */
export interface PromptAccount {
  payerId: string;
  spenderId: string;
  workspaceId: string;
}

type Spender = string | PromptAccount;

function accountOf(who: Spender): { payerId: string; spenderId: string; workspaceId: string | null } {
  return typeof who === "string" ? { payerId: who, spenderId: who, workspaceId: null } : who;
}

/** What a charge is for, by its ledger reason, in the words of the quota message ("This video"). */
function actionFor(reason: string | undefined): string {
  if (!reason) return "This action";
  const batch = /^ai\.video_batch\.(\d+)$/.exec(reason);
  if (batch) return Number(batch[1]) === 1 ? "This video" : `These ${batch[1]} videos`;
  if (reason === "ai.media.video") return "This video";
  if (reason === "ai.media.image") return "This image";
  if (reason.startsWith("ai.plan")) return "This content plan";
  if (reason === "ai.regenerate") return "This regeneration";
  if (reason === "ai.suggestions") return "These suggestions";
  if (reason.startsWith("ai.generate")) return "This post";
  return "This action";
}

/** "This video needs 20 AI prompts; you have 12 left." */
export function quotaNeedsSentence(action: string, amount: number, left: number): string {
  const verb = action.startsWith("These") ? "need" : "needs";
  return `${action} ${verb} ${amount} AI prompt${amount === 1 ? "" : "s"}; you have ${left} left.`;
}

/**
 * The 403 `quotaExceeded` answer: says what the action costs and what is left
 * ("This video needs 20 AI prompts; you have 12 left."), with the spec's keys beside it.
 */
export function quotaExceededError(usage: PromptUsage, cost?: { amount: number; reason?: string }): AppError {
  const left = Math.max(0, usage.aiPromptsLimit - usage.aiPromptsUsed);
  const used = `You've used ${usage.aiPromptsUsed}/${usage.aiPromptsLimit} AI prompts. Upgrade your plan to continue.`;
  const message = cost ? `${quotaNeedsSentence(actionFor(cost.reason), cost.amount, left)} ${used}` : used;
  return new AppError("FORBIDDEN", message, {
    quotaExceeded: true,
    aiPromptsUsed: usage.aiPromptsUsed,
    aiPromptsLimit: usage.aiPromptsLimit,
    promptsNeeded: cost?.amount ?? 0,
    promptsLeft: left,
  });
}

/** Starts a new usage cycle when the current one is over (a month or more old). */
export async function applyUsageReset(userId: string, client: Client = db): Promise<void> {
  await client.$executeRaw`
    UPDATE "User"
       SET "aiPromptsUsed" = 0,
           "usagePeriodStart" = "usagePeriodStart" + make_interval(months =>
             (EXTRACT(YEAR FROM age(now(), "usagePeriodStart")) * 12 + EXTRACT(MONTH FROM age(now(), "usagePeriodStart")))::int)
     WHERE id = ${userId}
       AND "usagePeriodStart" <= now() - interval '1 month'`;
}

/** The user's usage now (after a due reset). */
export async function currentUsage(userId: string, client: Client = db): Promise<PromptUsage> {
  await applyUsageReset(userId, client);
  const user = await client.user.findUnique({ where: { id: userId }, select: { aiPromptsUsed: true, aiPromptsLimit: true } });
  if (!user) throw NotFound("User");
  return user;
}

/**
 * Charges `amount` prompts, or throws 403 `quotaExceeded` when they do not fit in the limit.
 * An amount of 0 (a free regeneration) records nothing but is still refused past the limit (owed prompts).
 * Pass a transaction client to make the charge part of a larger unit (it rolls back with it).
 * The payer's quota is charged; the ledger row is the spender's, in the workspace (null: the spender's personal one).
 */
export async function chargePrompts(who: Spender, amount: number, reason: string, client: Client = db): Promise<PromptUsage> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`invalid prompt amount ${amount}`);
  const { payerId: userId, spenderId, workspaceId } = accountOf(who);
  await applyUsageReset(userId, client);
  const rows = await client.$queryRaw<PromptUsage[]>`
    WITH charged AS (
      UPDATE "User"
         SET "aiPromptsUsed" = "aiPromptsUsed" + ${amount}
       WHERE id = ${userId}
         AND ("aiPromptsLimit" IN (-1, 999999) OR "aiPromptsUsed" + ${amount} <= "aiPromptsLimit")
         AND (NOT "emailVerificationPending" OR "aiPromptsUsed" + ${amount} <= ${UNVERIFIED_PROMPT_ALLOWANCE})
      RETURNING id, "aiPromptsUsed", "aiPromptsLimit"
    ), ledger AS (
      INSERT INTO "AiPromptLedger" (id, "userId", "workspaceId", amount, reason, "createdAt")
      SELECT ${randomUUID()}, ${spenderId}, ${workspaceId}::text, ${amount}, ${reason}, now() FROM charged WHERE ${amount}::int > 0
    )
    SELECT "aiPromptsUsed", "aiPromptsLimit" FROM charged`;
  const row = rows[0];
  if (row) return row;
  const usage = await currentUsage(userId, client);
  const pending = await client.user.findUnique({ where: { id: userId }, select: { emailVerificationPending: true } });
  if (pending?.emailVerificationPending && usage.aiPromptsUsed + amount <= usage.aiPromptsLimit) {
    throw new AppError(
      "FORBIDDEN",
      `Confirm your e-mail address to use the rest of your free trial: follow the link we sent to you (the first ${UNVERIFIED_PROMPT_ALLOWANCE} prompts work without it).`,
      { emailVerificationRequired: true, aiPromptsUsed: usage.aiPromptsUsed, aiPromptsLimit: usage.aiPromptsLimit },
    );
  }
  throw quotaExceededError(usage, { amount, reason });
}

/** Gives prompts back (the provider failed after the charge). Never goes below 0. */
export async function refundPrompts(who: Spender, amount: number, reason: string, client: Client = db): Promise<PromptUsage | null> {
  if (amount <= 0) return null;
  const { payerId: userId, spenderId, workspaceId } = accountOf(who);
  const rows = await client.$queryRaw<PromptUsage[]>`
    WITH refunded AS (
      UPDATE "User" SET "aiPromptsUsed" = GREATEST(0, "aiPromptsUsed" - ${amount})
       WHERE id = ${userId}
      RETURNING id, "aiPromptsUsed", "aiPromptsLimit"
    ), ledger AS (
      INSERT INTO "AiPromptLedger" (id, "userId", "workspaceId", amount, reason, "createdAt")
      SELECT ${randomUUID()}, ${spenderId}, ${workspaceId}::text, ${-amount}, ${`refund: ${reason}`}, now() FROM refunded
    )
    SELECT "aiPromptsUsed", "aiPromptsLimit" FROM refunded`;
  return rows[0] ?? null;
}

/**
 * Charges prompts the user already owes (a free regeneration whose post was not kept): always
 * applied, even past the limit, so the debt cannot be dodged by running the quota down first.
 * Past the limit every paid or free AI call is refused until the next cycle or a bigger plan.
 */
export async function chargeOwedPrompts(userId: string, amount: number, reason: string, client: Client = db): Promise<void> {
  if (amount <= 0) return;
  await client.$executeRaw`
    WITH charged AS (
      UPDATE "User" SET "aiPromptsUsed" = "aiPromptsUsed" + ${amount} WHERE id = ${userId} RETURNING id
    )
    INSERT INTO "AiPromptLedger" (id, "userId", amount, reason, "createdAt")
    SELECT ${randomUUID()}, id, ${amount}, ${reason}, now() FROM charged`;
}
