/**
 * Delivering (issue 28). A delivery row is the truth; a job is one try of it. A try claims the row
 * (a lease, so a killed worker's try is taken over when it runs out) only when it is due, its
 * endpoint is enabled and no earlier delivery of the same post to the same endpoint is still
 * pending (ordered per post). Each try is recorded (status code, time, error, signature); a failed
 * one is retried with exponential backoff for WEBHOOK_RETRY_WINDOW_MS (24 h), then given up. An
 * endpoint whose tries keep failing is disabled and its workspace's owner and admins are told.
 */
import { randomUUID } from "node:crypto";
import { env } from "@/env";
import { db } from "@/server/db";
import { decryptSecret } from "@/server/lib/crypto";
import { getQueue, jobOptionsFor } from "@/server/queue";
import { notifyWebhookDisabled } from "@/server/services/notifications/system-events";
import { postWebhook, type DeliveryAnswer } from "./client";
import { SIGNATURE_HEADER, signatureHeader } from "./signing";
import type { Enqueued } from "./dispatch";

/** How long a try holds its delivery: the receiver's timeout and room to record. */
const leaseMs = () => env().WEBHOOK_TIMEOUT_MS + 20_000;
const MAX_DELAY_MS = 3600_000;

/** The wait after the n-th failed try: base × 2^(n-1), at most an hour, with ±10 % jitter. Pure but for the jitter. */
export function retryDelayMs(failedTries: number, baseMs = env().WEBHOOK_RETRY_BASE_MS): number {
  const delay = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, failedTries - 1));
  return Math.round(delay * (0.9 + Math.random() * 0.2));
}

/**
 * One job id per try and time, so the sweeper adding a due delivery again is a no-op while its job
 * waits; `after` (the delivery that was ahead of it) makes a new one when the post's previous
 * delivery is done, even while the job that found it waiting is still finishing.
 */
export function deliveryJobId(d: Enqueued): string {
  return `whd-${d.id}-${d.attempts}-${d.nextAttemptAt.getTime()}${d.after ? `-after-${d.after}` : ""}`;
}

/** Adds one job per delivery at its time (a job already there for the same try is kept as it is). */
export async function enqueueDeliveries(deliveries: readonly Enqueued[]): Promise<void> {
  if (deliveries.length === 0) return;
  const now = Date.now();
  const queue = getQueue("webhooks");
  for (let i = 0; i < deliveries.length; i += 500) {
    await queue.addBulk(
      deliveries.slice(i, i + 500).map((d) => ({
        name: "deliver-webhook",
        data: { deliveryId: d.id },
        opts: { ...jobOptionsFor("webhooks"), jobId: deliveryJobId(d), delay: Math.max(0, d.nextAttemptAt.getTime() - now) },
      })),
    );
  }
}

type Claimed = {
  id: string;
  attempts: number;
  createdAt: Date;
  postId: string | null;
  seq: bigint;
  endpointId: string;
  url: string;
  secretEnc: string;
  workspaceId: string;
  eventId: string;
  type: string;
  data: unknown;
  eventCreatedAt: Date;
};

/** The body a receiver gets (and the page shows): the event's id, type, time, workspace and data. */
export function deliveryBody(event: { id: string; type: string; createdAt: Date; workspaceId: string; data: unknown }): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    workspaceId: event.workspaceId,
    data: event.data,
  });
}

async function claim(deliveryId: string): Promise<Claimed | null> {
  const rows = await db.$queryRaw<Claimed[]>`
    WITH c AS (
      UPDATE "WebhookDelivery" d SET "leaseUntil" = now() + make_interval(secs => ${leaseMs() / 1000}), attempts = d.attempts + 1
      FROM "WebhookEndpoint" e
      WHERE d.id = ${deliveryId} AND e.id = d."endpointId" AND e.enabled AND d.status = 'pending'
        AND d."nextAttemptAt" <= now() + interval '1 second' AND (d."leaseUntil" IS NULL OR d."leaseUntil" < now())
        AND NOT EXISTS (
          SELECT 1 FROM "WebhookDelivery" p
          WHERE d."postId" IS NOT NULL AND p."endpointId" = d."endpointId" AND p."postId" = d."postId" AND p.seq < d.seq AND p.status = 'pending')
      RETURNING d.id, d.attempts, d."createdAt", d."postId", d.seq, d."endpointId", d."eventId", e.url, e."secretEnc", e."workspaceId"
    )
    SELECT c.*, ev.type, ev.data, ev."createdAt" AS "eventCreatedAt" FROM c JOIN "WebhookEvent" ev ON ev.id = c."eventId"`;
  return rows[0] ?? null;
}

