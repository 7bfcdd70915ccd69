// Usage: npm run db:check — fails when prisma/migrations and prisma/schema.prisma disagree.
//
// `prisma migrate diff --exit-code` alone cannot pass with a GIN index that holds a plain column
// beside trigrams (btree_gin): Prisma 6 writes it as `"userId" text_ops`, but its introspection
// drops that default operator class and its validator then refuses the column, so the diff always
// drops and re-creates the index. This check runs the diff and accepts exactly that: a DROP INDEX
// followed by a CREATE INDEX of the same name whose statement is, word for word, in a migration.
// Anything else is a real difference and fails with Prisma's script.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DIR = "prisma/migrations";
const script = execFileSync(
  "npx",
  ["prisma", "migrate", "diff", "--from-migrations", DIR, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  },
);
const normalize = (sql) => sql.replace(/\s+/g, " ").trim();
const statements = script
  .split("\n")
  .filter((line) => !line.trim().startsWith("--"))
  .join("\n")
  .split(";")
  .map(normalize)
  .filter((s) => s !== "");
const migrations = normalize(
  readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => readFileSync(path.join(DIR, d.name, "migration.sql"), "utf8"))
    .join("\n"),
);

const dropped = new Set(statements.flatMap((s) => s.match(/^DROP INDEX "([^"]+)"$/)?.[1] ?? []));
const unexplained = statements.filter((s) => {
  const recreated = s.match(/^CREATE INDEX "([^"]+)" ON .* USING GIN /)?.[1];
  if (recreated) return !(dropped.has(recreated) && migrations.includes(`${s};`));
  const drop = s.match(/^DROP INDEX "([^"]+)"$/)?.[1];
  return !(drop && statements.some((c) => c.startsWith(`CREATE INDEX "${drop}" `) && migrations.includes(`${c};`)));
});
if (unexplained.length > 0) {
  console.error(`prisma/migrations and prisma/schema.prisma disagree; the migration they need:\n\n${script}`);
  process.exit(2);
}
const roundTrips = statements.length / 2;
console.log(
  roundTrips > 0
    ? `No difference (${roundTrips} GIN index${roundTrips > 1 ? "es" : ""} Prisma cannot read back, as in the migrations).`
    : "No difference detected.",
);
