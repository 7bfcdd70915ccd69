/**
 * The served OpenAPI document passes Redocly's recommended rules (issue 28, "an API document other
 * tools trust"): `@redocly/cli lint` with redocly.yaml, offline (no telemetry, no update check), on
 * the document GET /api/openapi.json answers. And every error answer is documented with the one
 * error body the doors send.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/openapi.json/route";
import { ROOT } from "../worker/helpers";

interface Operation {
  security?: unknown[];
  summary?: string;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>; schemas: Record<string, unknown> };
}

async function served(): Promise<Document> {
  const res = GET();
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

function operations(doc: Document): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([m, op]) => [`${m.toUpperCase()} ${p}`, op] as [string, Operation]),
  );
}

describe("the served OpenAPI document", () => {
  it("passes `redocly lint` with the recommended rules: no errors, no warnings", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "postpilot-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(await served(), null, 1));
      const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@redocly/cli/bin/cli.js"), "lint", "--format=json", file], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
        timeout: 60_000,
      });
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("declares who may call each operation: a session token or an API key, or nobody for public ones", async () => {
    const doc = await served();
    const ops = operations(doc);
    for (const [name, op] of ops) {
      expect(op.security, name).toBeDefined();
      expect(op.summary, name).toBeTruthy();
    }
    const byName = new Map(ops);
    expect(byName.get("POST /auth/login")!.security).toEqual([]);
    expect(byName.get("GET /status/database")!.security).toEqual([]);
    expect(byName.get("POST /posts/schedule")!.security).toEqual([{ sessionToken: [] }, { apiKey: [] }]);
  });

  it("documents every error answer with the shared error body", async () => {
    const doc = await served();
    for (const [name, op] of operations(doc)) {
      const errors = Object.keys(op.responses).filter((s) => /^[45]/.test(s));
      expect(errors, name).toEqual(expect.arrayContaining(["429", "500", "503"]));
      for (const status of errors) expect(op.responses[status]!.$ref, `${name} ${status}`).toMatch(/^#\/components\/responses\//);
      if (op.security?.length) expect(errors, name).toEqual(expect.arrayContaining(["401", "403"]));
      if (op.parameters?.some((p) => p.in === "path")) expect(errors, name).toContain("404");
      if (op.parameters?.some((p) => p.name === "Idempotency-Key")) expect(errors, name).toContain("409");
      if (!name.startsWith("GET ")) expect(errors, name).toEqual(expect.arrayContaining(["400", "403", "413"]));
    }
    for (const [name, response] of Object.entries(doc.components.responses)) {
      expect(response.content["application/json"]!.schema.$ref, name).toBe("#/components/schemas/Error");
    }
    expect(doc.components.schemas.Error).toMatchObject({ required: ["success", "message"] });
    expect(Object.keys(doc.components.schemas).filter((s) => s.startsWith("error."))).toEqual([]);
    // The answers the API gives: a wrong password, a taken e-mail, a review link that is over.
    const byName = new Map(operations(doc));
    expect(Object.keys(byName.get("POST /auth/login")!.responses)).toContain("401");
    expect(Object.keys(byName.get("POST /auth/register")!.responses)).toContain("409");
    expect(Object.keys(byName.get("GET /review/{token}")!.responses)).toContain("410");
  });
});
