/**
 * The import's batch path (issue 28): rows are created 250 at a time through the lifecycle's batch
 * entry point (createPosts). Each post still gets its history row, its webhook events, its activity
 * and its publish job (and the sweeper queues the jobs again when Redis loses them); the plan's cap
 * holds exactly when a batch reaches it (skip: what fits; all-or-nothing: nothing), also with
 * batches and the composer's saves running at once; a row refused during the run costs only itself
 * when skipping and everything when all-or-nothing (across batches too); and the same file run
 * twice at once creates each post once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { getQueue } from "@/server/queue";
import { takePostRoomUpTo } from "@/server/services/posts/cap";
import { savePost } from "@/server/services/posts/posts";
import { createPosts, type BatchItem } from "@/server/services/posts/transition";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { personalActor } from "@/server/services/workspaces/actor";
import { rest, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

type Report = {
  id: string;
  status: string;
  readyRows: number;
  duplicateRows: number;
  processed: number;
  created: number;
  skipped: number;
  failed: number;
  failures: { row: number; column: string; message: string }[];
  error: string | null;
};

let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  worker = await startTestWorker("import-batches", {});
});

afterAll(async () => {
  await worker?.stop();
});

const FUTURE = Date.now() + 7 * 24 * 3_600_000;
const at = (i: number) => new Date(FUTURE + i * 60_000).toISOString();

/** `rows` rows (every fifth a draft without a time), text tagged with `tag`. */
function file(rows: number, tag: string): string {
  const lines = ["text,networks,time"];
  for (let i = 0; i < rows; i++) lines.push(`Batch post ${tag} ${i},sandbox,${i % 5 === 0 ? "" : at(i)}`);
  return `${lines.join("\n")}\n`;
}

async function member(subscription = "Pro") {
  const owner = await createUser({ role: "paid", subscription });
  await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
  const workspace = await db.workspace.findFirstOrThrow({ where: { personalOwnerId: owner.user.id } });
  return { ...owner, workspace };
}

async function check(token: string, content: string): Promise<Report> {
  const { import: checked } = await trpc({ token }).imports.check.mutate({ fileName: "posts.csv", content });
  return checked as unknown as Report;
}

async function run(token: string, id: string, mode: "skip_bad" | "all_or_nothing") {
  const started = await rest<{ import: Report }>("POST", `/imports/${id}/run`, { token, body: { mode } });
  expect(started.status).toBe(200);
  return waitFor(
    `import ${id} to finish`,
    async () => {
      const { import: found } = await trpc({ token }).imports.get.query({ id });
      return found.status === "finished" || found.status === "failed" ? (found as unknown as Report) : undefined;
    },
    { timeoutMs: 120_000 },
  );
}

/** Makes stored rows of a checked import fail when run (what the dry run saw changed meanwhile). */
async function spoil(importId: string, spoilRow: (row: Record<string, unknown>, index: number) => void) {
  const imp = await db.postImport.findUniqueOrThrow({ where: { id: importId } });
  const rows = imp.rows as unknown as Record<string, unknown>[];
  rows.forEach(spoilRow);
  await db.postImport.update({ where: { id: importId }, data: { rows: rows as unknown as Prisma.InputJsonValue } });
}

/** `count` posts held already (drafts written straight to the table). */
async function holdPosts(userId: string, workspaceId: string, count: number) {
  await db.post.createMany({
    data: Array.from({ length: count }, (_, i) => ({ userId, workspaceId, content: `Held ${i}`, platforms: ["sandbox"], status: "draft" as const })),
  });
}

function scheduled(tag: string, count: number): BatchItem[] {
  return Array.from({ length: count }, (_, i) => ({
    action: "schedule" as const,
    input: { content: `${tag} ${i}`, platforms: ["sandbox"], at: new Date(FUTURE + i * 1000) },
  }));
}

const isCapRefusal = (error: unknown) => error instanceof AppError && error.extra.postsLimitReached === true;

