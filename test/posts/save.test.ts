/**
 * The one editor operation, POST /api/posts/save (tRPC post.save): a post is saved and moved to its
 * next state in one step. Drafts, posts published now through the claimed pipeline (once), posts
 * scheduled and rescheduled (one live job), failed posts republished, and refused saves that leave
 * the post as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getQueue } from "@/server/queue";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";

type SaveBody = {
  success: boolean;
  message: string;
  results: { platform: string; status: string }[];
  post: { id: string; status: string; content: string; platforms: string[]; scheduledAt: string | null };
};

let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  worker = await startTestWorker("save", { PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100" });
});

afterAll(async () => {
  await worker?.stop();
});

async function sandboxUser() {
  const { user, token } = await createUser();
  await trpc({ token }).accounts.sandbox.auth.mutate();
  return { user, token };
}

/** Jobs of a post still waiting in the publish queue (of any attempt up to `upTo`). */
async function waitingJobs(postId: string, upTo = 5) {
  const jobs = [];
  for (let attempt = 0; attempt <= upTo; attempt++) {
    const job = await getQueue("publish").getJob(publishJobId(postId, attempt));
    if (job && !(await job.isCompleted()) && !(await job.isFailed())) jobs.push(job);
  }
  return jobs;
}

describe("saving a post in one step", () => {
  it("saves a new draft without networks; nothing is queued", async () => {
    const { user, token } = await createUser();
    const res = await rest<SaveBody>("POST", "/posts/save", { token, body: { content: "  Later  ", mode: "draft" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Draft saved",
      results: [],
      post: { status: "draft", content: "Later", platforms: [] },
    });
    expect(await waitingJobs(res.body.post.id)).toEqual([]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).postsCreated).toBe(1);
  });

  it("publishes a new post now through the pipeline, once", async () => {
    const { token } = await sandboxUser();
    const text = `Now ${Date.now()}`;
    const res = await rest<SaveBody>("POST", "/posts/save", { token, body: { content: text, platforms: ["sandbox"], mode: "now" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, post: { status: "published" }, results: [{ platform: "sandbox", status: "published" }] });
    expect(await db.sandboxPost.count({ where: { text } })).toBe(1);
  });

  it("edits a draft and publishes it now in one call; a failed post is republished the same way", async () => {
    const { token } = await sandboxUser();
    const api = trpc({ token });
    const draft = await api.post.saveDraft.mutate({ content: "First words", platforms: [], source: "manual" });
    const text = `Edited then published ${Date.now()}`;
    const now = await api.post.save.mutate({ id: draft.post.id, content: text, platforms: ["sandbox"], mode: "now", source: "manual" });
    expect(now).toMatchObject({ success: true, post: { id: draft.post.id, status: "published", content: text } });
    expect(await db.sandboxPost.count({ where: { text } })).toBe(1);

    await db.post.update({ where: { id: draft.post.id }, data: { status: "failed" } });
    const again = await api.post.save.mutate({ id: draft.post.id, content: text, platforms: ["sandbox"], mode: "now", source: "manual" });
    // The network it reached already is not posted to again.
    expect(again.post.status).toBe("published");
    expect(await db.sandboxPost.count({ where: { text } })).toBe(1);
  });

  it("schedules a new post, then reschedules it: one live job, at the new time", async () => {
    const { token } = await sandboxUser();
    const api = trpc({ token });
    const first = new Date(Date.now() + 3_600_000);
    const scheduled = await api.post.save.mutate({
      content: "On time",
      platforms: ["sandbox"],
      mode: "schedule",
      at: first.toISOString(),
      source: "manual",
    });
    expect(scheduled).toMatchObject({ success: true, message: "Post scheduled", post: { status: "scheduled" } });
    const id = scheduled.post.id;
    expect((await waitingJobs(id)).map((j) => j.id)).toEqual([publishJobId(id, 1)]);

    const later = new Date(Date.now() + 7_200_000);
    const moved = await rest<SaveBody>("POST", "/posts/save", {
      token,
      body: { id, content: "On time (edited)", platforms: ["sandbox"], mode: "schedule", at: later.toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.post).toMatchObject({ id, status: "scheduled", content: "On time (edited)" });
    expect(new Date(moved.body.post.scheduledAt!).getTime()).toBe(later.getTime());
    const jobs = await waitingJobs(id);
    expect(jobs.map((j) => j.id)).toEqual([publishJobId(id, 2)]);
    expect(await db.post.count({ where: { content: { startsWith: "On time" } } })).toBe(1);
  });

  it("keeps a draft a draft (mode keep), and a scheduled post's time when none is given", async () => {
    const { token } = await sandboxUser();
    const api = trpc({ token });
    const at = new Date(Date.now() + 86_400_000);
    const draft = await api.post.saveDraft.mutate({ content: "Idea", platforms: ["sandbox"], scheduledAt: at.toISOString(), source: "manual" });
    const kept = await api.post.save.mutate({ id: draft.post.id, content: "Idea, better", platforms: ["sandbox"], mode: "keep", source: "manual" });
    expect(kept).toMatchObject({ success: true, message: "Post Updated!", post: { status: "draft", content: "Idea, better" } });
    expect(new Date(kept.post.scheduledAt!).getTime()).toBe(at.getTime());
    expect(await waitingJobs(draft.post.id)).toEqual([]);

    const scheduled = await api.post.save.mutate({
      content: "Goes out",
      platforms: ["sandbox"],
      mode: "schedule",
      at: at.toISOString(),
      source: "manual",
    });
    const edited = await api.post.save.mutate({
      id: scheduled.post.id,
      content: "Goes out (edited)",
      platforms: ["sandbox"],
      mode: "keep",
      source: "manual",
    });
    expect(edited.post).toMatchObject({ status: "scheduled", content: "Goes out (edited)" });
    expect(new Date(edited.post.scheduledAt!).getTime()).toBe(at.getTime());
    expect((await waitingJobs(scheduled.post.id)).map((j) => j.id)).toEqual([publishJobId(scheduled.post.id, 2)]);
  });

  it("refuses invalid saves with 4xx and leaves the post unchanged", async () => {
    const { token } = await sandboxUser();
    const { token: otherToken } = await createUser();
    const api = trpc({ token });
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await api.post.save.mutate({
      content: "Stays",
      platforms: ["sandbox"],
      mode: "schedule",
      at: at.toISOString(),
      source: "manual",
    });
    const id = scheduled.post.id;
    const before = await db.post.findUniqueOrThrow({ where: { id } });

    const past = await rest<{ message: string }>("POST", "/posts/save", {
      token,
      body: { id, content: "Changed", platforms: ["sandbox"], mode: "schedule", at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Please select a future date and time.");
    const noDate = await rest<{ message: string }>("POST", "/posts/save", {
      token,
      body: { content: "No date", platforms: ["sandbox"], mode: "schedule" },
    });
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toBe("Please set a date and time for scheduled posts.");
    const notConnected = await rest<{ message: string }>("POST", "/posts/save", {
      token,
      body: { id, content: "Changed", platforms: ["x"], mode: "now" },
    });
    expect(notConnected.status).toBe(400);
    expect(notConnected.body.message).toContain("Please connect these platforms first: X");
    const tooLong = await trpcFailure(
      api.post.save.mutate({ id, content: "y".repeat(2001), platforms: ["sandbox"], mode: "keep", source: "manual" }),
    );
    expect(tooLong.message).toBe("Your post is 2001 characters; the limit here is 2000.");
    const badMode = await rest<{ message: string }>("POST", "/posts/save", { token, body: { id, content: "Changed", mode: "later" } });
    expect(badMode.status).toBe(400);
    const theirs = await rest<{ message: string }>("POST", "/posts/save", { token: otherToken, body: { id, content: "Hijack", mode: "draft" } });
    expect(theirs.status).toBe(404);

    const after = await db.post.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ content: "Stays", status: "scheduled", publishAttempt: before.publishAttempt });
    expect(after.scheduledAt?.getTime()).toBe(before.scheduledAt?.getTime());
    expect((await waitingJobs(id)).map((j) => j.id)).toEqual([publishJobId(id, before.publishAttempt)]);

    await db.post.update({ where: { id }, data: { status: "published" } });
    const published = await rest<{ message: string }>("POST", "/posts/save", {
      token,
      body: { id, content: "Again", platforms: ["sandbox"], mode: "now" },
    });
    expect(published.status).toBe(409);
    expect(published.body.message).toBe("Published posts cannot be edited.");
  });
});
