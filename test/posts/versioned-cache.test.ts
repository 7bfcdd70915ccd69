/**
 * The posts-version cache (tab counts, calendar ranges, the dashboard's counts): many requests that
 * miss one key together share one computation (no stampede after a write), and a write of the
 * workspace's posts makes the next request compute again.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { VersionedCache } from "@/server/services/posts/versioned-cache";
import { createUser } from "../helpers/users";

describe("VersionedCache", () => {
  it("50 concurrent misses of one key compute once; a post written moves it on", async () => {
    const { user } = await createUser();
    const { id: workspaceId } = await db.workspace.findUniqueOrThrow({ where: { personalOwnerId: user.id }, select: { id: true } });
    const cache = new VersionedCache<number>(10);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return computed;
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get(workspaceId, ["month"], compute)));
    expect(computed).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(await cache.get(workspaceId, ["month"], compute)).toBe(1);

    await db.post.create({ data: { userId: user.id, workspaceId, content: "moves the version on", platforms: [] } });
    const after = await Promise.all(Array.from({ length: 10 }, () => cache.get(workspaceId, ["month"], compute)));
    expect(computed).toBe(2);
    expect(new Set(after)).toEqual(new Set([2]));
  });

  it("a failed computation fails its waiters and is not kept: the next request computes again", async () => {
    const { user } = await createUser();
    const { id: workspaceId } = await db.workspace.findUniqueOrThrow({ where: { personalOwnerId: user.id }, select: { id: true } });
    const cache = new VersionedCache<number>(10);
    const failing = async (): Promise<number> => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error("statement timeout");
    };
    const results = await Promise.allSettled([cache.get(workspaceId, ["k"], failing), cache.get(workspaceId, ["k"], failing)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await cache.get(workspaceId, ["k"], async () => 7)).toBe(7);
  });
});
