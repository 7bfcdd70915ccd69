/**
 * Post.mediaUrls became "mediaKeys" by expand/contract (issue 29 item 8, issue 27): while both
 * columns exist the previous release still reads and writes "mediaUrls", this one "mediaKeys". A
 * trigger keeps them equal in both directions, so a post either release writes reads the same in
 * the other, and the API answers the same post object.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";

const KEY_A = "a".repeat(36) + ".png";
const KEY_B = "b".repeat(36) + ".jpg";

async function columns(id: string): Promise<{ mediaKeys: string[] | null; mediaUrls: string[] | null }> {
  const [row] = await db.$queryRaw<{ mediaKeys: string[] | null; mediaUrls: string[] | null }[]>`
    SELECT "mediaKeys", "mediaUrls" FROM "Post" WHERE id = ${id}`;
  return row!;
}

describe('the "mediaKeys" column beside the previous release\'s "mediaUrls"', () => {
  it("copies this release's writes to mediaUrls, on create and on update", async () => {
    const { user } = await createUser();
    const post = await db.post.create({ data: { userId: user.id, content: "New release", platforms: ["x"], mediaKeys: [KEY_A] } });
    expect(await columns(post.id)).toEqual({ mediaKeys: [KEY_A], mediaUrls: [KEY_A] });

    await db.post.update({ where: { id: post.id }, data: { mediaKeys: [KEY_A, KEY_B] } });
    expect(await columns(post.id)).toEqual({ mediaKeys: [KEY_A, KEY_B], mediaUrls: [KEY_A, KEY_B] });

    // An update that names neither column leaves both as they are.
    await db.post.update({ where: { id: post.id }, data: { content: "Edited" } });
    expect(await columns(post.id)).toEqual({ mediaKeys: [KEY_A, KEY_B], mediaUrls: [KEY_A, KEY_B] });
  });

  it("copies the previous release's writes of mediaUrls to mediaKeys, which the API answers", async () => {
    const { user, token } = await createUser();
    const id = `oldrelease${Date.now()}`;
    // What the previous release's Prisma client sends: the old column only.
    await db.$executeRaw`
      INSERT INTO "Post" ("id", "userId", "content", "platforms", "status", "mediaUrls", "updatedAt")
      VALUES (${id}, ${user.id}, 'Old release', ARRAY['x'], 'draft', ARRAY[${KEY_A}], now())`;
    expect(await columns(id)).toEqual({ mediaKeys: [KEY_A], mediaUrls: [KEY_A] });

    await db.$executeRaw`UPDATE "Post" SET "mediaUrls" = ARRAY[${KEY_B}] WHERE id = ${id}`;
    expect(await columns(id)).toEqual({ mediaKeys: [KEY_B], mediaUrls: [KEY_B] });

    const answer = await rest<{ post: { mediaUrls: string; media: string[] } }>("GET", `/posts/${id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.post.media).toEqual([expect.stringMatching(new RegExp(`/api/media/${KEY_B}$`))]);
    expect(JSON.parse(answer.body.post.mediaUrls)).toEqual(answer.body.post.media);
  });
});
