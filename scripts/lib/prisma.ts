/** Prisma's database commands (npm scripts db:migrate, db:reset, db:seed), run with inherited output. */
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./project";
import { runCommand } from "./supervisor";
import { SetupError, redact, say } from "./terminal";

async function npmRun(script: string, env: Record<string, string | undefined>, what: string): Promise<void> {
  const code = await runCommand("npm", ["run", "--silent", script], { env });
  if (code !== 0) throw new SetupError(`${what} failed (npm run ${script} exited with ${code}); see the output above.`);
}

/** `npm run db:migrate` (prisma migrate deploy; idempotent) against `databaseUrl`. */
export async function migrate(databaseUrl: string, env: Record<string, string | undefined> = {}): Promise<void> {
  say(`applying migrations to ${redact(databaseUrl)}`);
  await npmRun("db:migrate", { ...env, DATABASE_URL: databaseUrl }, "Applying migrations");
}

/** `npm run db:reset` (drops everything, re-applies all migrations) against `databaseUrl`. */
export async function resetDatabase(databaseUrl: string, env: Record<string, string | undefined> = {}): Promise<void> {
  say(`resetting ${redact(databaseUrl)}`);
  await npmRun("db:reset", { ...env, DATABASE_URL: databaseUrl }, "Resetting the database");
}

/** `npm run db:seed` (must be idempotent); skipped while prisma/seed.ts does not exist. */
export async function seed(databaseUrl: string, env: Record<string, string | undefined> = {}): Promise<void> {
  if (!existsSync(path.join(ROOT, "prisma", "seed.ts"))) {
    say("prisma/seed.ts does not exist yet: skipping the seed");
    return;
  }
  say(`seeding ${redact(databaseUrl)}`);
  await npmRun("db:seed", { ...env, DATABASE_URL: databaseUrl }, "Seeding the database");
}
