/**
 * A post's history (issue 26): every lifecycle move a member makes, through either door, and what the
 * worker did with it on each network (against the networks' contract fake), in order, paged, and
 * only for the post's own workspace.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, Prisma, sql } from "@/server/db";
import { SocialNetworkFake } from "../fakes/social-network";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";
import { teamWithMembers } from "../workspaces/team";

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;

type Event = {
  action: string;
  summary: string;
  fromStatus: string | null;
  toStatus: string | null;
  detail: Record<string, unknown>;
  via: string;
  actor: { id: string; name: string } | null;
  createdAt: string;
};
type History = { success: boolean; data: Event[]; nextCursor: string | null };

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function settled(postId: string) {
  return waitFor(
    `post ${postId} to settle`,
    async () => {
      const post = await db.post.findUniqueOrThrow({ where: { id: postId } });
      return post.status === "published" || post.status === "failed" ? post : null;
    },
    { timeoutMs: 20_000 },
  );
}

beforeAll(async () => {
  await fake.start();
  worker = await startTestWorker("history", { ...fake.envVars(), PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100", NETWORK_TIMEOUT_MS: "1500" });
});

afterAll(async () => {
  await worker?.stop();
  await fake.stop();
});

beforeEach(() => {
  for (const n of ["x", "linkedin"] as const) fake.setBehaviour(n, { validationError: null, failNextCreates: 0 });
});

async function connectedUser() {
  const { user, token } = await createUser();
  for (const n of ["x", "linkedin"] as const) await connectAccount(fake, user.id, n);
  return { user, token };
}

/** The whole history, oldest first, through the REST door. */
async function historyOf(token: string, postId: string): Promise<Event[]> {
  const res = await rest<History>("GET", `/posts/${postId}/activity?limit=100`, { token });
  expect(res.status).toBe(200);
  return [...res.body.data].reverse();
}

