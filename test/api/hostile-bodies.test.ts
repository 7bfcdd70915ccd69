/**
 * Hostile requests on every door that reads a body (REST adapter, tRPC, media upload, Stripe
 * webhook, next-auth): oversized bodies, chunked ones without Content-Length included, are
 * refused with 413 JSON while only a little more than the limit has been read; tRPC batches are
 * capped; mutations riding on the session cookie must come from our own origin.
 */
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { authOptions } from "@/server/auth/nextauth";
import { handleRestRequest } from "@/server/api/rest-adapter";
import * as trpcRoute from "@/app/api/trpc/[trpc]/route";
import * as uploadRoute from "@/app/api/media/upload/route";
import * as webhookRoute from "@/app/api/stripe/webhook/route";
import * as nextAuthRoute from "@/app/api/nextauth/[...nextauth]/route";
import { BASE } from "../helpers/api";
import { createUser } from "../helpers/users";

const MB = 1024 * 1024;

/** A chunked body (no Content-Length) of `bytes` bytes that records how much was pulled from it. */
function countingBody(bytes: number, chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - state.pulled);
      state.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, state };
}

function chunkedRequest(url: string, bytes: number, headers: Record<string, string> = {}) {
  const { stream, state } = countingBody(bytes);
  const req = new Request(url, { method: "POST", body: stream, headers, duplex: "half" } as RequestInit);
  return { req, state };
}

async function jsonOf(res: Response) {
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as Record<string, unknown> & { error?: { message: string; json?: { message: string } } };
}

let token: string;
let cookie: string;

beforeAll(async () => {
  const created = await createUser();
  token = created.token;
  const options = authOptions();
  const value = await options.jwt!.encode!({ token: { sub: created.user.id, tv: created.user.tokenVersion }, secret: options.secret!, maxAge: 3600 });
  cookie = `next-auth.session-token=${value}`;
  process.env.STRIPE_SECRET_KEY = "sk_test_hostile";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_hostile";
  resetEnvForTests();
});

afterAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnvForTests();
});