export type TryOutcome = "delivered" | "retrying" | "given_up" | "skipped";

/** One try of a delivery (the job's work). Safe to run twice: only one run claims a try. */
export async function deliverOnce(deliveryId: string): Promise<TryOutcome> {
  const claimed = await claim(deliveryId);
  if (!claimed) return "skipped";
  const body = deliveryBody({
    id: claimed.eventId,
    type: claimed.type,
    createdAt: claimed.eventCreatedAt,
    workspaceId: claimed.workspaceId,
    data: claimed.data,
  });
  const signature = signatureHeader(decryptSecret(claimed.secretEnc), Math.floor(Date.now() / 1000), body);
  const answer = await postWebhook(
    claimed.url,
    {
      [SIGNATURE_HEADER]: signature,
      "PostPilot-Event-Id": claimed.eventId,
      "PostPilot-Event-Type": claimed.type,
      "PostPilot-Delivery-Attempt": String(claimed.attempts),
    },
    body,
  );
  return settle(claimed, answer, signature);
}

async function settle(claimed: Claimed, answer: DeliveryAnswer, signature: string): Promise<TryOutcome> {
  if (answer.error === null) return settleDelivered(claimed, answer, signature);
  const config = env();
  const now = new Date();
  const windowOver = now.getTime() - claimed.createdAt.getTime() >= config.WEBHOOK_RETRY_WINDOW_MS;
  const outcome: TryOutcome = windowOver ? "given_up" : "retrying";
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(claimed.attempts));
  await db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({
      data: {
        deliveryId: claimed.id,
        number: claimed.attempts,
        statusCode: answer.statusCode,
        durationMs: answer.durationMs,
        error: answer.error,
        signature,
        responseBody: answer.body.replace(/\u0000/g, ""),
      },
    });
    await tx.webhookDelivery.update({
      where: { id: claimed.id },
      data: {
        status: outcome === "given_up" ? "failed" : "pending",
        leaseUntil: null,
        lastStatusCode: answer.statusCode,
        lastError: answer.error,
        lastDurationMs: answer.durationMs,
        ...(outcome === "retrying" ? { nextAttemptAt } : { completedAt: now }),
      },
    });
    // Two statements: one statement cannot update the same row twice (the second would not see the first).
    const [counted] = await tx.$queryRaw<{ consecutiveFailures: number; failingSince: Date; enabled: boolean }[]>`
      UPDATE "WebhookEndpoint" SET "consecutiveFailures" = "consecutiveFailures" + 1, "failingSince" = COALESCE("failingSince", ${now}::timestamptz)
      WHERE id = ${claimed.endpointId} RETURNING "consecutiveFailures", "failingSince", enabled`;
    const keptFailing =
      counted !== undefined &&
      counted.enabled &&
      counted.consecutiveFailures >= config.WEBHOOK_DISABLE_AFTER_FAILURES &&
      now.getTime() - counted.failingSince.getTime() >= config.WEBHOOK_DISABLE_AFTER_MS;
    const disabled = keptFailing
      ? await tx.webhookEndpoint.updateManyAndReturn({
          where: { id: claimed.endpointId, enabled: true },
          data: { enabled: false, disabledReason: "failing", disabledAt: now },
          select: { url: true, workspaceId: true, consecutiveFailures: true },
        })
      : [];
    for (const endpoint of disabled) {
      await notifyWebhookDisabled(tx, {
        workspaceId: endpoint.workspaceId,
        url: endpoint.url,
        reason: `Its last ${endpoint.consecutiveFailures} deliveries failed (latest: ${answer.error}). Fix the receiver, then enable it again on the Webhooks page: its waiting deliveries resume.`,
      });
    }
  });
  if (outcome === "retrying") await enqueueDeliveries([{ id: claimed.id, attempts: claimed.attempts, nextAttemptAt }]);
  else if (claimed.postId) await kickNextOfPost(claimed.endpointId, claimed.postId, claimed.id);
  return outcome;
}

