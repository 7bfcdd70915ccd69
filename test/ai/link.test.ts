/**
 * Generate from a link: the SSRF-safe fetcher (the address policy itself: test/unit/address-policy.test.ts; redirects
 * re-checked through an injected resolver), readable-text extraction, and POST
 * /api/ai/generate-from-link through both doors.
 *
 * The test pages are served on 127.0.0.1, which the fetcher rightly refuses. To reach them the
 * tests inject a resolver that maps test host names to a public-looking address (93.184.215.14)
 * and a connector that carries connections to that address to the local server; the address check
 * itself runs unchanged on what the resolver answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { extractPageText } from "@/server/lib/html-text";
import { SafeFetchError, safeFetchHtml, type SafeFetchOptions } from "@/server/lib/safe-fetch";
import { clearRateLimit } from "@/server/services/rate-limit";
import { generateFromLink, generateSuggestions } from "@/server/services/ai/text";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { PRIVATE_HOST_SPELLINGS } from "../helpers/private-addresses";
import { ledger, sentenceCount, usage, selectOfflineGenerator, userWithQuota } from "./helpers";

const PUBLIC_TEST_IP = "93.184.215.14";

const ARTICLE = `<!doctype html><html><head><title>Why Teams Love Async Work | Example News</title>
<meta name="description" content="A look at asynchronous collaboration.">
<style>body { color: red }</style><script>window.secret = "<p>do not read me</p>";</script></head>
<body><header><nav><a href="/">Home</a> <a href="/about">About us</a></nav></header>
<main><article><h1>Why teams love async work</h1>
<p>Asynchronous collaboration lets people focus on deep work without constant meetings.</p>
<p>Teams across time zones report fewer interruptions and clearer written decisions.</p>
<p>Documentation becomes a habit, which helps new colleagues get up to speed &amp; stay aligned.</p>
<p>Managers say the biggest change is trusting outcomes over presence in a chat channel.</p>
<!-- a comment <p>hidden</p> -->
</article></main><aside>Subscribe to our newsletter</aside><footer>© Example News 2026</footer></body></html>`;

let server: Server;
let port: number;
const hits: string[] = [];

function page(req: IncomingMessage, res: ServerResponse) {
  hits.push(req.url ?? "");
  const url = new URL(req.url ?? "/", "http://x");
  switch (url.pathname) {
    case "/article":
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(ARTICLE);
    case "/gzip":
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      return res.end(gzipSync(ARTICLE));
    case "/to-article":
      res.writeHead(302, { location: "/article" });
      return res.end();
    case "/to-evil":
      res.writeHead(302, { location: `http://evil.example.test:${port}/article` });
      return res.end();
    case "/to-loopback":
      res.writeHead(301, { location: `http://127.0.0.1:${port}/article` });
      return res.end();
    case "/to-metadata":
      res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    case "/loop":
      res.writeHead(302, { location: "/loop" });
      return res.end();
    case "/json":
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{}");
    case "/big":
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(`<p>${"x".repeat(10_000)}</p>`);
    case "/slow":
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(200, { "content-type": "text/html" }).end("<p>late</p>");
      }, 2000);
      return;
    case "/missing":
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<p>not here</p>");
    default:
      res.writeHead(404).end();
  }
}

/** Test DNS: names under example.test, mapped as the scenario needs. */
const resolver: NonNullable<SafeFetchOptions["resolve"]> = async (hostname) => {
  if (hostname === "news.example.test") return [PUBLIC_TEST_IP];
  if (hostname === "evil.example.test") return ["127.0.0.1"];
  if (hostname === "mixed.example.test") return [PUBLIC_TEST_IP, "10.0.0.7"];
  if (hostname === "v6.example.test") return ["::1"];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};
const connector: NonNullable<SafeFetchOptions["connect"]> = (address, targetPort) => {
  if (address !== PUBLIC_TEST_IP) throw new Error(`the test connector only reaches ${PUBLIC_TEST_IP}, not ${address}`);
  return net.connect(targetPort, "127.0.0.1");
};
const via: SafeFetchOptions = { resolve: resolver, connect: connector };
const at = (path: string, host = "news.example.test") => `http://${host}:${port}${path}`;

async function fetchFailure(url: string, options: SafeFetchOptions = via): Promise<SafeFetchError> {
  try {
    await safeFetchHtml(url, options);
  } catch (err) {
    if (err instanceof SafeFetchError) return err;
    throw err;
  }
  throw new Error(`expected ${url} to fail`);
}

beforeAll(async () => {
  server = createServer(page);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  await selectOfflineGenerator();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits.length = 0;
});