describe("a file crossing batches", () => {
  it("gives every post its history row, webhook events, activity and publish job; the sweeper queues jobs Redis lost", async () => {
    const me = await member();
    await db.webhookEndpoint.create({
      data: { workspaceId: me.workspace.id, url: "https://hooks.example/in", events: ["post.created", "post.scheduled"], secretEnc: "unused" },
    });
    const checked = await check(me.token, file(300, "events"));
    expect(checked.readyRows).toBe(300);
    const done = await run(me.token, checked.id, "skip_bad");
    expect(done).toMatchObject({ status: "finished", created: 300, failed: 0, processed: 300 });

    const posts = await db.post.findMany({ where: { workspaceId: me.workspace.id }, include: { events: true } });
    expect(posts).toHaveLength(300);
    expect(posts.filter((p) => p.status === "draft")).toHaveLength(60);
    for (const post of posts) {
      // One history row each, as the composer writes it: created, by the member, through the app.
      expect(post.events).toEqual([
        expect.objectContaining({
          action: post.status === "draft" ? "draft" : "schedule",
          fromStatus: null,
          toStatus: post.status,
          actorUserId: me.user.id,
          via: "app",
        }),
      ]);
    }
    // The history's webhook outbox copies: one per post, which the dispatcher names post.created (and post.scheduled).
    const outbox = await db.webhookEvent.findMany({ where: { workspaceId: me.workspace.id, postId: { not: null } }, select: { postId: true } });
    expect(new Set(outbox.map((e) => e.postId))).toEqual(new Set(posts.map((p) => p.id)));
    expect(outbox).toHaveLength(300);
    // The activity log: one post.created per post.
    const activity = await db.activityLog.findMany({ where: { userId: me.user.id, action: "post.created" }, select: { details: true } });
    expect(new Set(activity.map((a) => (a.details as { postId: string }).postId))).toEqual(new Set(posts.map((p) => p.id)));
    expect(activity).toHaveLength(300);
    // Every scheduled post's job is queued, delayed to its time, exactly once.
    const publish = getQueue("publish");
    const sending = posts.filter((p) => p.status === "scheduled");
    expect(sending).toHaveLength(240);
    for (const post of sending) {
      const job = await publish.getJob(publishJobId(post.id, 1));
      expect(job?.data).toMatchObject({ postId: post.id, attempt: 1 });
      expect(await job?.getState()).toBe("delayed");
    }
    expect(posts.every((p) => p.publishAttempt === (p.status === "scheduled" ? 1 : 0))).toBe(true);

    // Redis loses them: the database is the truth, the sweeper queues each again when due.
    await publish.obliterate({ force: true });
    expect(await publish.getJob(publishJobId(sending[0]!.id, 1))).toBeUndefined();
    const swept = await sweepDuePosts(new Date(FUTURE + 400 * 60_000));
    expect(swept.requeued).toBeGreaterThanOrEqual(240);
    for (const post of sending) expect(await publish.getJob(publishJobId(post.id, 1)), post.id).toBeTruthy();
    await publish.obliterate({ force: true });
  }, 120_000);
});

describe("the plan's cap", () => {
  it("a batch reaching it takes what fits when skipping, nothing when all-or-nothing", async () => {
    const me = await member("Free Trial"); // holds up to 2,000 posts
    const actor = await personalActor(me.user.id);
    await holdPosts(me.user.id, me.workspace.id, 1990);

    const skipped = await createPosts(actor, scheduled("Skip", 15), { all: false });
    expect(skipped.filter((r) => "post" in r)).toHaveLength(10);
    // In order: the first ten fit, each of the other five is refused as one post finding no room.
    expect(skipped.slice(0, 10).every((r) => "post" in r)).toBe(true);
    for (const r of skipped.slice(10)) {
      expect("error" in r && isCapRefusal(r.error)).toBe(true);
      expect("error" in r && r.error.message).toMatch(/Free Trial plan holds up to 2,000 posts, so there is no room for another post/);
    }
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(2000);

    await db.post.deleteMany({ where: { workspaceId: me.workspace.id, content: { startsWith: "Skip" } } });
    await db.post.deleteMany({
      where: {
        workspaceId: me.workspace.id,
        content: { in: ["Held 0", "Held 1", "Held 2", "Held 3", "Held 4", "Held 5", "Held 6", "Held 7", "Held 8", "Held 9"] },
      },
    });
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(1980);
    const all = await createPosts(actor, scheduled("All", 25), { all: true });
    expect("error" in all[0]! && all[0].error.message).toMatch(/no room for 25 more posts/);
    expect(all.slice(1).every((r) => "withheld" in r)).toBe(true);
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(1980);
    // Nothing half-written: no history, activity or job for the refused batch.
    expect(await db.postEvent.count({ where: { workspaceId: me.workspace.id } })).toBe(0);

    // The cap counts every workspace the payer owns, as takePostRoom does; asking for none takes nothing.
    const none = await db.$transaction((tx) => takePostRoomUpTo(tx, me.user.id, 0, false));
    expect(none).toEqual({ taken: 0, refusal: null });
  });

  it("holds exactly with batches and the composer's saves at once", async () => {
    const me = await member("Free Trial");
    const actor = await personalActor(me.user.id);
    await holdPosts(me.user.id, me.workspace.id, 1980);
    const saves = Array.from({ length: 10 }, (_, i) =>
      savePost(actor, { mode: "schedule", content: `Composer ${i}`, platforms: ["sandbox"], at: new Date(FUTURE + i * 1000) }),
    );
    const [first, second, ...saved] = await Promise.allSettled([
      createPosts(actor, scheduled("First", 15), { all: false }),
      createPosts(actor, scheduled("Second", 15), { all: false }),
      ...saves,
    ]);
    const batchCreated = [first, second].map((b) => (b!.status === "fulfilled" ? b.value.filter((r) => "post" in r).length : 0));
    const savedCount = saved.filter((s) => s.status === "fulfilled").length;
    for (const s of saved) if (s.status === "rejected") expect(isCapRefusal(s.reason)).toBe(true);
    expect(batchCreated[0]! + batchCreated[1]! + savedCount).toBe(20);
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(2000);
  });

  it("an import on the worker reaching it mid-batch: the rows that fit are created, the others reported", async () => {
    const me = await member("Free Trial");
    await holdPosts(me.user.id, me.workspace.id, 1990);
    const checked = await check(me.token, file(30, "cap"));
    const done = await run(me.token, checked.id, "skip_bad");
    expect(done).toMatchObject({ status: "finished", created: 10, failed: 20, processed: 30 });
    expect(done.failures).toHaveLength(20);
    expect(done.failures[0]).toMatchObject({ column: "-", message: expect.stringMatching(/no room for another post/) });
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(2000);
    // The rows refused are not marked imported: with room again, the same file imports them.
    expect(await db.importedRow.count({ where: { importId: checked.id } })).toBe(10);
    await db.post.deleteMany({ where: { workspaceId: me.workspace.id, content: { startsWith: "Held" } } });
    const again = await check(me.token, file(30, "cap"));
    expect(again).toMatchObject({ readyRows: 20, duplicateRows: 10 });
  });
});

