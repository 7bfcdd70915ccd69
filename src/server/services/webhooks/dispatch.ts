/**
 * The dispatcher (issue 28): turns the outbox's new events into deliveries, one per enabled endpoint
 * of the workspace that subscribes to the type, in the outbox's order. One dispatcher at a time
 * (an advisory lock), so a post's deliveries are numbered in the order its events were recorded.
 * What is written here is the database's; the queue only carries the work (see deliver.ts).
 */
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/server/db";
import { newEventId } from "./record";
import { postWebhookEvents, type DerivedEvent, type PostEventSource } from "./post-events";
import type { WebhookEventType } from "./catalogue";

/** A history row's events share its place in the order: delivery seq = event seq × 16 + index. */
const SUB_ORDER = 16n;

type OutboxRow = {
  id: string;
  seq: bigint;
  workspaceId: string;
  type: string | null;
  postId: string | null;
  data: Record<string, unknown>;
  source: PostEventSource | null;
  createdAt: Date;
};

type PostRow = {
  id: string;
  status: string;
  content: string;
  title: string | null;
  platforms: string[] | null;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  userId: string;
};

export type Enqueued = { id: string; attempts: number; nextAttemptAt: Date; after?: string };

function postSummary(post: PostRow | undefined, postId: string) {
  if (!post) return { id: postId };
  return {
    id: post.id,
    status: post.status,
    text: post.content,
    title: post.title,
    networks: post.platforms ?? [],
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    authorId: post.userId,
  };
}

/** Fans out up to `limit` recorded events; answers the deliveries made (to enqueue) and the events read. */
export async function dispatchWebhookEvents(limit = 1000): Promise<{ events: number; deliveries: Enqueued[] }> {
  return db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext('postpilot:webhook-dispatch')) AS locked`;
      if (!lock?.locked) return { events: 0, deliveries: [] };
      const rows = await tx.$queryRaw<OutboxRow[]>`
        SELECT id, seq, "workspaceId", type, "postId", data, source, "createdAt" FROM "WebhookEvent"
        WHERE "dispatchedAt" IS NULL ORDER BY seq LIMIT ${limit} FOR UPDATE`;
      if (rows.length === 0) return { events: 0, deliveries: [] };
      const postIds = [...new Set(rows.flatMap((r) => (r.postId ? [r.postId] : [])))];
      const posts = postIds.length
        ? await tx.$queryRaw<PostRow[]>`
            SELECT id, status::text, content, title, platforms, "scheduledAt", "publishedAt", "userId" FROM "Post" WHERE id = ANY(${postIds}::text[])`
        : [];
      const postById = new Map(posts.map((p) => [p.id, p]));
      const workspaces = [...new Set(rows.map((r) => r.workspaceId))];
      const endpoints = await tx.webhookEndpoint.findMany({
        where: { workspaceId: { in: workspaces }, enabled: true },
        select: { id: true, workspaceId: true, events: true },
      });

      // Each row's events: its own type, or the history row's (the first keeps the row's id).
      const named: { id: string; seq: bigint; row: OutboxRow; type: WebhookEventType; data: Record<string, unknown>; extra: boolean }[] = [];
      const dropped: string[] = [];
      for (const row of rows) {
        const derived: DerivedEvent[] = row.source ? postWebhookEvents(row.source) : [{ type: row.type as WebhookEventType, data: row.data }];
        if (derived.length === 0) dropped.push(row.id);
        derived.forEach((event, index) => {
          const data = row.postId ? { ...event.data, post: postSummary(postById.get(row.postId), row.postId) } : event.data;
          named.push({
            id: index === 0 ? row.id : newEventId(),
            seq: row.seq * SUB_ORDER + BigInt(index),
            row,
            type: event.type,
            data,
            extra: index > 0,
          });
        });
      }

      const now = new Date();
      if (dropped.length) await tx.webhookEvent.deleteMany({ where: { id: { in: dropped } } });
      const own = named.filter((n) => !n.extra);
      if (own.length) {
        await tx.$executeRaw`
          UPDATE "WebhookEvent" AS e SET type = v.type, data = v.data::jsonb, source = NULL, "dispatchedAt" = ${now}::timestamptz
          FROM unnest(${own.map((n) => n.id)}::text[], ${own.map((n) => n.type)}::text[], ${own.map((n) => JSON.stringify(n.data))}::text[]) AS v(id, type, data)
          WHERE e.id = v.id`;
      }
      const extras = named.filter((n) => n.extra);
      if (extras.length) {
        await tx.webhookEvent.createMany({
          data: extras.map((n) => ({
            id: n.id,
            workspaceId: n.row.workspaceId,
            type: n.type,
            postId: n.row.postId,
            data: n.data as Prisma.InputJsonObject,
            createdAt: n.row.createdAt,
            dispatchedAt: now,
          })),
        });
      }
      const deliveries = named.flatMap((n) =>
        endpoints
          .filter((e) => e.workspaceId === n.row.workspaceId && e.events.includes(n.type))
          .map((e) => ({ id: randomUUID(), endpointId: e.id, eventId: n.id, seq: n.seq, postId: n.row.postId, nextAttemptAt: now, createdAt: now })),
      );
      if (deliveries.length) await tx.webhookDelivery.createMany({ data: deliveries, skipDuplicates: true });
      return { events: rows.length, deliveries: deliveries.map((d) => ({ id: d.id, attempts: 0, nextAttemptAt: now })) };
    },
    { timeout: 30_000 },
  );
}
