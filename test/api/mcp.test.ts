/**
 * The MCP server (issue 28) driven by the SDK's own client (Client + StreamableHTTPClientTransport,
 * and the SDK's OAuth client for the connector flow) against the app's route handlers in-process:
 * with an API key (list tools, schedule a post, see it on the calendar), through OAuth end to end
 * (discovery, dynamic registration, consent with PKCE as a signed-in member, token exchange, tools,
 * refresh with rotation, revocation), and the refusals: a revoked key, an expired token, a token for
 * another resource, a missing scope named in the tool error, a contributor's schedule submitted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { auth, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { hashApiKey } from "@/server/services/api-keys/keys";
import { pruneOAuth } from "@/server/services/oauth/oauth";
import { sendNotificationDigests } from "@/server/services/notifications/email-digest";
import type { Mailer, MailMessage } from "@/server/integrations/mail/types";
import * as mcpRoute from "@/app/api/mcp/route";
import * as registerRoute from "@/app/api/oauth/register/route";
import * as tokenRoute from "@/app/api/oauth/token/route";
import * as revokeRoute from "@/app/api/oauth/revoke/route";
import * as consentRoute from "@/app/api/oauth/authorize/route";
import * as resourceMetadataRoute from "@/app/.well-known/oauth-protected-resource/[[...path]]/route";
import * as serverMetadataRoute from "@/app/.well-known/oauth-authorization-server/[[...path]]/route";
import { BASE, rest, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";
import { teamWithMembers } from "../workspaces/team";

const MCP_URL = `${BASE}/api/mcp`;
const saved = { ...process.env };

beforeAll(() => {
  process.env.API_KEY_RATE_LIMIT = "1000";
  resetEnvForTests();
});

afterAll(() => {
  process.env = saved;
  resetEnvForTests();
});

/** The app's route handlers as the network: what a real MCP client would reach over HTTP. */
async function appFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const req = new Request(input, init);
  req.headers.set("x-forwarded-for", "203.0.113.9");
  const path = new URL(req.url).pathname;
  const route = (() => {
    if (path === "/api/mcp") return mcpRoute as Record<string, unknown>;
    if (path.startsWith("/.well-known/oauth-protected-resource")) return resourceMetadataRoute as Record<string, unknown>;
    if (path.startsWith("/.well-known/oauth-authorization-server")) return serverMetadataRoute as Record<string, unknown>;
    if (path === "/api/oauth/register") return registerRoute as Record<string, unknown>;
    if (path === "/api/oauth/token") return tokenRoute as Record<string, unknown>;
    if (path === "/api/oauth/revoke") return revokeRoute as Record<string, unknown>;
    return null;
  })();
  const handler = route?.[req.method] as ((r: Request) => Promise<Response>) | undefined;
  if (!handler) return new Response("Not found", { status: 404 });
  return handler(req);
}

