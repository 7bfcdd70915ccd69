/**
 * Save as draft (wizard and edit dialog) through both doors: with or without networks, with a date
 * (kept where scheduled posts keep theirs), a scheduled post turned back into a draft, and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getQueue } from "@/server/queue";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";

type PostBody = { success: boolean; message: string; post: { id: string; status: string; platforms: string[]; scheduledAt: string | null } };

let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  worker = await startTestWorker("drafts", { PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100" });
});

afterAll(async () => {
  await worker?.stop();
});

describe("saving a draft", () => {
  it("saves a draft without networks through REST; it is listed with the drafts", async () => {
    const { user, token } = await createUser();
    const res = await rest<PostBody>("POST", "/posts/draft", { token, body: { content: "  An idea for later  " } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Draft saved", post: { status: "draft", platforms: [], scheduledAt: null } });
    const stored = await db.post.findUniqueOrThrow({ where: { id: res.body.post.id } });
    expect(stored).toMatchObject({ userId: user.id, content: "An idea for later", status: "draft" });
    const all = await rest<{ data: { id: string; status: string }[] }>("GET", "/dashboard/posts?showAll=true", { token });
    expect(all.body.data).toEqual([expect.objectContaining({ id: res.body.post.id, status: "draft" })]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).postsCreated).toBe(1);
  });

  it("saves a dated draft for a network that is not connected yet through tRPC; the date is the post's scheduledAt", async () => {
    const { token } = await createUser();
    const at = new Date(Date.now() + 3 * 86_400_000);
    const saved = await trpc({ token }).post.saveDraft.mutate({
      content: "Launch day",
      platforms: ["x", "sandbox"],
      scheduledAt: at.toISOString(),
      source: "ai",
    });
    expect(saved.post).toMatchObject({ status: "draft", platforms: ["x", "sandbox"], aiGenerated: true });
    expect(new Date(saved.post.scheduledAt!).getTime()).toBe(at.getTime());
    // A draft never goes out by itself.
    const stored = await db.post.findUniqueOrThrow({ where: { id: saved.post.id } });
    expect(stored.scheduledAt?.getTime()).toBe(at.getTime());
    for (const attempt of [0, 1]) expect(await getQueue("publish").getJob(publishJobId(saved.post.id, attempt))).toBeUndefined();
  });

  it("turns a scheduled post back into a draft: it keeps its date and no longer goes out", async () => {
    const { token } = await createUser();
    const api = trpc({ token });
    await api.accounts.sandbox.auth.mutate();
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await api.post.schedule.mutate({ content: "Maybe not yet", platforms: ["sandbox"], scheduledAt: at, source: "manual" });
    const draft = await rest<PostBody>("POST", "/posts/draft", {
      token,
      body: { id: scheduled.post.id, content: "Maybe not yet (edited)", platforms: ["sandbox"], scheduledAt: at },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.post).toMatchObject({ id: scheduled.post.id, status: "draft" });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const stored = await db.post.findUniqueOrThrow({ where: { id: scheduled.post.id }, include: { publishLogs: true } });
    expect(stored).toMatchObject({ status: "draft", content: "Maybe not yet (edited)" });
    expect(stored.publishLogs).toEqual([]);
    expect(await db.sandboxPost.count({ where: { text: { startsWith: "Maybe not yet" } } })).toBe(0);
  });

  it("refuses an empty text, an unknown network, another user's post and a published post", async () => {
    const { token } = await createUser();
    const { token: otherToken } = await createUser();
    const empty = await rest<{ message: string }>("POST", "/posts/draft", { token, body: { content: "   " } });
    expect(empty.status).toBe(400);
    const unknown = await rest<{ message: string }>("POST", "/posts/draft", { token, body: { content: "Hi", platforms: ["myspace"] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown platform");
    const tooLongForX = await trpcFailure(trpc({ token }).post.saveDraft.mutate({ content: "x".repeat(281), platforms: ["x"], source: "manual" }));
    expect(tooLongForX.message).toBe("X allows at most 280 characters; this post has 281.");

    const mine = await trpc({ token }).post.saveDraft.mutate({ content: "Mine", platforms: [], source: "manual" });
    const theirs = await rest<{ message: string }>("POST", "/posts/draft", { token: otherToken, body: { id: mine.post.id, content: "Hijack" } });
    expect(theirs.status).toBe(404);

    await db.post.update({ where: { id: mine.post.id }, data: { status: "published" } });
    const published = await rest<{ message: string }>("POST", "/posts/draft", { token, body: { id: mine.post.id, content: "Again" } });
    expect(published.status).toBe(409);
    expect(published.body.message).toBe("Published posts cannot be edited.");
  });
});
