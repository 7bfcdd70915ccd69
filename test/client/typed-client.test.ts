/**
 * The typed client (issue 28, packages/client) against a running server: a real HTTP server on a
 * port, serving the app's own route handlers for /api/trpc, /api/openapi.json and the REST door.
 * - README's example is packages/client/examples/schedule-post.ts, verbatim. The package is packed
 *   (`npm pack`, which builds dist/: JS and self-contained declarations) and installed into a project
 *   outside the repository, where the example compiles with tsc (wrong inputs do not:
 *   fixtures/precise-types.ts) and, run as its own process with an API key, schedules a post.
 * - The committed REST types are what openapi-typescript makes of the document the server serves.
 * - The REST client is typed and calls the same server; the package carries no server code.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The workspace's sources (the package's exports are its built dist/, made by the pack below).
import { createClient, createRestClient, WORKSPACE_HEADER } from "../../packages/client/src/index";
import { WORKSPACE_HEADER as APP_WORKSPACE_HEADER } from "@/lib/workspace";
import { db } from "@/server/db";
import { handleRestRequest } from "@/server/api/rest-adapter";
import * as trpcRoute from "@/app/api/trpc/[trpc]/route";
import * as openApiRoute from "@/app/api/openapi.json/route";
import { ALLOWED_IMPORTS, importedModules } from "../../packages/client/scripts/build";
import { REST_TYPES_FILE, restTypesSource } from "../../packages/client/scripts/rest-types";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { ROOT } from "../worker/helpers";

const EXAMPLE = "packages/client/examples/schedule-post.ts";
const PRECISE_TYPES = "test/client/fixtures/precise-types.ts";

let server: Server;
let baseUrl = "";

/** The app's API route handlers behind a plain Node HTTP server, as `next start` routes them. */
async function serve(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  if (pathname.startsWith("/api/trpc/")) return req.method === "GET" ? trpcRoute.GET(req) : trpcRoute.POST(req);
  if (pathname === "/api/openapi.json") return openApiRoute.GET();
  if (pathname.startsWith("/api/")) return handleRestRequest(req);
  return new Response("not found", { status: 404 });
}