async function connectWithKey(secret: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: appFetch,
    requestInit: { headers: { Authorization: `Bearer ${secret}` } },
  });
  const client = new Client({ name: "postpilot-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

type ToolAnswer = { isError?: boolean; content: Array<{ type: string; text: string }> };

async function callTool<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown> = {}) {
  const answer = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const text = answer.content.map((c) => c.text).join("\n");
  let body: T | null = null;
  try {
    body = JSON.parse(text) as T;
  } catch {
    // an error's message is plain text
  }
  return { isError: answer.isError === true, text, body };
}

async function makeKey(token: string, headers: Record<string, string>, body: Record<string, unknown>): Promise<string> {
  const made = await rest<{ secret: string }>("POST", "/api-keys", {
    token,
    headers,
    body: { name: "Agent", role: "EDITOR", scopes: ["read"], ...body },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.secret;
}

function inDays(days: number): Date {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(12, 0, 0, 0);
  return at;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

type PostAnswer = { message: string; post: { id: string; status: string; content: string } };

describe("with an API key", () => {
  it("lists the tools, schedules a post, and the calendar procedure shows it", async () => {
    const { owner, workspace, inTeam } = await teamWithMembers();
    await trpc({ token: owner.token, headers: inTeam }).accounts.sandbox.auth.mutate();
    const secret = await makeKey(owner.token, inTeam, { role: "EDITOR", scopes: ["read", "write", "publish", "ai"] });
    const client = await connectWithKey(secret);

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ["create_draft", "generate_text", "get_post", "list_accounts", "list_posts", "list_workspaces", "schedule_post", "submit_for_review"].sort(),
    );
    // The inputs are the procedures' schemas: schedule_post needs content, platforms and scheduledAt.
    const schedule = tools.find((t) => t.name === "schedule_post")!;
    expect(schedule.inputSchema.required).toEqual(expect.arrayContaining(["content", "platforms", "scheduledAt"]));

    const workspaces = await callTool<{ data: Array<{ id: string; role: string }> }>(client, "list_workspaces");
    expect(workspaces.body?.data).toEqual([expect.objectContaining({ id: workspace.id, role: "EDITOR" })]);
    const accounts = await callTool<{ data: Array<{ platform: string }> }>(client, "list_accounts");
    expect(accounts.body?.data.map((a) => a.platform)).toContain("sandbox");

    const at = inDays(3);
    const scheduled = await callTool<PostAnswer>(client, "schedule_post", {
      content: "Launch day, from an agent",
      platforms: ["sandbox"],
      scheduledAt: at.toISOString(),
    });
    expect(scheduled.isError, scheduled.text).toBe(false);
    expect(scheduled.body?.post).toMatchObject({ status: "scheduled", content: "Launch day, from an agent" });

    // The calendar the app draws shows it on its day.
    const calendar = await trpc({ token: owner.token, headers: inTeam }).post.calendar.query({ from: ymd(inDays(0)), to: ymd(inDays(7)) });
    expect(calendar.data.map((p) => p.id)).toContain(scheduled.body!.post.id);

    // Searching finds it; its outcome and insights are one call away.
    const found = await callTool<{ data: Array<{ id: string }> }>(client, "list_posts", { q: "from an agent", showAll: "true" });
    expect(found.body?.data.map((p) => p.id)).toEqual([scheduled.body!.post.id]);
    const one = await callTool<{ post: { id: string; status: string; publishLogs: unknown[]; insights: object } }>(client, "get_post", {
      id: scheduled.body!.post.id,
    });
    expect(one.body?.post).toMatchObject({ id: scheduled.body!.post.id, status: "scheduled", publishLogs: [], insights: {} });

    // A draft, and the AI charged like the app (one prompt).
    const draft = await callTool<PostAnswer>(client, "create_draft", { content: "An idea for later" });
    expect(draft.body?.post.status).toBe("draft");
    const before = await db.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { aiPromptsUsed: true } });
    const written = await callTool<{ content: string; aiPromptsUsed: number }>(client, "generate_text", { topic: "Our new bakery" });
    expect(written.isError, written.text).toBe(false);
    expect(written.body?.content.length).toBeGreaterThan(0);
    const after = await db.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { aiPromptsUsed: true } });
    expect(after.aiPromptsUsed).toBe(before.aiPromptsUsed + 1);

    // A tool's input is checked by its procedure's schema: a bad date is a tool error, not a 5xx.
    const bad = await callTool(client, "schedule_post", { content: "x", platforms: ["sandbox"], scheduledAt: "tomorrow" });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/date/i);
    await client.close();
  });

  it("names the missing scope in the tool error; nothing is created", async () => {
    const { owner, workspace, inTeam } = await teamWithMembers();
    const secret = await makeKey(owner.token, inTeam, { scopes: ["read", "write"] });
    const client = await connectWithKey(secret);
    const refused = await callTool(client, "schedule_post", {
      content: "No publish scope",
      platforms: ["sandbox"],
      scheduledAt: inDays(2).toISOString(),
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toBe('This API key does not have the "publish" scope');
    const ai = await callTool(client, "generate_text", { topic: "x" });
    expect(ai.text).toBe('This API key does not have the "ai" scope');
    expect(await db.post.count({ where: { workspaceId: workspace.id } })).toBe(0);
    await client.close();
  });

  it("a contributor's key can only submit for review: scheduling submits, submit_for_review submits a draft", async () => {
    const { owner, workspace, inTeam } = await teamWithMembers();
    await trpc({ token: owner.token, headers: inTeam }).accounts.sandbox.auth.mutate();
    // Made by the owner (admins make keys) with the contributor role: it acts as a contributor.
    const secret = await makeKey(owner.token, inTeam, { role: "CONTRIBUTOR", scopes: ["read", "write", "publish"] });
    const client = await connectWithKey(secret);
    const asked = await callTool<PostAnswer>(client, "schedule_post", {
      content: "Please approve me",
      platforms: ["sandbox"],
      scheduledAt: inDays(2).toISOString(),
    });
    expect(asked.isError, asked.text).toBe(false);
    expect(asked.body?.post.status).toBe("in_review");
    expect(asked.body?.message).toMatch(/Submitted for review/);

    const draft = await callTool<PostAnswer>(client, "create_draft", {
      content: "Draft to submit",
      platforms: ["sandbox"],
      scheduledAt: inDays(4).toISOString(),
    });
    const submitted = await callTool<PostAnswer>(client, "submit_for_review", { id: draft.body!.post.id });
    expect(submitted.isError, submitted.text).toBe(false);
    expect(submitted.body?.post.status).toBe("in_review");
    const statuses = await db.post.findMany({ where: { workspaceId: workspace.id }, select: { status: true } });
    expect(statuses.map((p) => p.status).sort()).toEqual(["in_review", "in_review"]);
    await client.close();

    // A key with the editor role needs no review: submit_for_review says so and changes nothing.
    const editorClient = await connectWithKey(await makeKey(owner.token, inTeam, { role: "EDITOR", scopes: ["read", "write", "publish"] }));
    const own = await callTool<PostAnswer>(editorClient, "create_draft", {
      content: "Editor draft",
      platforms: ["sandbox"],
      scheduledAt: inDays(2).toISOString(),
    });
    const noReview = await callTool(editorClient, "submit_for_review", { id: own.body!.post.id });
    expect(noReview.isError).toBe(true);
    expect(noReview.text).toMatch(/need no review/);
    expect((await db.post.findUniqueOrThrow({ where: { id: own.body!.post.id } })).status).toBe("draft");
    await editorClient.close();
  });

  it("a revoked key is refused with 401 and a clear message, never a 5xx", async () => {
    const { owner, inTeam } = await teamWithMembers();
    const secret = await makeKey(owner.token, inTeam, {});
    const client = await connectWithKey(secret);
    const keys = await rest<{ keys: Array<{ id: string }> }>("GET", "/api-keys", { token: owner.token, headers: inTeam });
    expect((await rest("DELETE", `/api-keys/${keys.body.keys[0]!.id}`, { token: owner.token, headers: inTeam })).status).toBe(200);
    await expect(client.listTools()).rejects.toThrow(/401|revoked/);

    const raw = await appFetch(MCP_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect(raw.headers.get("www-authenticate")).toContain(`resource_metadata="${BASE}/.well-known/oauth-protected-resource/api/mcp"`);
    expect(await raw.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32001, message: "This API key has been revoked" } });
  });

  it("without a credential: 401 pointing at the resource metadata; GET is 405", async () => {
    const raw = await appFetch(MCP_URL, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(raw.status).toBe(401);
    expect(raw.headers.get("www-authenticate")).toBe(`Bearer resource_metadata="${BASE}/.well-known/oauth-protected-resource/api/mcp"`);
    expect((await appFetch(MCP_URL, { method: "GET" })).status).toBe(405);
  });
});

