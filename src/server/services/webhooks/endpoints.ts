/**
 * A workspace's webhook endpoints (issue 28), for its owner and admins: register (the secret is
 * answered once and kept encrypted: we sign with it), list, change, enable or disable, rotate the
 * secret, delete; each endpoint's recent deliveries with their tries; redeliver one.
 */
import { db } from "@/server/db";
import { AppError, NotFound } from "@/server/errors";
import { encryptSecret } from "@/server/lib/crypto";
import type { Actor } from "@/server/services/workspaces/actor";
import type { WebhookEventType } from "./catalogue";
import { deliveryBody, enqueueDeliveries } from "./deliver";
import { newWebhookSecret } from "./signing";
import { requireWebhookTarget } from "./target";

/** Endpoints per workspace: a bound on fan-out. */
export const ENDPOINTS_MAX = 20;
export const DELIVERIES_PAGE = 50;

const endpointSelect = {
  id: true,
  url: true,
  description: true,
  events: true,
  enabled: true,
  disabledReason: true,
  disabledAt: true,
  consecutiveFailures: true,
  createdAt: true,
} as const;

export type WebhookEndpointView = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  consecutiveFailures: number;
  createdAt: Date;
};

export function listWebhookEndpoints(actor: Actor): Promise<WebhookEndpointView[]> {
  return db.webhookEndpoint.findMany({ where: { workspaceId: actor.workspaceId }, orderBy: { createdAt: "asc" }, select: endpointSelect });
}

export async function createWebhookEndpoint(actor: Actor, input: { url: string; events: WebhookEventType[]; description?: string }) {
  const url = await requireWebhookTarget(input.url);
  if ((await db.webhookEndpoint.count({ where: { workspaceId: actor.workspaceId } })) >= ENDPOINTS_MAX)
    throw new AppError("BAD_REQUEST", `A workspace has at most ${ENDPOINTS_MAX} webhook endpoints`);
  const secret = newWebhookSecret();
  const endpoint = await db.webhookEndpoint.create({
    data: {
      workspaceId: actor.workspaceId,
      url,
      events: [...new Set(input.events)],
      description: input.description ?? "",
      secretEnc: encryptSecret(secret),
      createdById: actor.userId,
    },
    select: endpointSelect,
  });
  return { endpoint, secret };
}

async function ownEndpoint(actor: Actor, id: string) {
  const found = await db.webhookEndpoint.findFirst({ where: { id, workspaceId: actor.workspaceId }, select: { id: true, enabled: true } });
  if (!found) throw NotFound("Webhook endpoint");
  return found;
}

export async function updateWebhookEndpoint(
  actor: Actor,
  id: string,
  input: { url?: string; events?: WebhookEventType[]; description?: string; enabled?: boolean },
): Promise<WebhookEndpointView> {
  const before = await ownEndpoint(actor, id);
  const url = input.url !== undefined ? await requireWebhookTarget(input.url) : undefined;
  const enabling = input.enabled === true && !before.enabled;
  const endpoint = await db.webhookEndpoint.update({
    where: { id },
    data: {
      ...(url !== undefined && { url }),
      ...(input.events !== undefined && { events: [...new Set(input.events)] }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.enabled !== undefined && {
        enabled: input.enabled,
        disabledReason: null,
        disabledAt: input.enabled ? null : new Date(),
        ...(enabling && { consecutiveFailures: 0, failingSince: null }),
      }),
    },
    select: endpointSelect,
  });
  if (enabling) {
    // Its waiting deliveries resume at once, in order (the sweeper would find them too).
    const waiting = await db.webhookDelivery.findMany({
      where: { endpointId: id, status: "pending" },
      orderBy: { seq: "asc" },
      take: 2000,
      select: { id: true, attempts: true },
    });
    const now = new Date();
    await db.webhookDelivery.updateMany({ where: { id: { in: waiting.map((w) => w.id) } }, data: { nextAttemptAt: now } });
    await enqueueDeliveries(waiting.map((w) => ({ ...w, nextAttemptAt: now })));
  }
  return endpoint;
}

export async function rotateWebhookSecret(actor: Actor, id: string) {
  await ownEndpoint(actor, id);
  const secret = newWebhookSecret();
  const endpoint = await db.webhookEndpoint.update({ where: { id }, data: { secretEnc: encryptSecret(secret) }, select: endpointSelect });
  return { endpoint, secret };
}

export async function deleteWebhookEndpoint(actor: Actor, id: string): Promise<void> {
  await ownEndpoint(actor, id);
  await db.webhookEndpoint.delete({ where: { id } });
}

/** The endpoint's latest deliveries, newest first, each with its tries and the body it carries. */
export async function listWebhookDeliveries(actor: Actor, endpointId: string, options: { cursor?: string } = {}) {
  await ownEndpoint(actor, endpointId);
  const rows = await db.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DELIVERIES_PAGE + 1,
    ...(options.cursor ? { cursor: { id: options.cursor }, skip: 1 } : {}),
    include: { event: true, attemptLog: { orderBy: { number: "desc" }, take: 10 } },
  });
  const page = rows.slice(0, DELIVERIES_PAGE);
  return {
    deliveries: page.map((d) => ({
      id: d.id,
      eventId: d.eventId,
      type: d.event.type ?? "",
      status: d.status as "pending" | "succeeded" | "failed",
      attempts: d.attempts,
      nextAttemptAt: d.status === "pending" ? d.nextAttemptAt : null,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      lastDurationMs: d.lastDurationMs,
      createdAt: d.createdAt,
      completedAt: d.completedAt,
      payload: deliveryBody({
        id: d.event.id,
        type: d.event.type ?? "",
        createdAt: d.event.createdAt,
        workspaceId: d.event.workspaceId,
        data: d.event.data,
      }),
      tries: d.attemptLog.map((a) => ({
        number: a.number,
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        error: a.error,
        signature: a.signature,
        responseBody: a.responseBody,
        createdAt: a.createdAt,
      })),
    })),
    nextCursor: rows.length > DELIVERIES_PAGE ? page[page.length - 1]!.id : null,
  };
}

/** Sends a delivery again now (whatever became of it), after any earlier delivery of its post. */
export async function redeliverWebhook(actor: Actor, deliveryId: string): Promise<void> {
  const delivery = await db.webhookDelivery.findFirst({
    where: { id: deliveryId, endpoint: { workspaceId: actor.workspaceId } },
    select: { id: true, attempts: true, endpoint: { select: { enabled: true } } },
  });
  if (!delivery) throw NotFound("Delivery");
  if (!delivery.endpoint.enabled) throw new AppError("BAD_REQUEST", "Enable the endpoint first: a disabled endpoint is not called");
  const now = new Date();
  await db.webhookDelivery.update({
    where: { id: deliveryId },
    data: { status: "pending", nextAttemptAt: now, completedAt: null, leaseUntil: null },
  });
  await enqueueDeliveries([{ id: deliveryId, attempts: delivery.attempts, nextAttemptAt: now }]);
}