describe("a row refused during the run", () => {
  // Row 40 (index 38)'s time passed and row 71 (index 69)'s text grew past the limit after the dry run.
  const spoilTwo = (row: Record<string, unknown>, i: number) => {
    if (i === 38) row.at = "2020-01-01T00:00:00.000Z";
    if (i === 69) row.text = "x".repeat(3100);
  };

  it("skipping bad rows: only that row is left out of its batch", async () => {
    const me = await member();
    const checked = await check(me.token, file(100, "skip"));
    await spoil(checked.id, spoilTwo);
    const done = await run(me.token, checked.id, "skip_bad");
    expect(done).toMatchObject({ status: "finished", created: 98, failed: 2, processed: 100 });
    expect(done.failures).toEqual([expect.objectContaining({ row: 40, column: "time" }), expect.objectContaining({ row: 71, column: "text" })]);
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(98);
    expect(await db.importedRow.count({ where: { importId: checked.id } })).toBe(98);
    expect(await db.importedRow.count({ where: { importId: checked.id, postId: null } })).toBe(0);
  });

  it("all-or-nothing: nothing is kept, also what earlier batches created", async () => {
    const me = await member();
    const checked = await check(me.token, file(300, "all"));
    // Row 283 (index 281, scheduled), in the second batch: the first batch's 250 posts are created, then removed.
    await spoil(checked.id, (row, i) => {
      if (i === 281) row.at = "2020-01-01T00:00:00.000Z";
    });
    const done = await run(me.token, checked.id, "all_or_nothing");
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(/^Row 283 \(time\): .*Nothing was imported\.$/);
    expect(done.created).toBe(0);
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(0);
    expect(await db.importedRow.count({ where: { workspaceId: me.workspace.id } })).toBe(0);
    // Their jobs went with them.
    const publish = getQueue("publish");
    const delayed = await publish.getJobs(["delayed", "waiting"]);
    const ours = await db.post.findMany({ where: { id: { in: delayed.map((j) => j.data.postId) } }, select: { workspaceId: true } });
    expect(ours.filter((p) => p.workspaceId === me.workspace.id)).toHaveLength(0);

    // Fixed and uploaded again, all of it imports.
    const again = await check(me.token, file(300, "all"));
    expect(again.readyRows).toBe(300);
    expect(await run(me.token, again.id, "all_or_nothing")).toMatchObject({ status: "finished", created: 300 });
  }, 120_000);
});

describe("idempotency", () => {
  it("the same file run twice at once creates each post once", async () => {
    const me = await member();
    const content = file(400, "twice");
    const [one, two] = await Promise.all([check(me.token, content), check(me.token, content)]);
    expect([one.readyRows, two.readyRows]).toEqual([400, 400]);
    const [a, b] = await Promise.all([run(me.token, one.id, "skip_bad"), run(me.token, two.id, "skip_bad")]);
    expect(a.status).toBe("finished");
    expect(b.status).toBe("finished");
    expect(a.created + b.created).toBe(400);
    expect(a.skipped + b.skipped).toBe(400);
    expect(await db.post.count({ where: { workspaceId: me.workspace.id } })).toBe(400);
    expect(await db.postEvent.count({ where: { workspaceId: me.workspace.id } })).toBe(400);
    // Uploaded a third time: nothing left to import.
    expect(await check(me.token, content)).toMatchObject({ readyRows: 0, duplicateRows: 400 });
  }, 120_000);
});
