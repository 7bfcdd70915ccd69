/**
 * Answers derived from one workspace's posts (tab counts, calendar ranges), cached in this process
 * under the workspace's posts version: PostgreSQL triggers bump `WorkspacePostsVersion` in the very
 * statement that inserts, updates or deletes one of its posts, whichever process writes it
 * (migrations 20261124143504_posts_version and 20261126203000_workspaces). The version is read before the answer is computed, so a cached
 * answer is never older than its version, and any later write moves the version on.
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