describe("safe fetcher", () => {
  it.each([
    "http://127.0.0.1/",
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://0x7f000001/",
    "http://2130706433/",
    "http://localhost/",
  ])("refuses %s with the real resolver, before connecting", async (url) => {
    const err = await fetchFailure(url, {});
    expect(err.kind).toBe("refused");
  });

  it.each(["ftp://example.com/", "file:///etc/passwd", "javascript:alert(1)", "not a url", "http://user:pw@example.com/"])(
    "refuses %s as an invalid URL",
    async (url) => {
      expect((await fetchFailure(url, {})).kind).toBe("invalid_url");
    },
  );

  it("fetches a public page (through the injected resolver), following a relative redirect", async () => {
    const page = await safeFetchHtml(at("/to-article"), via);
    expect(page.url).toBe(at("/article"));
    expect(page.body).toContain("Why teams love async work");
    expect(hits).toEqual(["/to-article", "/article"]);
  });

  it("decodes a gzip page", async () => {
    expect((await safeFetchHtml(at("/gzip"), via)).body).toContain("Asynchronous collaboration");
  });

  it("re-checks every redirect: a host that resolves to 127.0.0.1, a loopback literal, the metadata address", async () => {
    for (const path of ["/to-evil", "/to-loopback", "/to-metadata"]) {
      hits.length = 0;
      const err = await fetchFailure(at(path));
      expect(err.kind, path).toBe("refused");
      expect(hits, path).toEqual([path]); // the target was never requested
    }
  });

  it("refuses a host when any of its addresses is private, and an IPv6 loopback answer", async () => {
    expect((await fetchFailure(at("/article", "mixed.example.test"))).kind).toBe("refused");
    expect((await fetchFailure(at("/article", "v6.example.test"))).kind).toBe("refused");
    expect(hits).toEqual([]);
  });

  it("stops after 3 redirects", async () => {
    const err = await fetchFailure(at("/loop"));
    expect(err.kind).toBe("failed");
    expect(err.message).toMatch(/more than 3 redirects/);
    expect(hits).toHaveLength(4);
  });

  it("fails on non-HTML, too large, error status, slow pages and unknown hosts", async () => {
    expect((await fetchFailure(at("/json"))).message).toMatch(/not an HTML page/);
    expect((await fetchFailure(at("/big"), { ...via, maxBytes: 1000 })).message).toMatch(/larger than 1000 bytes/);
    expect((await fetchFailure(at("/missing"))).message).toMatch(/answered 404/);
    const slow = await fetchFailure(at("/slow"), { ...via, timeoutMs: 300 });
    expect(slow.kind).toBe("failed");
    expect(slow.message).toMatch(/timed out/);
    expect((await fetchFailure(at("/article", "nowhere.example.test"))).kind).toBe("failed");
  });
});

describe("readable text", () => {
  it("keeps the title and main text; drops scripts, styles, navigation, asides, footers and comments", () => {
    const text = extractPageText(ARTICLE);
    expect(text.title).toBe("Why Teams Love Async Work | Example News");
    expect(text.description).toBe("A look at asynchronous collaboration.");
    expect(text.text).toContain("Asynchronous collaboration lets people focus on deep work without constant meetings.");
    expect(text.text).toContain("get up to speed & stay aligned");
    for (const gone of ["do not read me", "color: red", "About us", "Subscribe", "Example News 2026", "hidden"]) {
      expect(text.text).not.toContain(gone);
    }
  });

  it("copes with broken markup, attributes holding '>', and character references", () => {
    const text = extractPageText(`<p title="a > b">Fish &amp; chips &#8212; &#x1F600; <b>bold</p><div>unclosed <span>text`);
    expect(text.text).toBe("Fish & chips — 😀 bold\nunclosed text");
    expect(extractPageText("a < b and c").text).toBe("a < b and c");
  });
});

