/**
 * Answers derived from one workspace's posts (tab counts, calendar ranges), cached in this process
 * under the workspace's posts version: PostgreSQL triggers bump `WorkspacePostsVersion` in the very
 * statement that inserts, updates or deletes one of its posts, whichever process writes it
 * (migrations 20261124143504_posts_version and 20261126203000_workspaces). The version is read before the answer is computed, so a cached
 * answer is never older than its version, and any later write moves the version on.
 *
 * Concurrent misses of one key share one computation: right after a write moves the version on
 * (the worker publishing, the preflight flagging), the many requests of a busy workspace that miss
 * together wait for one answer instead of each computing it (a stampede: 50 connections asking for
 * the same month or counts at once made 50 identical statements compete for two cores).
 */
import { Prisma, sql } from "@/server/db";

async function postsVersion(workspaceId: string): Promise<string> {
  const [row] = await sql<{ version: string }>(
    Prisma.sql`SELECT "version"::text AS "version" FROM "WorkspacePostsVersion" WHERE "workspaceId" = ${workspaceId}`,
  );
  return row?.version ?? "0";
}

export class VersionedCache<Value> {
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  /** Computations under way, by key: a miss while one runs waits for it. */
  private readonly pending = new Map<string, Promise<Value>>();
  private weight = 0;

  /** `maxWeight`: what the cache may hold in all, in the unit `weigh` returns (oldest out first). */
  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: Value) => number = () => 1,
  ) {}

  async get(workspaceId: string, parts: readonly unknown[], compute: () => Promise<Value>): Promise<Value> {
    const key = JSON.stringify([workspaceId, await postsVersion(workspaceId), ...parts]);
    const known = this.entries.get(key);
    if (known) return known.value;
    const running = this.pending.get(key);
    if (running) return running;
    const computing = this.computeAndKeep(key, compute);
    this.pending.set(key, computing);
    try {
      return await computing;
    } finally {
      this.pending.delete(key);
    }
  }

  private async computeAndKeep(key: string, compute: () => Promise<Value>): Promise<Value> {
    const value = await compute();
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return value;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
    return value;
  }
}
