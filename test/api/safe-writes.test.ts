/**
 * Safe writes (issue 28): an Idempotency-Key makes a retried create or publish answer the first
 * result and create nothing twice, even when the retries arrive together, on both doors; the same key
 * with another body is a 409. PATCH /posts/{id} edits some fields by the lifecycle's edit rules, and
 * DELETE /posts/{id} deletes as the app does.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { pruneIdempotencyKeys } from "@/server/services/idempotency/store";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";

type PostBody = {
  success: boolean;
  message: string;
  post: { id: string; status: string; content: string; platforms: string[]; scheduledAt: string | null };
};

async function keyOf(token: string, scopes: string[]) {
  const made = await rest<{ secret: string }>("POST", "/api-keys", { token, body: { name: "CI", role: "OWNER", scopes } });
  expect(made.status).toBe(200);
  return made.body.secret;
}

describe("Idempotency-Key", () => {
  it("20 parallel retries with one key create one post and all answer it; another body is a 409", async () => {
    const owner = await createUser();
    const secret = await keyOf(owner.token, ["read", "write"]);
    const body = { content: "Launch day", platforms: [] };
    const headers = { "Idempotency-Key": "launch-1" };
    const answers = await Promise.all(Array.from({ length: 20 }, () => rest<PostBody>("POST", "/posts/draft", { token: secret, headers, body })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.body.post.id));
    expect(ids.size).toBe(1);
    expect(await db.post.count({ where: { userId: owner.user.id } })).toBe(1);
    // The first answer, byte for byte.
    const bodies = [...new Set(answers.map((a) => JSON.stringify(a.body)))];
    expect(bodies, bodies.join("\n")).toHaveLength(1);

    const other = await rest("POST", "/posts/draft", { token: secret, headers, body: { content: "Another text", platforms: [] } });
    expect(other).toMatchObject({ status: 409, body: { message: "This Idempotency-Key was already used with a different request" } });
    // Key order in the body does not make it another request.
    const reordered = await rest<PostBody>("POST", "/posts/draft", { token: secret, headers, body: { platforms: [], content: "Launch day" } });
    expect(reordered.body.post.id).toBe([...ids][0]);
    expect(await db.post.count({ where: { userId: owner.user.id } })).toBe(1);
  });

  it("works on the tRPC door, per caller and workspace, and lets a failed first request be retried", async () => {
    const owner = await createUser();
    const headers = { "Idempotency-Key": "k-1" };
    const client = trpc({ token: owner.token, headers });
    const first = await client.post.saveDraft.mutate({ content: "Hello", platforms: [] });
    const again = await client.post.saveDraft.mutate({ content: "Hello", platforms: [] });
    expect(again.post.id).toBe(first.post.id);
    // superjson's dates come back as dates.
    expect(again.post.createdAt).toBeInstanceOf(Date);
    expect(await db.post.count({ where: { userId: owner.user.id } })).toBe(1);

    // The same key from another caller is theirs alone.
    const someone = await createUser();
    const theirs = await trpc({ token: someone.token, headers }).post.saveDraft.mutate({ content: "Hello", platforms: [] });
    expect(theirs.post.id).not.toBe(first.post.id);

    // A refusal keeps nothing: the corrected... same request runs again once it can succeed.
    const failing = trpc({ token: owner.token, headers: { "Idempotency-Key": "k-2" } });
    const refused = await trpcFailure(failing.post.update.mutate({ id: "missing", content: "x" }));
    expect(refused.status).toBe(404);
    expect(await db.idempotencyKey.count({ where: { key: "k-2" } })).toBe(0);

    const bad = await rest("POST", "/posts/draft", { token: owner.token, headers: { "Idempotency-Key": "x".repeat(300) }, body: { content: "x" } });
    expect(bad.status).toBe(400);
  });

  it("forgets keys after 24 hours: a reuse then runs as a new request, and the hourly prune drops them", async () => {
    const owner = await createUser();
    const headers = { "Idempotency-Key": "daily" };
    const first = await rest<PostBody>("POST", "/posts/draft", { token: owner.token, headers, body: { content: "Day one", platforms: [] } });
    await db.idempotencyKey.updateMany({ where: { callerId: owner.user.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    const next = await rest<PostBody>("POST", "/posts/draft", { token: owner.token, headers, body: { content: "Day two", platforms: [] } });
    expect(next.status).toBe(200);
    expect(next.body.post.id).not.toBe(first.body.post.id);
    await db.idempotencyKey.updateMany({ where: { callerId: owner.user.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    expect((await pruneIdempotencyKeys()).pruned).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { callerId: owner.user.id } })).toBe(0);
  });

  it("publishing with a key sends the post out once", async () => {
    const owner = await createUser();
    await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
    const secret = await keyOf(owner.token, ["read", "write", "publish"]);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const headers = { "Idempotency-Key": "sched-1" };
    const body = { content: "Scheduled once", platforms: ["sandbox"], scheduledAt: at };
    const answers = await Promise.all(Array.from({ length: 5 }, () => rest<PostBody>("POST", "/posts/schedule", { token: secret, headers, body })));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(await db.post.count({ where: { userId: owner.user.id, status: "scheduled" } })).toBe(1);
  });
});

describe("PATCH and DELETE /posts/{id}", () => {
  it("PATCH changes only the fields sent, by the edit rules; a published post cannot be edited", async () => {
    const owner = await createUser();
    const secret = await keyOf(owner.token, ["read", "write"]);
    const draft = await rest<PostBody>("POST", "/posts/draft", { token: secret, body: { content: "First", platforms: [] } });
    const patched = await rest<PostBody>("PATCH", `/posts/${draft.body.post.id}`, { token: secret, body: { content: "Second" } });
    expect(patched.status).toBe(200);
    expect(patched.body.post).toMatchObject({ content: "Second", status: "draft", platforms: [] });
    expect(await trpc({ token: secret }).post.patch.mutate({ id: draft.body.post.id, mediaUrls: [] })).toMatchObject({ post: { content: "Second" } });

    await db.post.update({ where: { id: draft.body.post.id }, data: { status: "published", publishedAt: new Date() } });
    const refused = await rest("PATCH", `/posts/${draft.body.post.id}`, { token: secret, body: { content: "Third" } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Published posts cannot be edited.");
    const readOnly = await keyOf(owner.token, ["read"]);
    expect((await rest("PATCH", `/posts/${draft.body.post.id}`, { token: readOnly, body: { content: "x" } })).body.requiredScope).toBe("write");
  });

  it("DELETE removes a post through the API as the app does, a published one from the app only", async () => {
    const owner = await createUser();
    const secret = await keyOf(owner.token, ["read", "write"]);
    const draft = await rest<PostBody>("POST", "/posts/draft", { token: secret, body: { content: "Gone soon", platforms: [] } });
    await db.post.update({ where: { id: draft.body.post.id }, data: { status: "published", publishedAt: new Date() } });
    const deleted = await rest("DELETE", `/posts/${draft.body.post.id}`, { token: secret });
    expect(deleted).toMatchObject({ status: 200, body: { success: true, message: "Post deleted" } });
    expect(await db.post.count({ where: { id: draft.body.post.id } })).toBe(0);
    expect((await rest("DELETE", `/posts/${draft.body.post.id}`, { token: secret })).status).toBe(404);
  });
});