describe("generate from link", () => {
  it("writes a post from the page and charges 1 prompt (service, through the injected resolver)", async () => {
    const { user } = await userWithQuota({ used: 3 });
    const answer = await generateFromLink(user.id, { url: at("/to-article"), tone: "informative", length: "long" }, { fetch: via });
    expect(answer).toMatchObject({
      generator: "offline",
      model: null,
      aiPromptsUsed: 4,
      source: { url: at("/article"), title: "Why Teams Love Async Work | Example News" },
    });
    expect(answer.content).toContain("Asynchronous collaboration lets people focus on deep work");
    expect(answer.content).toContain(`Read more: ${at("/article")}`);
    expect(sentenceCount(answer.content)).toBeGreaterThanOrEqual(6);
    expect(await ledger(user.id)).toEqual([{ amount: 1, reason: "ai.generate_from_link" }]);
  });

  it("fits X's 280 characters when X is chosen", async () => {
    const { user } = await userWithQuota();
    const answer = await generateFromLink(
      user.id,
      { url: at("/article"), tone: "enthusiastic", length: "long", platforms: ["x", "linkedin"] },
      { fetch: via },
    );
    expect(answer.content.length).toBeLessThanOrEqual(280);
  });

  it("suggestions from a URL: three tones built on the page", async () => {
    const { user } = await userWithQuota();
    const answer = await generateSuggestions(user.id, { url: at("/article") }, { fetch: via });
    expect(answer.suggestions).toHaveLength(3);
    for (const s of answer.suggestions) expect(s.content).toContain("Why Teams Love Async Work");
    expect((await usage(user.id)).aiPromptsUsed).toBe(1);
  });

  it("a redirect to a private address is 400 'This address cannot be fetched.' and refunded", async () => {
    const { user } = await userWithQuota({ used: 2 });
    await expect(generateFromLink(user.id, { url: at("/to-evil"), tone: "casual", length: "short" }, { fetch: via })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This address cannot be fetched.",
    });
    expect((await usage(user.id)).aiPromptsUsed).toBe(2);
  });

  it.each(["http://127.0.0.1/", "http://10.0.0.1/admin", "http://169.254.169.254/latest/meta-data/", "http://[::1]:3000/"])(
    "REST and tRPC refuse %s with 400 and charge nothing",
    async (url) => {
      const { user, token } = await userWithQuota({ used: 1 });
      const res = await rest("POST", "/ai/generate-from-link", { token, body: { url, tone: "casual", length: "short" } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: "This address cannot be fetched." });
      const failure = await trpcFailure(trpc({ token }).ai.generateFromLink.mutate({ url }));
      expect(failure.status).toBe(400);
      expect(failure.message).toBe("This address cannot be fetched.");
      expect((await usage(user.id)).aiPromptsUsed).toBe(1);
    },
  );

  it("refuses every spelling of a private address (test/helpers/private-addresses.ts) with 400, charging nothing", async () => {
    const { user, token } = await userWithQuota({ used: 1 });
    for (const spelling of PRIVATE_HOST_SPELLINGS) {
      await clearRateLimit("user:generateFromLink", user.id);
      const res = await rest("POST", "/ai/generate-from-link", {
        token,
        body: { url: `http://${spelling}/latest/meta-data/`, tone: "casual", length: "short" },
      });
      expect({ spelling, status: res.status, body: res.body }).toEqual({
        spelling,
        status: 400,
        body: { success: false, message: "This address cannot be fetched." },
      });
    }
    expect((await usage(user.id)).aiPromptsUsed).toBe(1);
  });

  it("an invalid URL is 400 with the spec's message on both doors", async () => {
    const { token } = await userWithQuota();
    const res = await rest("POST", "/ai/generate-from-link", { token, body: { url: "example" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Please enter a valid URL (e.g., https://example.com)." });
    const failure = await trpcFailure(trpc({ token }).ai.generateFromLink.mutate({ url: "ftp://example.com/file" }));
    expect(failure.message).toBe("Please enter a valid URL (e.g., https://example.com).");
    const missing = await rest("POST", "/ai/generate-from-link", { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: "URL is required" });
  });

  it("a page that cannot be fetched (unknown host) is 502 'Failed to generate content from link.' and refunded", async () => {
    const { user, token } = await userWithQuota({ used: 5 });
    const res = await rest("POST", "/ai/generate-from-link", { token, body: { url: "http://no-such-host.invalid/article" } });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, message: "Failed to generate content from link." });
    expect((await usage(user.id)).aiPromptsUsed).toBe(5);
    expect(await ledger(user.id)).toEqual([
      { amount: 1, reason: "ai.generate_from_link" },
      { amount: -1, reason: "refund: ai.generate_from_link" },
    ]);
  });

  it("at the limit it is 403 quotaExceeded before anything is fetched", async () => {
    const { token } = await userWithQuota({ used: 25, limit: 25 });
    const res = await rest("POST", "/ai/generate-from-link", { token, body: { url: "http://no-such-host.invalid/" } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ quotaExceeded: true });
  });

  it("anonymous callers get 401 on both doors", async () => {
    expect((await rest("POST", "/ai/generate-from-link", { body: { url: "https://example.com" } })).status).toBe(401);
    expect((await trpcFailure(trpc().ai.generateFromLink.mutate({ url: "https://example.com" }))).status).toBe(401);
  });
});
