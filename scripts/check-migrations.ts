/**
 * `npm run lint` (last step): migrations added from MIGRATION_POLICY_CUTOFF on must keep the
 * previous release working during a rolling upgrade (the expand/contract policy in
 * docs/deploy.md, "Migrations"). A migration fails the check when it
 *
 *  1. creates an index on a table an earlier migration created, without CONCURRENTLY (a plain
 *     CREATE INDEX locks the table against writes for the whole build);
 *  2. uses CONCURRENTLY beside any other statement (Prisma sends a migration as one script, which
 *     PostgreSQL runs as one transaction, and CONCURRENTLY cannot run inside one: such an index
 *     gets a migration file of its own, that one statement only);
 *  3. renames a column or a table (the previous release still reads the old name: add the new
 *     one, write both, switch reads, drop the old one in a later release);
 *  4. adds a NOT NULL column without a DEFAULT to an existing table (the previous release's
 *     inserts would fail);
 *  5. drops a column or a table, changes a column's type or sets NOT NULL on an existing table,
 *     unless the file says why the release before it no longer needs it: a `-- contract: <why>`
 *     comment (the contract step of expand/contract).
 *
 * Migrations before the cutoff are history (several create indexes the plain way on tables that
 * were then small or new) and are not re-judged.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const MIGRATION_POLICY_CUTOFF = "20261127000000";

/** Statements of a migration script, comments removed (quotes and $$ bodies respected). */
export function statements(sql: string): string[] {
  const out: string[] = [];
  let current = "";
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith("--")) {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end + 1;
      current += " ";
      continue;
    }
    if (rest.startsWith("/*")) {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += " ";
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    const ch = sql[i]!;
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === ch && sql[j + 1] !== ch)) j += sql[j] === ch ? 2 : 1;
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === ";") {
      if (current.trim()) out.push(current.trim().replace(/\s+/g, " "));
      current = "";
    } else current += ch;
    i += 1;
  }
  if (current.trim()) out.push(current.trim().replace(/\s+/g, " "));
  return out;
}

const ident = String.raw`(?:"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_$]*))`;
const qualified = String.raw`(?:${ident}\.)?${ident}`;
/** The table name of a `qualified` match whose first group is `at` (schema: at, at+1; name: at+2, at+3). */
const nameOf = (m: RegExpExecArray, at: number) => (m[at + 2] ?? m[at + 3] ?? "").replace(/""/g, '"');

/** Tables a script creates. */
export function createdTables(sql: string): string[] {
  const re = new RegExp(String.raw`^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?${qualified}`, "i");
  return statements(sql)
    .map((s) => re.exec(s))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => nameOf(m, 1));
}

/**
 * The policy's complaints about one migration (empty when it passes). `existing`: tables created by
 * the migrations before it.
 */
export function checkMigration(sql: string, existing: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const all = statements(sql);
  const createdHere = new Set(createdTables(sql));
  const old = (table: string) => existing.has(table) && !createdHere.has(table);
  const contract = /^\s*--\s*contract:\s*\S/im.test(sql);
  const alterTable = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${qualified}\s+(.*)$`, "i");
  const index = new RegExp(String.raw`^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?(?:IF NOT EXISTS )?(?:${ident} )?ON (?:ONLY )?${qualified}`, "i");

  for (const s of all) {
    if (/\bCONCURRENTLY\b/i.test(s) && all.length > 1) {
      problems.push(`CONCURRENTLY must be the only statement of its migration (Prisma runs a migration as one transaction): ${s.slice(0, 100)}`);
    }
    const idx = index.exec(s);
    if (idx && !idx[1]) {
      const table = nameOf(idx, 4);
      if (old(table))
        problems.push(`index on the existing table "${table}" without CONCURRENTLY (it would block writes while it builds): ${s.slice(0, 100)}`);
    }
    if (/^ALTER TABLE .* RENAME (COLUMN )?[^ ]+ TO /i.test(s) || /^ALTER TABLE [^ ]+ RENAME TO /i.test(s)) {
      problems.push(`rename in one step (the previous release still uses the old name; add, copy, switch, then drop later): ${s.slice(0, 100)}`);
    }
    const alter = alterTable.exec(s);
    if (alter && old(nameOf(alter, 1))) {
      const action = alter[5] ?? "";
      const table = nameOf(alter, 1);
      for (const clause of action.split(/,(?![^()]*\))/)) {
        const c = clause.trim();
        if (/^ADD (COLUMN )?/i.test(c) && /\bNOT NULL\b/i.test(c) && !/\bDEFAULT\b/i.test(c)) {
          problems.push(
            `NOT NULL column without a DEFAULT added to the existing table "${table}" (the previous release's inserts would fail): ${c.slice(0, 100)}`,
          );
        }
        if (
          !contract &&
          (/^DROP (COLUMN )?/i.test(c) || /^ALTER (COLUMN )?\S+ (SET DATA )?TYPE /i.test(c) || /^ALTER (COLUMN )?\S+ SET NOT NULL/i.test(c))
        ) {
          problems.push(
            `"${c.slice(0, 80)}" on the existing table "${table}" is a contract step: add a "-- contract: <why the previous release no longer needs it>" comment`,
          );
        }
      }
    }
    const drop = new RegExp(String.raw`^DROP TABLE (?:IF EXISTS )?${qualified}`, "i").exec(s);
    if (drop && !contract) problems.push(`DROP TABLE "${nameOf(drop, 1)}" is a contract step: add a "-- contract: <why>" comment`);
  }
  return problems;
}

/** Every migration from the cutoff on, checked against the tables of those before it. */
export function checkMigrationsDir(dir: string, cutoff = MIGRATION_POLICY_CUTOFF): { name: string; problems: string[] }[] {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const existing = new Set<string>();
  const failing: { name: string; problems: string[] }[] = [];
  for (const name of names) {
    const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
    if (name >= cutoff) {
      const problems = checkMigration(sql, existing);
      if (problems.length > 0) failing.push({ name, problems });
    }
    for (const table of createdTables(sql)) existing.add(table);
  }
  return failing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failing = checkMigrationsDir(path.resolve(import.meta.dirname, "..", "prisma", "migrations"));
  for (const { name, problems } of failing) {
    process.stderr.write(`prisma/migrations/${name}/migration.sql:\n${problems.map((p) => `  - ${p}`).join("\n")}\n`);
  }
  if (failing.length > 0) {
    process.stderr.write('See docs/deploy.md, "Migrations" (expand/contract).\n');
    process.exit(1);
  }
  process.stdout.write("migrations follow the expand/contract policy\n");
}