/**
 * A delivered try, in one statement (the common case under a burst: a transaction of four would
 * cost five round trips a delivery): the try recorded, the delivery done, the endpoint's failure
 * count cleared, and the post's next waiting delivery to the endpoint read, to be sent now.
 */
async function settleDelivered(claimed: Claimed, answer: DeliveryAnswer, signature: string): Promise<TryOutcome> {
  const next = await db.$queryRaw<Enqueued[]>`
    WITH tried AS (
      INSERT INTO "WebhookAttempt" (id, "deliveryId", number, "statusCode", "durationMs", error, signature, "responseBody")
      VALUES (${randomUUID()}, ${claimed.id}, ${claimed.attempts}, ${answer.statusCode}, ${answer.durationMs}, NULL, ${signature}, ${answer.body.replace(/\u0000/g, "")})
    ), done AS (
      UPDATE "WebhookDelivery" SET status = 'succeeded', "leaseUntil" = NULL, "lastStatusCode" = ${answer.statusCode}, "lastError" = NULL,
        "lastDurationMs" = ${answer.durationMs}, "completedAt" = now()
      WHERE id = ${claimed.id}
    ), cleared AS (
      UPDATE "WebhookEndpoint" SET "consecutiveFailures" = 0, "failingSince" = NULL WHERE id = ${claimed.endpointId} AND "consecutiveFailures" > 0
    )
    SELECT n.id, n.attempts, n."nextAttemptAt" FROM "WebhookDelivery" n
    WHERE ${claimed.postId}::text IS NOT NULL AND n."endpointId" = ${claimed.endpointId} AND n."postId" = ${claimed.postId}
      AND n.status = 'pending' AND n.id <> ${claimed.id}
    ORDER BY n.seq LIMIT 1`;
  if (next[0]) await enqueueDeliveries([{ ...next[0], after: claimed.id }]);
  return "delivered";
}

/** The post's next waiting delivery to the endpoint, now that the one before it is done. */
async function kickNextOfPost(endpointId: string, postId: string, doneId: string): Promise<void> {
  const next = await db.webhookDelivery.findFirst({
    where: { endpointId, postId, status: "pending" },
    orderBy: { seq: "asc" },
    select: { id: true, attempts: true, nextAttemptAt: true },
  });
  if (next) await enqueueDeliveries([{ ...next, after: doneId }]);
}

/**
 * Deliveries that are due but have no job (Redis flushed, a worker killed mid-try, a try that
 * waited behind an earlier one of its post): their jobs again. Only due a little while, so the
 * jobs just added are not added twice.
 */
export async function sweepWebhookDeliveries(limit = 2000): Promise<{ requeued: number }> {
  const rows = await db.$queryRaw<Enqueued[]>`
    SELECT d.id, d.attempts, d."nextAttemptAt" FROM "WebhookDelivery" d JOIN "WebhookEndpoint" e ON e.id = d."endpointId"
    WHERE d.status = 'pending' AND d."nextAttemptAt" <= now() - interval '5 seconds' AND e.enabled
      AND (d."leaseUntil" IS NULL OR d."leaseUntil" < now())
    ORDER BY d."nextAttemptAt" LIMIT ${limit}`;
  await enqueueDeliveries(rows);
  return { requeued: rows.length };
}

/** How long events, deliveries and their tries are kept (the page shows the latest). */
export const WEBHOOK_RETENTION_DAYS = 30;

/** Forgets events older than the retention with no delivery still waiting, a batch at a time. */
export async function pruneWebhookEvents(batch = 5000): Promise<{ pruned: number }> {
  let pruned = 0;
  for (;;) {
    const count = await db.$executeRaw`
      DELETE FROM "WebhookEvent" WHERE id IN (
        SELECT e.id FROM "WebhookEvent" e
        WHERE e."dispatchedAt" < now() - make_interval(days => ${WEBHOOK_RETENTION_DAYS})
          AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."eventId" = e.id AND d.status = 'pending')
        LIMIT ${batch})`;
    pruned += count;
    if (count < batch) return { pruned };
  }
}