beforeAll(async () => {
  server = createServer((incoming, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(incoming.headers)) if (typeof v === "string") headers.set(k, v);
      headers.set("x-forwarded-for", incoming.socket.remoteAddress ?? "127.0.0.1");
      const body = chunks.length > 0 && incoming.method !== "GET" ? Buffer.concat(chunks) : undefined;
      const answer = await serve(new Request(`${baseUrl}${incoming.url}`, { method: incoming.method, headers, body }));
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A user with the sandbox network connected, and an API key of their workspace with these scopes. */
async function keyWith(scopes: string[]) {
  const { user, token } = await createUser();
  expect((await rest("POST", "/sandbox/auth", { token })).status).toBe(200);
  const made = await rest<{ secret: string }>("POST", "/api-keys", { token, body: { name: "typed client", role: "EDITOR", scopes } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { user, key: made.body.secret };
}

function run(command: string, args: string[], env: Record<string, string>, cwd = ROOT): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("close", (code) => resolve({ code, out }));
  });
}

describe("README's example", () => {
  it("is the example file, verbatim", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const block = new RegExp(`<!-- example: ${EXAMPLE} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(readme);
    expect(block, "README has the example under its marker").not.toBeNull();
    expect(block![1]).toBe(readFileSync(path.join(ROOT, EXAMPLE), "utf8"));
    expect(readFileSync(path.join(ROOT, EXAMPLE), "utf8").trim().split("\n").length).toBeLessThanOrEqual(15);
  });
});

/**
 * The package as another project gets it: `npm pack` (its prepack builds dist/), the tarball
 * unpacked into node_modules/@postpilot/client of a project in the system's temp directory, its
 * dependencies linked from this repository's node_modules (no network), tsc run there.
 */
describe("the packed package, in a project outside the repository", () => {
  let project = "";
  let tarball = "";

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), "postpilot-client-user-"));
    const packed = spawnSync("npm", ["pack", "--workspace", "@postpilot/client", "--pack-destination", project], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(packed.status, packed.stderr).toBe(0);
    tarball = path.join(
      project,
      readdirSync(project).find((name) => name.endsWith(".tgz"))!,
    );
    const installed = path.join(project, "node_modules/@postpilot/client");
    mkdirSync(installed, { recursive: true });
    const untar = spawnSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"], { encoding: "utf8" });
    expect(untar.status, untar.stderr).toBe(0);
    for (const dependency of [...ALLOWED_IMPORTS, "@types/node"]) {
      mkdirSync(path.dirname(path.join(project, "node_modules", dependency)), { recursive: true });
      symlinkSync(path.join(ROOT, "node_modules", dependency), path.join(project, "node_modules", dependency), "dir");
    }
    writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "elsewhere", private: true, type: "module" }));
    writeFileSync(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "nodenext",
          moduleResolution: "nodenext",
          strict: true,
          skipLibCheck: true,
          types: ["node"],
          outDir: "out",
        },
        include: ["*.ts"],
      }),
    );
    copyFileSync(path.join(ROOT, EXAMPLE), path.join(project, "schedule-post.ts"));
    copyFileSync(path.join(ROOT, PRECISE_TYPES), path.join(project, "precise-types.ts"));
  }, 300_000);

  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it("holds the built JS and declarations only, which import nothing of the app (its sources, Prisma, server-only)", () => {
    const listed = spawnSync("tar", ["-tzf", tarball], { encoding: "utf8" });
    expect(listed.stdout.trim().split("\n").sort()).toEqual(["package/dist/index.d.ts", "package/dist/index.js", "package/package.json"]);
    const installed = path.join(project, "node_modules/@postpilot/client/dist");
    const declarations = readFileSync(path.join(installed, "index.d.ts"), "utf8");
    expect(importedModules(declarations)).toEqual(["@trpc/client", "@trpc/server", "openapi-fetch"]);
    expect(importedModules(readFileSync(path.join(installed, "index.js"), "utf8"))).toEqual(["@trpc/client", "openapi-fetch", "superjson"]);
    expect(declarations).not.toMatch(/generated\/prisma|PrismaClient|server-only|@\/server/);
    // The procedures are spelled out: one that README's example calls, with its input's fields.
    expect(declarations).toMatch(/schedule: _trpc_server\.TRPCMutationProcedure<\{\s+input: \{\s+content: string;/);
  });

  it("compiles README's example with tsc there, and refuses wrong inputs and uses of the answers", () => {
    const tsc = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], {
      cwd: project,
      encoding: "utf8",
    });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    expect(readdirSync(path.join(project, "out")).sort()).toEqual(["precise-types.js", "schedule-post.js"]);

    // Without its @ts-expect-error, a wrong input is a compile error naming the networks.
    const unexpected = readFileSync(path.join(project, "precise-types.ts"), "utf8").replace("// @ts-expect-error: not one of the networks", "");
    writeFileSync(path.join(project, "precise-types.ts"), unexpected);
    const refused = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json", "--noEmit"], {
      cwd: project,
      encoding: "utf8",
    });
    expect(refused.status).not.toBe(0);
    expect(refused.stdout).toMatch(/precise-types\.ts\(\d+,\d+\): error TS2322: Type '"myspace"' is not assignable to type '.*"sandbox"/);
    copyFileSync(path.join(ROOT, PRECISE_TYPES), path.join(project, "precise-types.ts"));
  }, 120_000);

  it("schedules a post with an API key, run there against the running server", async () => {
    const { user, key } = await keyWith(["read", "write", "publish"]);
    const { code, out } = await run(process.execPath, ["out/schedule-post.js"], { POSTPILOT_URL: baseUrl, POSTPILOT_API_KEY: key }, project);
    expect(out).toMatch(/^Scheduled (\S+) \(scheduled\) for \d{4}-\d\d-\d\dT/);
    expect(code).toBe(0);
    const id = /^Scheduled (\S+)/.exec(out)![1]!;
    const post = await db.post.findUniqueOrThrow({ where: { id } });
    expect(post).toMatchObject({ userId: user.id, status: "scheduled", content: "Our spring collection is out 🌱" });
    expect(post.scheduledAt!.getTime()).toBeGreaterThan(Date.now() + 55 * 60 * 1000);
  }, 60_000);
});

describe("the typed client", () => {
  it("calls procedures and REST with the key; a key without the scope is refused naming it", async () => {
    const { key } = await keyWith(["read", "write"]);
    const client = createClient({ baseUrl, apiKey: key });
    const draft = await client.post.saveDraft.mutate({ content: "A draft from the typed client", platforms: ["sandbox"] });
    expect(draft.post).toMatchObject({ status: "draft", platforms: ["sandbox"] });
    // superjson: dates come back as dates on the tRPC door.
    const listed = await client.post.byId.query({ id: draft.post.id });
    expect(listed.post.id).toBe(draft.post.id);

    const restClient = createRestClient({ baseUrl, apiKey: key });
    const got = await restClient.GET("/posts/{id}", { params: { path: { id: draft.post.id } } });
    expect(got.response.status).toBe(200);
    expect(got.data?.post.content).toBe("A draft from the typed client");

    const refused = await client.post.schedule
      .mutate({ content: "No publish scope", platforms: ["sandbox"], scheduledAt: new Date(Date.now() + 3600_000).toISOString() })
      .then(
        () => null,
        (error: { message: string; data?: { httpStatus?: number } }) => error,
      );
    expect(refused?.data?.httpStatus).toBe(403);
    expect(refused?.message).toMatch(/publish/);
    const restRefused = await restClient.POST("/posts/schedule", {
      body: { content: "No publish scope", platforms: ["sandbox"], scheduledAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(restRefused.response.status).toBe(403);
    expect(restRefused.error).toMatchObject({ success: false, message: expect.stringMatching(/publish/) });
  });

  it("sends an idempotency key with a mutation: a retry answers the first result and creates nothing twice", async () => {
    const { user, key } = await keyWith(["read", "write"]);
    const client = createClient({ baseUrl, apiKey: key });
    const input = { content: "Saved once, whatever the retries", platforms: ["sandbox" as const] };
    const idempotencyKey = `typed-client-${Date.now()}`;
    const [first, retry] = await Promise.all([
      client.post.saveDraft.mutate(input, { context: { idempotencyKey } }),
      client.post.saveDraft.mutate(input, { context: { idempotencyKey } }),
    ]);
    expect(retry.post.id).toBe(first.post.id);
    expect(await db.post.count({ where: { userId: user.id, content: input.content } })).toBe(1);
    const other = await client.post.saveDraft.mutate({ ...input, content: "Another body" }, { context: { idempotencyKey } }).then(
      () => null,
      (error: { data?: { httpStatus?: number } }) => error,
    );
    expect(other?.data?.httpStatus).toBe(409);
  });

  it("names the workspace in the header the app reads", () => {
    expect(WORKSPACE_HEADER).toBe(APP_WORKSPACE_HEADER);
  });

  it("carries no server code at run time (the router's type only)", async () => {
    const bundle = await build({
      entryPoints: [path.join(ROOT, "packages/client/src/index.ts")],
      bundle: true,
      write: false,
      metafile: true,
      platform: "neutral",
      packages: "external",
      logLevel: "silent",
    });
    expect(Object.keys(bundle.metafile.inputs)).toEqual(["packages/client/src/index.ts"]);
    expect(Object.keys(bundle.metafile.outputs).length).toBeGreaterThan(0);
  });
});

describe("the REST types", () => {
  it("are what openapi-typescript makes of the document the server serves (npm run client:generate)", async () => {
    const res = await fetch(`${baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const expected = await restTypesSource(await res.json());
    const committed = readFileSync(path.join(ROOT, REST_TYPES_FILE), "utf8");
    // Not toBe on 400 kB of text: say which lines differ.
    expect(committed === expected, "packages/client/src/openapi.generated.ts is stale: run `npm run client:generate`").toBe(true);
  });
});