describe("bodies are counted while streaming and cut at the limit", () => {
  const doors: { name: string; bytes: number; call: (req: Request) => Promise<Response>; url: string; headers?: () => Record<string, string> }[] = [
    {
      name: "REST adapter",
      bytes: 20 * MB,
      url: `${BASE}/api/posts`,
      call: (req) => handleRestRequest(req),
      headers: () => ({ authorization: `Bearer ${token}`, "content-type": "application/json" }),
    },
    {
      name: "tRPC",
      bytes: 20 * MB,
      url: `${BASE}/api/trpc/post.create`,
      call: (req) => trpcRoute.POST(req),
      headers: () => ({ authorization: `Bearer ${token}`, "content-type": "application/json" }),
    },
    {
      name: "media upload",
      bytes: 100 * MB,
      url: `${BASE}/api/media/upload`,
      call: (req) => uploadRoute.POST(req),
      headers: () => ({ authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=x" }),
    },
    {
      name: "Stripe webhook",
      bytes: 20 * MB,
      url: `${BASE}/api/stripe/webhook`,
      call: (req) => webhookRoute.POST(req),
      headers: () => ({ "stripe-signature": "t=1,v1=00" }),
    },
    {
      name: "next-auth",
      bytes: 20 * MB,
      url: `${BASE}/api/nextauth/callback/credentials`,
      call: (req) =>
        nextAuthRoute.POST(new NextRequest(req, { duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]), {
          params: Promise.resolve({ nextauth: ["callback", "credentials"] }),
        }),
      headers: () => ({ "content-type": "application/x-www-form-urlencoded" }),
    },
  ];
  for (const door of doors) {
    it(`${door.name}: a chunked ${door.bytes / MB} MB body without Content-Length gets 413 JSON after reading little more than the limit`, async () => {
      const { req, state } = chunkedRequest(door.url, door.bytes, door.headers?.());
      const res = await door.call(req);
      expect(res.status).toBe(413);
      const body = await jsonOf(res);
      expect(JSON.stringify(body)).toMatch(/too large|at most 10MB/i);
      expect(state.pulled).toBeLessThan(12 * MB);
      expect(state.pulled).toBeLessThan(door.bytes);
    });
  }
});

describe("tRPC batches", () => {
  const batch = (n: number) =>
    `${BASE}/api/trpc/${Array.from({ length: n }, () => "billing.plans").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;

  it("answers a batch of 20 calls", async () => {
    const res = await trpcRoute.GET(new Request(batch(20)));
    expect(res.status).toBe(200);
    expect((await res.json()) as unknown[]).toHaveLength(20);
  });

  it("refuses a batch of 300 calls with 400 JSON", async () => {
    const res = await trpcRoute.GET(new Request(batch(300)));
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error?.json?.message).toBe("A batch may carry at most 20 calls");
  });
});

describe("cookie-authenticated mutations must come from our own pages", () => {
  const update = (headers: Record<string, string>) =>
    new Request(`${BASE}/api/trpc/profile.updateNotifications`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ json: { marketingEmails: true } }),
    });

  it("tRPC: another site's Origin is refused (403 JSON), ours passes", async () => {
    const refused = await trpcRoute.POST(update({ cookie, origin: "https://evil.example" }));
    expect(refused.status).toBe(403);
    expect((await jsonOf(refused)).error?.json?.message).toMatch(/Cross-site request refused/);
    const sameSite = await trpcRoute.POST(update({ cookie, origin: BASE }));
    expect(sameSite.status).not.toBe(403);
    const nullOrigin = await trpcRoute.POST(update({ cookie, origin: "null" }));
    expect(nullOrigin.status).toBe(403);
    const fetchSite = await trpcRoute.POST(update({ cookie, "sec-fetch-site": "cross-site" }));
    expect(fetchSite.status).toBe(403);
  });

  it("REST: a body-less text/plain POST from another site is refused; bearer calls are unaffected", async () => {
    const post = (headers: Record<string, string>) =>
      handleRestRequest(new Request(`${BASE}/api/posts/nope/publish-now`, { method: "POST", headers: { "content-type": "text/plain", ...headers } }));
    const refused = await post({ cookie, origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect((await jsonOf(refused)).message).toMatch(/Cross-site request refused/);
    const bearer = await post({ authorization: `Bearer ${token}`, origin: "https://evil.example" });
    expect(bearer.status).toBe(404);
    const bodyless = await post({ authorization: `Bearer ${token}` });
    expect(bodyless.status).toBe(404);
  });

  it("X-Forwarded-Host and -Proto name our origin only when TRUST_PROXY says a proxy of ours wrote them", async () => {
    const forged = { cookie, origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const trusted = process.env.TRUST_PROXY;
    try {
      delete process.env.TRUST_PROXY;
      resetEnvForTests();
      const refused = await trpcRoute.POST(update(forged));
      expect(refused.status).toBe(403);
      expect((await jsonOf(refused)).error?.json?.message).toMatch(/Cross-site request refused/);
      const rest = await handleRestRequest(new Request(`${BASE}/api/posts/nope/publish-now`, { method: "POST", headers: forged }));
      expect(rest.status).toBe(403);

      process.env.TRUST_PROXY = "1";
      resetEnvForTests();
      // Behind our proxy, the host the browser used is the one the proxy forwarded.
      const proxied = await trpcRoute.POST(
        update({ cookie, origin: "https://app.example", "x-forwarded-host": "app.example", "x-forwarded-proto": "https" }),
      );
      expect(proxied.status).not.toBe(403);
    } finally {
      if (trusted === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = trusted;
      resetEnvForTests();
    }
  });

  it("media upload: another site's Origin is refused", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(10)]), "x.png");
    const res = await uploadRoute.POST(
      new Request(`${BASE}/api/media/upload`, { method: "POST", headers: { cookie, origin: "https://evil.example" }, body: form }),
    );
    expect(res.status).toBe(403);
  });
});

describe("text inputs", () => {
  it("a NUL character gets 400 with a message on the contact form and update-profile (it used to be a 500)", async () => {
    const { rest } = await import("../helpers/api");
    const contact = await rest("POST", "/contact/submit", {
      body: { name: "Eve", email: "eve@example.com", subject: "general", message: "hi\u0000there" },
    });
    expect(contact.status).toBe(400);
    expect(contact.body).toMatchObject({ success: false, message: "Text must not contain NUL characters (message)" });
    const profile = await rest("PUT", "/auth/update-profile", { token, body: { name: "Nul\u0000Name" } });
    expect(profile.status).toBe(400);
    expect(profile.body).toMatchObject({ success: false, message: "Text must not contain NUL characters (name)" });
  });

  // Issue 24 item 8: a UTF-16 surrogate without its partner cannot be written as UTF-8; it used to be a 500.
  describe("unpaired UTF-16 surrogates get 400 naming the field, on both doors", () => {
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const variants = [
      ["a lone high surrogate", "x\ud800y"],
      ["a lone low surrogate", "x\udc00y"],
      ["a reversed pair", "x\ude00\ud83dy"],
      ["a high surrogate at the end", "x\udbff"],
    ] as const;
    const refusal = (field: string) => `Text must not contain unpaired UTF-16 surrogates (${field})`;

    async function uploaded(): Promise<string> {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(PNG)]), "alt.png");
      const res = await uploadRoute.POST(
        new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } }),
      );
      return ((await res.json()) as { data: { url: string } }).data.url;
    }

    it.each(variants)("%s in post text, alt text, a profile name and the contact form", async (_name, text) => {
      const { rest, trpc, trpcFailure } = await import("../helpers/api");
      const media = await uploaded();
      const cases: [string, string, Record<string, unknown>, string][] = [
        ["POST", "/posts/save", { content: text, platforms: ["sandbox"], mode: "draft" }, "content"],
        ["POST", "/posts/save", { content: "Fine", platforms: ["sandbox"], mediaUrls: [media], mediaAlt: [text], mode: "draft" }, "mediaAlt.0"],
        ["PUT", "/auth/update-profile", { name: text, email: "unused@example.com" }, "name"],
        ["POST", "/contact/submit", { name: "Eve", email: "eve@example.com", subject: "general", message: text }, "message"],
      ];
      for (const [method, path, body, field] of cases) {
        const res = await rest(method, path, { token, body });
        expect(res.status, `${path} ${field}`).toBe(400);
        expect(res.body).toEqual({ success: false, message: refusal(field) });
      }
      const client = trpc({ token });
      expect(await trpcFailure(client.post.save.mutate({ content: text, platforms: ["sandbox"], mode: "draft" }))).toMatchObject({
        status: 400,
        message: refusal("content"),
      });
      expect(await trpcFailure(client.profile.update.mutate({ name: text, email: "unused@example.com" }))).toMatchObject({
        status: 400,
        message: refusal("name"),
      });
      expect(
        await trpcFailure(client.contact.submit.mutate({ name: text, email: "eve@example.com", subject: "general", message: "Hi" })),
      ).toMatchObject({
        status: 400,
        message: refusal("name"),
      });
    });

    it("next-auth's credentials sign-in (a door that reads its own body) refuses them too, before the database sees them", async () => {
      type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;
      const provider = authOptions().providers.find((p) => p.id === "credentials") as unknown as { options: { authorize: Authorize } };
      await expect(provider.options.authorize({ email: "eve\ud800@example.com", password: "whatever" }, { headers: {} })).rejects.toThrow(
        "Text must not contain unpaired UTF-16 surrogates (email)",
      );
    });

    it("a well-formed pair (an emoji) is still fine", async () => {
      const { rest } = await import("../helpers/api");
      const res = await rest("POST", "/posts/save", { token, body: { content: "Launch day \ud83d\ude80", platforms: ["sandbox"], mode: "draft" } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  });

  // Issue 24 item 9's neighbours: a malformed percent escape must not reach decodeURIComponent unguarded.
  it("a malformed percent escape in the tRPC path or in the session cookie is a 4xx, not a 500", async () => {
    const malformedPath = await trpcRoute.GET(new Request(`${BASE}/api/trpc/%E0%A4%A?batch=1&input={}`));
    expect(malformedPath.status).toBeGreaterThanOrEqual(400);
    expect(malformedPath.status).toBeLessThan(500);
    const { rest } = await import("../helpers/api");
    const badCookie = await rest("GET", "/auth/me", { headers: { cookie: "next-auth.session-token=%E0%A4%A" } });
    expect(badCookie.status).toBe(401);
    expect(badCookie.body).toMatchObject({ success: false });
  });

  it("JSON nested thousands of levels deep is refused up front with 400 and a clear message", async () => {
    const deep = `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const res = await handleRestRequest(
      new Request(`${BASE}/api/auth/update-profile`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: deep,
      }),
    );
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).message).toMatch(/nested too deeply/);
  });
});
