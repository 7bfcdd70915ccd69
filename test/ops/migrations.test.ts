/**
 * Migrations as a step that two releases survive (issue 27; docs/deploy.md, "Migrations"):
 * the expand/contract check of scripts/check-migrations.ts, an index built CONCURRENTLY through
 * Prisma migrate (alone in its file), and the previous release's reads against the new schema.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { checkMigration, checkMigrationsDir, MIGRATION_POLICY_CUTOFF } from "../../scripts/check-migrations";
import { ROOT } from "../worker/helpers";

const MIGRATIONS = path.join(ROOT, "prisma", "migrations");
const existing = new Set(["Post", "User", "PublishLog"]);

describe("the expand/contract check", () => {
  it("passes the project's migrations from the cutoff on", () => {
    expect(checkMigrationsDir(MIGRATIONS)).toEqual([]);
  });

  it("would have caught the plain CREATE INDEX on big tables in the history before the cutoff", () => {
    const failing = checkMigrationsDir(MIGRATIONS, "0");
    expect(failing.map((f) => f.name)).toContain("20261124041053_post_list_indexes");
    expect(failing.flatMap((f) => f.problems).join("\n")).toMatch(/index on the existing table "Post" without CONCURRENTLY/);
  });

  it("fails an index on an existing table without CONCURRENTLY, and CONCURRENTLY beside another statement", () => {
    expect(checkMigration(`CREATE INDEX "Post_x_idx" ON "Post"("x");`, existing)).toEqual([expect.stringMatching(/without CONCURRENTLY/)]);
    expect(checkMigration(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "Post_x_idx" ON "Post"("x");`, existing)).toEqual([]);
    expect(checkMigration(`-- an index of its own\nCREATE INDEX CONCURRENTLY "Post_x_idx" ON "Post"("x");\n`, existing)).toEqual([]);
    expect(checkMigration(`ALTER TABLE "Post" ADD COLUMN "x" TEXT;\nCREATE INDEX CONCURRENTLY "Post_x_idx" ON "Post"("x");`, existing)).toEqual([
      expect.stringMatching(/must be the only statement/),
    ]);
    // A new table's indexes are built while it is empty: fine in one migration.
    expect(checkMigration(`CREATE TABLE "Workspace" ("id" TEXT NOT NULL);\nCREATE INDEX "Workspace_id_idx" ON "Workspace"("id");`, existing)).toEqual(
      [],
    );
  });

  it("fails renames, NOT NULL columns without default, and unannounced contract steps", () => {
    expect(checkMigration(`ALTER TABLE "Post" RENAME COLUMN "content" TO "body";`, existing)).toEqual([expect.stringMatching(/rename in one step/)]);
    expect(checkMigration(`ALTER TABLE "Post" RENAME TO "Posts";`, existing)).toEqual([expect.stringMatching(/rename in one step/)]);
    expect(checkMigration(`ALTER TABLE "Post" ADD COLUMN "x" TEXT NOT NULL;`, existing)).toEqual([expect.stringMatching(/without a DEFAULT/)]);
    expect(checkMigration(`ALTER TABLE "Post" ADD COLUMN "x" TEXT NOT NULL DEFAULT '';`, existing)).toEqual([]);
    expect(checkMigration(`ALTER TABLE "Post" DROP COLUMN "x";`, existing)).toEqual([expect.stringMatching(/contract step/)]);
    expect(checkMigration(`ALTER TABLE "Post" ALTER COLUMN "x" SET DATA TYPE INTEGER;`, existing)).toEqual([expect.stringMatching(/contract step/)]);
    expect(checkMigration(`ALTER TABLE "Post" ALTER COLUMN "x" SET NOT NULL;`, existing)).toEqual([expect.stringMatching(/contract step/)]);
    expect(checkMigration(`DROP TABLE "Post";`, existing)).toEqual([expect.stringMatching(/contract step/)]);
    expect(checkMigration(`-- contract: release 0.4 stopped reading "x" (docs/deploy.md)\nALTER TABLE "Post" DROP COLUMN "x";`, existing)).toEqual(
      [],
    );
    // Semicolons inside strings and $$ bodies are not statement ends.
    expect(checkMigration(`CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1; $$;\nUPDATE "Post" SET "x" = 'a;b';`, existing)).toEqual([]);
  });

  it("has a cutoff after today's migrations", () => {
    expect(MIGRATION_POLICY_CUTOFF).toMatch(/^\d{14}$/);
  });
});

describe("an index built CONCURRENTLY through prisma migrate deploy", () => {
  const database = `postpilot_ops_migrate_${process.pid}`;
  const base = new URL(process.env.DATABASE_URL!);
  const url = new URL(base);
  url.pathname = `/${database}`;
  // Inside the project, so that the config resolves `prisma/config` from node_modules.
  mkdirSync(path.join(ROOT, ".data"), { recursive: true });
  const work = mkdtempSync(path.join(ROOT, ".data", "test-ops-migrate-"));

  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  /** `npm run migrate`'s command against the scratch database, with these migrations. */
  function deploy(migrations: string) {
    const config = path.join(work, "prisma.config.ts");
    writeFileSync(
      config,
      `import { defineConfig } from "prisma/config";
import { migrateAdapter } from ${JSON.stringify(path.join(ROOT, "prisma", "migrate-adapter"))};
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: ${JSON.stringify(path.join(ROOT, "prisma", "schema.prisma"))},
  migrations: { path: ${JSON.stringify(migrations)} },
  adapter: async () => migrateAdapter(process.env.DATABASE_URL!),
});
`,
    );
    return spawnSync(path.join(ROOT, "node_modules", ".bin", "prisma"), ["migrate", "deploy", "--config", config], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url.toString(), NODE_OPTIONS: `--require=${path.join(ROOT, "scripts", "unref-long-timers.cjs")}` },
      encoding: "utf8",
      timeout: 120_000,
    });
  }

  it("works when the statement is alone in its migration, and fails beside another statement", async () => {
    const alone = path.join(work, "alone");
    cpSync(MIGRATIONS, alone, { recursive: true });
    mkdirSync(path.join(alone, "29990101000000_concurrent_index"));
    writeFileSync(
      path.join(alone, "29990101000000_concurrent_index", "migration.sql"),
      `-- An index on a big table, built without blocking writes: alone in its migration (docs/deploy.md).\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "Post_ops_test_idx" ON "Post"("updatedAt");\n`,
    );
    const ok = deploy(alone);
    expect(ok.status, `${ok.stdout}\n${ok.stderr}`).toBe(0);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'Post_ops_test_idx'`,
      );
      expect(rows).toEqual([{ indisvalid: true }]);
    } finally {
      await client.end();
    }

    const together = path.join(work, "together");
    cpSync(alone, together, { recursive: true });
    mkdirSync(path.join(together, "29990102000000_concurrent_with_other"));
    writeFileSync(
      path.join(together, "29990102000000_concurrent_with_other", "migration.sql"),
      `ALTER TABLE "Post" ADD COLUMN "opsTest" TEXT;\nCREATE INDEX CONCURRENTLY "Post_ops_test2_idx" ON "Post"("opsTest");\n`,
    );
    const failed = deploy(together);
    expect(failed.status).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toMatch(/cannot run inside a transaction block|cannot be executed within a pipeline/i);
  }, 240_000);
});

/** Scalar columns per table of a Prisma schema (what the generated client selects by default). */
export function schemaColumns(schema: string): Map<string, string[]> {
  const enums = new Set([...schema.matchAll(/^enum (\w+) \{/gm)].map((m) => m[1]!));
  const models = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)];
  const modelNames = new Set(models.map((m) => m[1]!));
  const scalars = new Set(["String", "Int", "BigInt", "Float", "Decimal", "Boolean", "DateTime", "Json", "Bytes", ...enums]);
  const tables = new Map<string, string[]>();
  for (const [, model, body] of models) {
    const table = /@@map\("([^"]+)"\)/.exec(body!)?.[1] ?? model!;
    const columns: string[] = [];
    for (const line of body!.split("\n")) {
      const field = /^\s*(\w+)\s+(\w+)(\[\])?\??(.*)$/.exec(line);
      if (!field || line.trim().startsWith("//") || line.trim().startsWith("@@")) continue;
      const [, name, type, , rest] = field;
      if (modelNames.has(type!) || !(scalars.has(type!) || type === "Unsupported")) continue;
      columns.push(/@map\("([^"]+)"\)/.exec(rest!)?.[1] ?? name!);
    }
    tables.set(table, columns);
  }
  return tables;
}

describe("the previous release's reads against the new schema", () => {
  it("every column the schema before the newest schema change declares is still readable", async () => {
    let previous: string;
    try {
      // The newest commit that changed the schema; the schema before it is the one the release
      // still running during a rolling upgrade was built with.
      const newest = execFileSync("git", ["log", "-n", "1", "--format=%H", "--", "prisma/schema.prisma"], { cwd: ROOT, encoding: "utf8" }).trim();
      previous = execFileSync("git", ["show", `${newest}^:prisma/schema.prisma`], { cwd: ROOT, encoding: "utf8" });
    } catch (err) {
      console.warn(`no git history to compare with: ${(err as Error).message}`);
      return;
    }
    const before = schemaColumns(previous);
    const now = schemaColumns(readFileSync(path.join(ROOT, "prisma", "schema.prisma"), "utf8"));
    expect(before.size).toBeGreaterThan(10);
    expect(now.get("Post")).toContain("scheduledAt");
    // Its Prisma client selects every scalar column of a model: each SELECT must work on the
    // migrated test database (a dropped or renamed column fails here).
    for (const [table, columns] of before) {
      if (columns.length === 0) continue;
      const list = columns.map((c) => `"${c}"`).join(", ");
      await expect(db.$queryRawUnsafe(`SELECT ${list} FROM "${table}" LIMIT 0`), `${table}: ${list}`).resolves.toEqual([]);
    }
  });
});
