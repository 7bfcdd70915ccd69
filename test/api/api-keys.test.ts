/**
 * API keys (issue 28) through both doors: made once and stored hashed, acting as their creator with
 * the key's role in the key's workspace, bounded by scopes declared per procedure kind, refused on
 * the next request once revoked or expired, limited per key with RateLimit-* headers, and never
 * echoed back in answers or log lines.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/env";
import { db, Prisma, sql } from "@/server/db";
import { logger } from "@/server/logger";
import { POST as upload } from "@/app/api/media/upload/route";
import { BASE, rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { teamWithMembers } from "../workspaces/team";

type KeyAnswer = { success: boolean; message: string; secret: string; key: { id: string; prefix: string; status: string } };
type PostBody = { success: boolean; message: string; post: { id: string; status: string; content: string; platforms: string[] } };

const saved = { ...process.env };

beforeAll(() => {
  process.env.API_KEY_RATE_LIMIT = "1000";
  resetEnvForTests();
});

afterAll(() => {
  process.env = saved;
  resetEnvForTests();
});

async function makeKey(token: string, headers: Record<string, string>, body: Record<string, unknown>) {
  const made = await rest<KeyAnswer>("POST", "/api-keys", { token, headers, body: { name: "CI", role: "EDITOR", scopes: ["read"], ...body } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body;
}

describe("making, listing and storing keys", () => {
  it("answers the secret once; lists keys without it; the database holds only its hash", async () => {
    const { owner, inTeam } = await teamWithMembers();
    const made = await makeKey(owner.token, inTeam, { scopes: ["read", "write"] });
    expect(made.secret).toMatch(/^pp_live_[A-Za-z0-9]{32}$/);
    expect(made.key.prefix).toBe(`${made.secret.slice(0, 12)}…`);

    const listed = await rest<{ keys: Array<Record<string, unknown>> }>("GET", "/api-keys", { token: owner.token, headers: inTeam });
    expect(listed.status).toBe(200);
    expect(listed.body.keys).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(made.secret);
    expect(listed.body.keys[0]).toMatchObject({ name: "CI", role: "EDITOR", scopes: ["read", "write"], status: "active", lastUsedAt: null });

    // Every row of every table, as text: the secret is nowhere.
    const tables = await sql<{ name: string }>(Prisma.sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`);
    for (const { name } of tables) {
      const [hit] = await sql<{ n: number }>(
        Prisma.sql`SELECT count(*)::int AS n FROM ${Prisma.raw(`"${name}"`)} t WHERE t::text LIKE ${`%${made.secret.slice(8)}%`}`,
      );
      expect(hit?.n, name).toBe(0);
    }
  });

  it("refuses a role above the maker's, a past expiry, and editors (admins and owners manage keys)", async () => {
    const { owner, editor, workspace, inTeam } = await teamWithMembers();
    await db.membership.update({ where: { workspaceId_userId: { workspaceId: workspace.id, userId: editor.user.id } }, data: { role: "ADMIN" } });
    const above = await rest("POST", "/api-keys", { token: editor.token, headers: inTeam, body: { name: "x", role: "OWNER", scopes: ["read"] } });
    expect(above.status).toBe(403);
    expect(above.body.message).toMatch(/cannot be above yours/);
    const past = await rest("POST", "/api-keys", {
      token: owner.token,
      headers: inTeam,
      body: { name: "x", role: "EDITOR", scopes: ["read"], expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    const { contributor } = await teamWithMembers();
    const low = await rest("GET", "/api-keys", { token: contributor.token });
    // A contributor's personal workspace is theirs (owner): they manage its keys; in a team they may not.
    expect(low.status).toBe(200);
    const team = await teamWithMembers();
    expect((await rest("GET", "/api-keys", { token: team.editor.token, headers: team.inTeam })).status).toBe(403);
  });
});

describe("a request with a key", () => {
  it("acts as its creator with the key's role in the key's workspace only, on both doors", async () => {
    const { owner, workspace, inTeam } = await teamWithMembers();
    const { secret } = await makeKey(owner.token, inTeam, { role: "CONTRIBUTOR", scopes: ["read", "write"] });
    const draft = await rest<PostBody>("POST", "/posts/draft", { token: secret, body: { content: "From CI", platforms: [] } });
    expect(draft.status).toBe(200);
    const stored = await db.post.findUniqueOrThrow({ where: { id: draft.body.post.id } });
    expect(stored).toMatchObject({ workspaceId: workspace.id, userId: owner.user.id });

    const listed = await rest<{ data: Array<{ id: string; role: string }> }>("GET", "/workspaces", { token: secret });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: workspace.id, role: "CONTRIBUTOR" })]);
    const current = await trpc({ token: secret }).workspace.current.query();
    expect(current.data).toMatchObject({ id: workspace.id, role: "CONTRIBUTOR" });
    // The key's role, not the owner's: scheduling needs an editor.
    const schedule = await rest("POST", `/posts/${draft.body.post.id}/approve`, { token: secret });
    expect(schedule.status).toBe(403);
    // Another workspace, even the creator's own: 404, as for a non-member.
    const personal = await db.workspace.findFirstOrThrow({ where: { personalOwnerId: owner.user.id } });
    expect((await rest("GET", "/dashboard/posts", { token: secret, headers: { "X-Workspace-Id": personal.id } })).status).toBe(404);
    expect((await trpcFailure(trpc({ token: secret, headers: { "X-Workspace-Id": personal.id } }).post.list.query({}))).status).toBe(404);
  });

  it("needs the scope its procedure kind or meta names: 403 naming it, on both doors", async () => {
    const { owner, inTeam } = await teamWithMembers();
    const { secret: reader } = await makeKey(owner.token, inTeam, { role: "ADMIN", scopes: ["read"] });
    const { secret: writer } = await makeKey(owner.token, inTeam, { role: "ADMIN", scopes: ["read", "write"] });

    expect((await rest("GET", "/dashboard/posts", { token: reader })).status).toBe(200);
    const write = await rest("POST", "/posts/draft", { token: reader, body: { content: "x", platforms: [] } });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ message: 'This API key does not have the "write" scope', requiredScope: "write" });
    const viaTrpc = await trpcFailure(trpc({ token: reader }).post.saveDraft.mutate({ content: "x", platforms: [] }));
    expect(viaTrpc).toMatchObject({ status: 403, message: 'This API key does not have the "write" scope' });

    const draft = await rest<PostBody>("POST", "/posts/draft", { token: writer, body: { content: "x", platforms: [] } });
    expect(draft.status).toBe(200);
    const cases: Array<[string, string, unknown, string]> = [
      ["POST", "/posts/schedule", { content: "x", platforms: ["x"], scheduledAt: "2030-01-01T00:00:00Z" }, "publish"],
      ["POST", "/posts/save", { content: "x", platforms: ["x"], mode: "now" }, "publish"],
      ["POST", `/posts/${draft.body.post.id}/approve`, undefined, "publish"],
      ["POST", "/ai/generate", { topic: "x" }, "ai"],
      ["GET", "/api-keys", undefined, "admin"],
      ["PUT", "/auth/update-profile", { name: "x" }, "admin"],
    ];
    for (const [method, path, body, scope] of cases) {
      const answer = await rest(method, path, { token: writer, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.requiredScope, `${method} ${path}`).toBe(scope);
    }
    // Saving a draft through /posts/save is a write.
    expect((await rest("POST", "/posts/save", { token: writer, body: { content: "y", platforms: [], mode: "draft" } })).status).toBe(200);
    expect((await trpcFailure(trpc({ token: writer }).apiKeys.list.query())).status).toBe(403);
    // A key with the admin scope is still not a session: signing out is refused in words, not a 500.
    const { secret: admin } = await makeKey(owner.token, inTeam, { role: "ADMIN", scopes: ["admin"] });
    expect(await rest("POST", "/auth/logout", { token: admin })).toMatchObject({ status: 400, body: { message: /cannot sign out/ } });

    // The upload route (outside tRPC) shares the access check, with the scope it names.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))]), "photo.png");
    const uploaded = await upload(
      new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${reader}` } }),
    );
    expect(uploaded.status).toBe(403);
    expect(((await uploaded.json()) as { requiredScope: string }).requiredScope).toBe("write");
  });

  it("is refused on the next request once revoked, once expired, or when unknown, with a clear 401", async () => {
    const { owner, inTeam } = await teamWithMembers();
    const { secret, key } = await makeKey(owner.token, inTeam, { scopes: ["read"] });
    expect((await rest("GET", "/dashboard/posts", { token: secret })).status).toBe(200);
    const revoked = await rest<KeyAnswer>("DELETE", `/api-keys/${key.id}`, { token: owner.token, headers: inTeam });
    expect(revoked.body.key.status).toBe("revoked");
    const after = await rest("GET", "/dashboard/posts", { token: secret });
    expect(after).toMatchObject({ status: 401, body: { message: "This API key has been revoked" } });
    expect(await trpcFailure(trpc({ token: secret }).post.list.query({}))).toMatchObject({ status: 401, message: "This API key has been revoked" });

    const soon = await makeKey(owner.token, inTeam, { scopes: ["read"], expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await rest("GET", "/dashboard/posts", { token: soon.secret })).status).toBe(200);
    await db.apiKey.update({ where: { id: soon.key.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await rest("GET", "/dashboard/posts", { token: soon.secret })).toMatchObject({
      status: 401,
      body: { message: "This API key has expired" },
    });

    const unknown = await rest("GET", "/dashboard/posts", { token: `pp_live_${"A".repeat(32)}` });
    expect(unknown).toMatchObject({ status: 401, body: { message: "Invalid API key" } });
    expect(JSON.stringify(unknown.body)).not.toContain("AAAAAAAA");
  });

  it("stops working when its creator leaves the workspace, and records its last use at most once a minute", async () => {
    const { owner, editor, workspace, inTeam } = await teamWithMembers();
    await db.membership.update({ where: { workspaceId_userId: { workspaceId: workspace.id, userId: editor.user.id } }, data: { role: "ADMIN" } });
    const { secret, key } = await makeKey(editor.token, inTeam, { scopes: ["read"] });
    await rest("GET", "/dashboard/posts", { token: secret });
    const first = (await db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    expect(first).not.toBeNull();
    await rest("GET", "/dashboard/posts", { token: secret });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt).toEqual(first);
    const listed = await rest<{ keys: Array<{ lastUsedAt: string }> }>("GET", "/api-keys", { token: owner.token, headers: inTeam });
    expect(new Date(listed.body.keys[0]!.lastUsedAt).getTime()).toBe(first!.getTime());

    await db.membership.delete({ where: { workspaceId_userId: { workspaceId: workspace.id, userId: editor.user.id } } });
    expect(await rest("GET", "/dashboard/posts", { token: secret })).toMatchObject({
      status: 401,
      body: { message: "This API key's creator is no longer a member of its workspace" },
    });
  });
});

describe("per-key rate limits", () => {
  beforeAll(() => {
    process.env.API_KEY_RATE_LIMIT = "3";
    resetEnvForTests();
  });
  afterAll(() => {
    process.env.API_KEY_RATE_LIMIT = "1000";
    resetEnvForTests();
  });

  it("answers RateLimit-* headers, then 429 with Retry-After past the limit, counted across both doors", async () => {
    const owner = await createUser();
    const { secret } = await makeKey(owner.token, {}, { role: "OWNER", scopes: ["read"] });
    const first = await rest("GET", "/dashboard/posts", { token: secret });
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit-Limit")).toBe("3");
    expect(first.headers.get("RateLimit-Remaining")).toBe("2");
    expect(Number(first.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    await trpc({ token: secret }).post.list.query({});
    expect((await rest("GET", "/dashboard/posts", { token: secret })).headers.get("RateLimit-Remaining")).toBe("0");
    const over = await rest("GET", "/dashboard/posts", { token: secret });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(over.headers.get("RateLimit-Remaining")).toBe("0");
    expect((await trpcFailure(trpc({ token: secret }).post.list.query({}))).status).toBe(429);
    // Another key, and the creator's session, are not held back.
    const { secret: other } = await makeKey(owner.token, {}, { role: "OWNER", scopes: ["read"] });
    expect((await rest("GET", "/dashboard/posts", { token: other })).status).toBe(200);
    const session = await rest("GET", "/dashboard/posts", { token: owner.token });
    expect(session.status).toBe(200);
    expect(session.headers.get("RateLimit-Limit")).toBeNull();
  });
});

describe("keys are not echoed back", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses a key pasted into a post without repeating it, and redacts keys in errors and log lines", async () => {
    const owner = await createUser();
    const { secret } = await makeKey(owner.token, {}, { role: "OWNER", scopes: ["read", "write"] });
    const pasted = await rest("POST", "/posts/draft", { token: owner.token, body: { content: `my key is ${secret}`, platforms: [] } });
    expect(pasted.status).toBe(400);
    expect(pasted.body.message).toMatch(/API key/);
    expect(JSON.stringify(pasted.body)).not.toContain(secret.slice(8));
    expect(await db.post.count({ where: { userId: owner.user.id } })).toBe(0);

    // A key as a field name is echoed in the message's path: redacted on both doors.
    const asField = await rest("POST", "/posts/draft", { token: owner.token, body: { content: "x", platforms: [], [secret]: 1 } });
    expect(asField.status).toBe(400);
    expect(JSON.stringify(asField.body)).not.toContain(secret.slice(8));
    const viaTrpc = await trpcFailure(trpc({ token: owner.token }).post.list.query({ search: secret } as never));
    expect(viaTrpc.message).not.toContain(secret.slice(8));

    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
    logger.warn({ url: `/api/posts?key=${secret}`, err: new Error(`bad ${secret}`) }, `request with ${secret}`);
    expect(lines.join("\n")).toContain("pp_live_[redacted]");
    expect(lines.join("\n")).not.toContain(secret.slice(8));
  });
});