/** An MCP client's OAuth state, as a connector keeps it; the "browser" step is done by the test. */
class TestProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  get redirectUrl() {
    return "http://localhost:6274/oauth/callback";
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "Test Assistant",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** The member's browser on the consent page: posts the form with their session cookie, answers the code. */
async function consent(authorizationUrl: URL, cookieToken: string, workspaceId: string, decision = "approve") {
  const form = new URLSearchParams(authorizationUrl.searchParams);
  form.set("workspace_id", workspaceId);
  form.set("decision", decision);
  const res = await consentRoute.POST(
    new Request(`${BASE}/api/oauth/authorize`, {
      method: "POST",
      headers: { cookie: `next-auth.session-token=${cookieToken}`, origin: BASE, "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    }),
  );
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!);
}

async function connectWithOAuth(provider: TestProvider): Promise<Client> {
  const client = new Client({ name: "postpilot-oauth-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: appFetch, authProvider: provider }));
  return client;
}

describe("through OAuth 2.1, as a connector", () => {
  it("discovers, registers, gets consent with PKCE, calls tools, refreshes with rotation, and is refused once revoked", async () => {
    const { owner, workspace, inTeam } = await teamWithMembers();
    await trpc({ token: owner.token, headers: inTeam }).accounts.sandbox.auth.mutate();
    const provider = new TestProvider();

    // First contact: 401 → metadata → dynamic registration → the authorization URL (PKCE S256).
    const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: appFetch, authProvider: provider });
    await expect(new Client({ name: "t", version: "1" }).connect(transport)).rejects.toThrow(/Unauthorized/i);
    expect(provider.client?.client_id).toMatch(/^ppc_/);
    const url = provider.authorizationUrl!;
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/oauth/authorize`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("resource")).toBe(MCP_URL);

    // The member approves in the team workspace; the code comes back with the state and issuer.
    const back = await consent(url, owner.token, workspace.id);
    expect(back.searchParams.get("state")).toBe(url.searchParams.get("state"));
    expect(back.searchParams.get("iss")).toBe(BASE);
    await transport.finishAuth(back.searchParams.get("code")!);
    const first = provider.saved!;
    expect(first.access_token).toMatch(/^pp_live_/);
    expect(first.refresh_token).toMatch(/^pp_refresh_/);
    // Stored hashed, acting in the chosen workspace with the member's role; not listed with the keys.
    const row = await db.apiKey.findUniqueOrThrow({ where: { hash: hashApiKey(first.access_token) } });
    // The SDK asks for the scopes the resource metadata lists (all the tools need; admin only if asked).
    expect(row).toMatchObject({ workspaceId: workspace.id, role: "OWNER", scopes: ["read", "write", "publish", "ai"] });
    const listed = await rest<{ keys: unknown[] }>("GET", "/api-keys", { token: owner.token, headers: inTeam });
    expect(listed.body.keys).toHaveLength(0);
    // A code is good once.
    const replay = await appFetch(`${BASE}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: back.searchParams.get("code")!,
        client_id: provider.client!.client_id,
        code_verifier: provider.verifier,
      }).toString(),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });

    const client = await connectWithOAuth(provider);
    const scheduled = await callTool<PostAnswer>(client, "schedule_post", {
      content: "Via a connector",
      platforms: ["sandbox"],
      scheduledAt: inDays(2).toISOString(),
    });
    expect(scheduled.body?.post.status).toBe("scheduled");
    const calendar = await trpc({ token: owner.token, headers: inTeam }).post.calendar.query({ from: ymd(inDays(0)), to: ymd(inDays(7)) });
    expect(calendar.data.map((p) => p.id)).toContain(scheduled.body!.post.id);
    await client.close();

    // Refresh: a new access token and a new refresh token; the old refresh token is spent.
    expect(await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch })).toBe("AUTHORIZED");
    const second = provider.saved!;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const reused = await appFetch(`${BASE}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: first.refresh_token!,
        client_id: provider.client!.client_id,
      }).toString(),
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant" });
    const again = await connectWithOAuth(provider);
    expect((await callTool(again, "list_posts", { showAll: "true" })).isError).toBe(false);
    await again.close();

    // Revoking the refresh token ends the grant: its access tokens answer 401 at once.
    const revoked = await appFetch(`${BASE}/api/oauth/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: second.refresh_token!, client_id: provider.client!.client_id }).toString(),
    });
    expect(revoked.status).toBe(200);
    const after = await appFetch(MCP_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${second.access_token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { message: "This access token has been revoked" } });
  });

  it("a contributor who connects acts as a contributor: a scheduled post is submitted for review", async () => {
    const { owner, contributor, workspace, inTeam } = await teamWithMembers();
    await trpc({ token: owner.token, headers: inTeam }).accounts.sandbox.auth.mutate();
    const provider = new TestProvider();
    await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch });
    const back = await consent(provider.authorizationUrl!, contributor.token, workspace.id);
    await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch, authorizationCode: back.searchParams.get("code")! });
    const client = await connectWithOAuth(provider);
    const asked = await callTool<PostAnswer>(client, "schedule_post", {
      content: "From my assistant",
      platforms: ["sandbox"],
      scheduledAt: inDays(2).toISOString(),
    });
    expect(asked.body?.post.status).toBe("in_review");
    await client.close();
  });

  it("an expired access token is 401 with invalid_token; a token for the MCP server is refused at the REST door", async () => {
    const { owner, workspace } = await teamWithMembers();
    const provider = new TestProvider();
    await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch });
    const back = await consent(provider.authorizationUrl!, owner.token, workspace.id);
    await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch, authorizationCode: back.searchParams.get("code")! });
    const token = provider.saved!.access_token;

    // Not an API key for the REST door: its audience is the MCP server (RFC 8707).
    const viaRest = await rest("GET", "/dashboard/posts", { token });
    expect(viaRest.status).toBe(401);
    expect(viaRest.body.message).toBe("This access token was issued for another resource");

    await db.apiKey.update({ where: { hash: hashApiKey(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await appFetch(MCP_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect(await res.json()).toMatchObject({ error: { message: "This access token has expired" } });
  });

  it("consent: only a workspace the member belongs to; deny sends access_denied; bad requests never redirect to unregistered URIs", async () => {
    const { owner } = await teamWithMembers();
    const stranger = await createUser();
    const provider = new TestProvider();
    await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch });
    const url = provider.authorizationUrl!;

    const denied = await consent(url, owner.token, "whatever", "deny");
    expect(denied.searchParams.get("error")).toBe("access_denied");

    const form = new URLSearchParams(url.searchParams);
    form.set("workspace_id", (await db.membership.findFirstOrThrow({ where: { userId: stranger.user.id } })).workspaceId);
    form.set("decision", "approve");
    const notMine = await consentRoute.POST(
      new Request(`${BASE}/api/oauth/authorize`, {
        method: "POST",
        headers: { cookie: `next-auth.session-token=${owner.token}`, origin: BASE, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
    );
    expect(notMine.status).toBe(403);

    // Another site cannot post the form with the member's cookie.
    const crossSite = await consentRoute.POST(
      new Request(`${BASE}/api/oauth/authorize`, {
        method: "POST",
        headers: {
          cookie: `next-auth.session-token=${owner.token}`,
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form.toString(),
      }),
    );
    expect(crossSite.status).toBe(403);

    form.set("redirect_uri", "https://evil.example/callback");
    const wrongUri = await consentRoute.POST(
      new Request(`${BASE}/api/oauth/authorize`, {
        method: "POST",
        headers: { cookie: `next-auth.session-token=${owner.token}`, origin: BASE, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
    );
    expect(wrongUri.status).toBe(400);
    expect(wrongUri.headers.get("location")).toBeNull();
  });

  it("metadata, registration and token errors are 4xx in OAuth's shape", async () => {
    const prm = await (await appFetch(`${BASE}/.well-known/oauth-protected-resource/api/mcp`)).json();
    expect(prm).toMatchObject({ resource: MCP_URL, authorization_servers: [BASE] });
    const as = await (await appFetch(`${BASE}/.well-known/oauth-authorization-server`)).json();
    expect(as).toMatchObject({ issuer: BASE, code_challenge_methods_supported: ["S256"], registration_endpoint: `${BASE}/api/oauth/register` });

    const post = (path: string, body: string, type = "application/json") =>
      appFetch(`${BASE}${path}`, { method: "POST", headers: { "content-type": type }, body });
    const noUris = await post("/api/oauth/register", JSON.stringify({ client_name: "x" }));
    expect(noUris.status).toBe(400);
    expect(await noUris.json()).toMatchObject({ error: "invalid_redirect_uri" });
    expect((await post("/api/oauth/register", JSON.stringify({ redirect_uris: ["javascript:alert(1)"] }))).status).toBe(400);
    expect((await post("/api/oauth/register", "{not json")).status).toBe(400);
    const grant = await post("/api/oauth/token", "grant_type=password&username=a", "application/x-www-form-urlencoded");
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: "unsupported_grant_type" });
    const unknown = await post("/api/oauth/token", "grant_type=authorization_code&code=x&client_id=nope", "application/x-www-form-urlencoded");
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: "invalid_client" });

    // A confidential client: its secret is needed at the token endpoint.
    const registered = await post(
      "/api/oauth/register",
      JSON.stringify({ redirect_uris: ["https://app.example/cb"], token_endpoint_auth_method: "client_secret_post" }),
    );
    const info = (await registered.json()) as { client_id: string; client_secret: string };
    expect(info.client_secret).toMatch(/^ppcs_/);
    expect((await db.oAuthClient.findUniqueOrThrow({ where: { id: info.client_id } })).secretHash).not.toContain(info.client_secret);
    const wrongSecret = await post(
      "/api/oauth/token",
      `grant_type=refresh_token&refresh_token=pp_refresh_x&client_id=${info.client_id}&client_secret=nope`,
      "application/x-www-form-urlencoded",
    );
    expect(wrongSecret.status).toBe(401);
  });

  it("the hourly prune drops grants nobody exchanged and revoked ones a day on, keeping live grants", async () => {
    const { owner, workspace } = await teamWithMembers();
    const live = new TestProvider();
    await auth(live, { serverUrl: MCP_URL, fetchFn: appFetch });
    const code = (await consent(live.authorizationUrl!, owner.token, workspace.id)).searchParams.get("code")!;
    await auth(live, { serverUrl: MCP_URL, fetchFn: appFetch, authorizationCode: code });
    const abandoned = new TestProvider();
    await auth(abandoned, { serverUrl: MCP_URL, fetchFn: appFetch });
    await consent(abandoned.authorizationUrl!, owner.token, workspace.id);

    await pruneOAuth(new Date(Date.now() + 2 * 86_400_000));
    const left = await db.oAuthGrant.findMany({ where: { workspaceId: workspace.id }, select: { clientId: true } });
    expect(left.map((g) => g.clientId)).toEqual([live.client!.client_id]);
    // Its access token ended (an hour) more than a day before "now": gone; the grant refreshes a new one.
    expect(await db.apiKey.count({ where: { workspaceId: workspace.id } })).toBe(0);
  });
});

/** A member connects the test assistant to a workspace through the real OAuth flow; answers its tokens. */
async function connectAs(cookieToken: string, workspaceId: string): Promise<TestProvider> {
  const provider = new TestProvider();
  await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch });
  const back = await consent(provider.authorizationUrl!, cookieToken, workspaceId);
  await auth(provider, { serverUrl: MCP_URL, fetchFn: appFetch, authorizationCode: back.searchParams.get("code")! });
  return provider;
}

