/**
 * recordWebhookEvent(): the one way a fact other than a post's lifecycle becomes a webhook event
 * (issue 28). It writes the outbox row in the caller's transaction, so the event exists exactly when
 * the fact was committed; the worker's dispatcher turns it into deliveries. Nothing is written when
 * no enabled endpoint of the workspace subscribes to the type (one statement either way).
 *
 * Post events are not recorded here: the post's history (PostEvent) is copied into the outbox by a
 * database trigger (migration 20261127010000_webhooks), whoever writes it.
 */
import { randomBytes } from "node:crypto";
import { Prisma } from "@/server/db";
import type { WebhookEventType } from "./catalogue";

type Writer = Pick<Prisma.TransactionClient, "$executeRaw">;

export interface WebhookEventInput {
  workspaceId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** The post it is about (its deliveries go out in order with the post's other events). */
  postId?: string | null;
}

export function newEventId(): string {
  return `evt_${randomBytes(16).toString("hex")}`;
}

/** Records the events (usually one) where the caller writes; answers how many were kept. */
export async function recordWebhookEvent(writer: Writer, ...inputs: WebhookEventInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  return writer.$executeRaw(Prisma.sql`
    INSERT INTO "WebhookEvent" (id, "workspaceId", type, "postId", data)
    SELECT v.id, v."workspaceId", v.type, v."postId", v.data::jsonb
    FROM unnest(${inputs.map(newEventId)}::text[], ${inputs.map((i) => i.workspaceId)}::text[], ${inputs.map((i) => i.type)}::text[],
      ${inputs.map((i) => i.postId ?? null)}::text[], ${inputs.map((i) => JSON.stringify(i.data))}::text[]) AS v(id, "workspaceId", type, "postId", data)
    WHERE EXISTS (SELECT 1 FROM "WebhookEndpoint" e WHERE e."workspaceId" = v."workspaceId" AND e.enabled AND v.type = ANY(e.events))`);
}