describe("a post's history", () => {
  it("records a whole life: created, edited, scheduled, rescheduled, sent out, published on each network with its link", async () => {
    const { user, token } = await connectedUser();
    const draft = await rest<{ post: { id: string } }>("POST", "/posts/draft", { token, body: { content: "Launch day", platforms: ["x"] } });
    const id = draft.body.post.id;
    await trpc({ token }).post.update.mutate({ id, content: "Launch day!", platforms: ["x", "linkedin"] });
    await trpc({ token }).post.save.mutate({ id, mode: "schedule", content: "Launch day!", platforms: ["x", "linkedin"], at: inMinutes(60) });
    const later = inMinutes(120);
    // The calendar's drag: only the time changes.
    await trpc({ token }).post.update.mutate({ id, scheduledAt: later });
    const out = await rest<{ success: boolean }>("POST", `/posts/${id}/publish-now`, { token });
    expect(out.body.success).toBe(true);
    await settled(id);

    const events = await historyOf(token, id);
    expect(events.map((e) => e.summary)).toEqual([
      "Created as a draft",
      "Edited (text, networks)",
      "Scheduled",
      "Rescheduled",
      "Sent to publish now",
      "Published",
      "Published",
    ]);
    expect(events[0]).toMatchObject({ action: "draft", fromStatus: null, toStatus: "draft", via: "api", actor: { id: user.id } });
    expect(events[1]).toMatchObject({ action: "edit", via: "app", detail: { changed: ["text", "networks"], networks: ["x", "linkedin"] } });
    expect(events[2]).toMatchObject({ action: "schedule", fromStatus: "draft", toStatus: "scheduled" });
    expect(events[3]).toMatchObject({
      action: "edit",
      fromStatus: "scheduled",
      toStatus: "scheduled",
      detail: { changed: ["time"], scheduledAt: later },
    });
    expect(events[4]).toMatchObject({ action: "publishNow", via: "api" });
    const published = events.slice(5);
    expect(published.map((e) => e.detail.network).sort()).toEqual(["linkedin", "x"]);
    for (const e of published) {
      expect(e.actor).toBeNull();
      expect(e.detail.url).toMatch(/^https:\/\//);
    }
    const logs = await db.publishLog.findMany({ where: { postId: id } });
    expect(published.map((e) => e.detail.url).sort()).toEqual(logs.map((l) => l.platformPostUrl).sort());
  });

  it("records a failure with the network's reason, and the republish that follows only once per network published", async () => {
    const { token } = await connectedUser();
    fake.setBehaviour("linkedin", { validationError: "Text too spicy." });
    const res = await rest<{ post: { id: string } }>("POST", "/posts/publish", { token, body: { content: "Risky", platforms: ["x", "linkedin"] } });
    const id = res.body.post.id;
    expect((await settled(id)).status).toBe("failed");
    fake.setBehaviour("linkedin", { validationError: null });
    await rest("POST", `/posts/${id}/republish`, { token });
    expect((await settled(id)).status).toBe("published");

    const events = await historyOf(token, id);
    expect(events.map((e) => [e.summary, e.detail.network ?? null])).toEqual([
      ["Created and scheduled", null],
      ["Published", "x"],
      ["Publishing failed", null],
      ["Republished", null],
      ["Published", "linkedin"],
    ]);
    const failure = events[2]!;
    expect(failure).toMatchObject({ fromStatus: "scheduled", toStatus: "failed", actor: null });
    expect(String(failure.detail.reason)).toContain("Text too spicy.");
    expect(failure.detail.networks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ network: "linkedin", status: "failed" }),
        expect.objectContaining({ network: "x", status: "published" }),
      ]),
    );
  });

  it("records the review loop: submitted, changes requested with the reviewer's comment, resubmitted, approved", async () => {
    const { owner, editor, contributor, workspace, inTeam } = await teamWithMembers();
    await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
    await db.socialAccount.updateMany({ where: { userId: owner.user.id, platform: "sandbox" }, data: { workspaceId: workspace.id } });
    const as = (m: { token: string }) => ({ token: m.token, headers: inTeam });
    // The contributor schedules: under the default policy the post goes to review instead.
    const submitted = await rest<{ post: { id: string; status: string } }>("POST", "/posts/schedule", {
      ...as(contributor),
      body: { content: "Needs a look", platforms: ["sandbox"], scheduledAt: inMinutes(600) },
    });
    expect(submitted.body.post.status).toBe("in_review");
    const id = submitted.body.post.id;
    expect((await rest("POST", `/posts/${id}/review/request-changes`, { ...as(editor), body: { note: "Shorter, please." } })).status).toBe(200);
    await trpc(as(contributor)).post.save.mutate({ id, mode: "schedule", content: "Needs a look!", platforms: ["sandbox"], at: inMinutes(600) });
    expect((await rest("POST", `/posts/${id}/review/approve`, { ...as(editor), body: {} })).status).toBe(200);

    const events = [...(await rest<History>("GET", `/posts/${id}/activity`, as(owner))).body.data].reverse();
    expect(events.map((e) => [e.summary, e.actor?.id])).toEqual([
      ["Created and submitted for review", contributor.user.id],
      ["Changes requested", editor.user.id],
      ["Resubmitted for review", contributor.user.id],
      ["Approved", editor.user.id],
    ]);
    expect(events[1]).toMatchObject({
      action: "requestChanges",
      fromStatus: "in_review",
      toStatus: "changes_requested",
      detail: { comment: "Shorter, please." },
    });
    expect(events[3]).toMatchObject({ action: "approveReview", fromStatus: "in_review", toStatus: "scheduled" });
  });

  it("answers a post of another workspace, or a missing one, with 404 through both doors", async () => {
    const { owner, outsider, inTeam } = await teamWithMembers();
    const draft = await rest<{ post: { id: string } }>("POST", "/posts/draft", {
      token: owner.token,
      headers: inTeam,
      body: { content: "Team only", platforms: [] },
    });
    const id = draft.body.post.id;
    expect((await rest("GET", `/posts/${id}/activity`, { token: owner.token, headers: inTeam })).status).toBe(200);
    // The owner's personal workspace does not hold it; an outsider is no member of the team.
    expect((await rest("GET", `/posts/${id}/activity`, { token: owner.token })).status).toBe(404);
    expect((await rest("GET", `/posts/${id}/activity`, { token: outsider.token })).status).toBe(404);
    const notMember = await rest<{ message: string }>("GET", `/posts/${id}/activity`, { token: outsider.token, headers: inTeam });
    expect(notMember).toMatchObject({ status: 404, body: { message: "Workspace not found" } });
    expect((await trpcFailure(trpc({ token: outsider.token }).post.activity.query({ id }))).status).toBe(404);
    expect((await rest("GET", `/posts/nope/activity`, { token: owner.token, headers: inTeam })).status).toBe(404);
  });

  it("pages a post with thousands of events, newest first, each exactly once", async () => {
    const { user, token } = await createUser();
    const draft = await rest<{ post: { id: string } }>("POST", "/posts/draft", { token, body: { content: "Busy post", platforms: [] } });
    const id = draft.body.post.id;
    const post = await db.post.findUniqueOrThrow({ where: { id } });
    // 3,000 edits a second apart, written as the service would.
    await sql(Prisma.sql`
      INSERT INTO "PostEvent" (id, "postId", "workspaceId", "actorUserId", action, "fromStatus", "toStatus", detail, "createdAt")
      SELECT 'bulk-' || n, ${id}, ${post.workspaceId}, ${user.id}, 'edit', 'draft', 'draft', jsonb_build_object('changed', jsonb_build_array('text'), 'n', n),
        now() + (n || ' seconds')::interval FROM generate_series(1, 3000) AS n`);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    const started = Date.now();
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = await rest<History>("GET", `/posts/${id}/activity?limit=100${query}`, { token });
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(100);
      for (const e of page.body.data) if (typeof e.detail.n === "number") seen.push(e.detail.n);
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(31);
    expect(seen).toEqual(Array.from({ length: 3000 }, (_, i) => 3000 - i));
    // Each page is an index range scan: the whole walk stays well under a second per page.
    expect((Date.now() - started) / pages).toBeLessThan(500);
    const tooMany = await rest<{ message: string }>("GET", `/posts/${id}/activity?limit=1000`, { token });
    expect(tooMany.status).toBe(400);
  });
});