function mcpRequest(token: string) {
  return appFetch(MCP_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
}

type ConnectedApps = {
  seesAll: boolean;
  apps: Array<{
    id: string;
    clientName: string;
    user: { id: string };
    workspace: { id: string; name: string };
    role: string;
    scopes: string[];
    lastUsedAt: string | null;
  }>;
};

describe("connected apps: the member's page of OAuth grants", () => {
  it("a member sees their own grants, an admin everyone's; last use shown; disconnecting ends the tokens at once; another's grant is 404", async () => {
    const { owner, editor, workspace, inTeam } = await teamWithMembers();
    const mine = await connectAs(editor.token, workspace.id);
    const theirs = await connectAs(owner.token, workspace.id);
    expect((await mcpRequest(mine.saved!.access_token)).status).toBe(200);

    const editorList = await rest<ConnectedApps>("GET", "/connected-apps", { token: editor.token, headers: inTeam });
    expect(editorList.status).toBe(200);
    expect(editorList.body.seesAll).toBe(false);
    expect(editorList.body.apps).toHaveLength(1);
    expect(editorList.body.apps[0]).toMatchObject({
      clientName: "Test Assistant",
      user: { id: editor.user.id },
      workspace: { id: workspace.id },
      role: "EDITOR",
      scopes: ["read", "write", "publish", "ai"],
    });
    expect(editorList.body.apps[0]!.lastUsedAt).not.toBeNull();

    const ownerList = await trpc({ token: owner.token, headers: inTeam }).connectedApps.list.query();
    expect(ownerList.seesAll).toBe(true);
    expect(ownerList.apps.map((a) => a.user.id).sort()).toEqual([owner.user.id, editor.user.id].sort());
    const ownersGrant = ownerList.apps.find((a) => a.user.id === owner.user.id)!;
    expect(ownersGrant.lastUsedAt).toBeNull();

    // Another member's grant does not exist for an editor (no leak of ids), and stays working.
    const notYours = await rest("DELETE", `/connected-apps/${ownersGrant.id}`, { token: editor.token, headers: inTeam });
    expect(notYours.status).toBe(404);
    expect((await mcpRequest(theirs.saved!.access_token)).status).toBe(200);

    // Disconnecting: the very next MCP request with its token is refused, and the refresh token is dead too.
    const gone = await rest<{ message: string }>("DELETE", `/connected-apps/${editorList.body.apps[0]!.id}`, {
      token: editor.token,
      headers: inTeam,
    });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe("Test Assistant disconnected");
    const after = await mcpRequest(mine.saved!.access_token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { message: "This access token has been revoked" } });
    const refreshed = await appFetch(`${BASE}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: mine.saved!.refresh_token!,
        client_id: mine.client!.client_id,
      }).toString(),
    });
    expect(refreshed.status).toBe(400);
    expect((await rest<ConnectedApps>("GET", "/connected-apps", { token: editor.token, headers: inTeam })).body.apps).toHaveLength(0);

    // An admin may disconnect anyone's: the owner's grant, ended by the owner here from the admin list.
    expect((await rest("DELETE", `/connected-apps/${ownersGrant.id}`, { token: editor.token, headers: inTeam })).status).toBe(404);
    expect((await rest("DELETE", `/connected-apps/${ownersGrant.id}`, { token: owner.token, headers: inTeam })).status).toBe(200);
    expect((await mcpRequest(theirs.saved!.access_token)).status).toBe(401);
  });

  it("an admin disconnects a member's app and the member is told in the bell; an outsider's request is 404", async () => {
    const { owner, contributor, outsider, workspace, inTeam } = await teamWithMembers();
    const provider = await connectAs(contributor.token, workspace.id);
    const listed = await rest<ConnectedApps>("GET", "/connected-apps", { token: owner.token, headers: inTeam });
    const grant = listed.body.apps.find((a) => a.user.id === contributor.user.id)!;
    expect(grant.role).toBe("CONTRIBUTOR");
    expect((await rest("DELETE", `/connected-apps/${grant.id}`, { token: outsider.token, headers: inTeam })).status).toBe(404);
    expect(await db.notification.count({ where: { kind: "app_disconnected", userId: contributor.user.id } })).toBe(0);
    expect((await rest("DELETE", `/connected-apps/${grant.id}`, { token: owner.token, headers: inTeam })).status).toBe(200);
    expect((await mcpRequest(provider.saved!.access_token)).status).toBe(401);

    // The member whose app it was sees it in their bell, naming who, what and where, linking to the page.
    const bell = await trpc({ token: contributor.token, headers: inTeam }).notifications.list.query({});
    const told = bell.data.filter((n) => n.kind === "app_disconnected");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `${owner.user.name} disconnected Test Assistant from ${workspace.name}`,
      link: "/workspace/connected-apps",
      workspace: { id: workspace.id },
      read: false,
    });
    // Nobody else is told: not the admin who did it, and nobody disconnecting their own app.
    expect(
      await db.notification.count({ where: { kind: "app_disconnected", userId: { not: contributor.user.id }, workspaceId: workspace.id } }),
    ).toBe(0);
    const own = await connectAs(contributor.token, workspace.id);
    const ownGrant = (await rest<ConnectedApps>("GET", "/connected-apps", { token: contributor.token, headers: inTeam })).body.apps[0]!;
    expect((await rest("DELETE", `/connected-apps/${ownGrant.id}`, { token: contributor.token, headers: inTeam })).status).toBe(200);
    expect((await mcpRequest(own.saved!.access_token)).status).toBe(401);
    expect(await db.notification.count({ where: { kind: "app_disconnected", workspaceId: workspace.id } })).toBe(1);

    // And by e-mail, in the member's next digest, like every kind of notification.
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (message) => void sent.push(message), verify: async () => {} };
    await sendNotificationDigests(new Date(Date.now() + 11 * 60_000), mailer);
    const mail = sent.find((m) => m.to === contributor.user.email);
    expect(mail?.text).toContain(`${owner.user.name} disconnected Test Assistant from ${workspace.name}`);
  });
});
