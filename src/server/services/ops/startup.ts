/**
 * What a web or worker process checks when it starts (issue 27): its secrets match the database's
 * fingerprints (else it refuses to start), and its pool fits the connection budget (else a warning).
 * Nothing here migrates or seeds: that is `npm run migrate`, a step of its own.
 */
import { env } from "@/env";
import { databasePoolSize } from "@/server/db";
import { logger } from "@/server/logger";
import type { ProcessRole } from "@/server/process-role";
import { behindPgbouncer, budgetWarning, readBudget } from "./connection-budget";
import { verifySecretFingerprints } from "./secrets-fingerprint";

/** Returns the message to exit with, or null to go on. */
export async function startupChecks(role: ProcessRole): Promise<string | null> {
  const config = env();
  const refusal = await verifySecretFingerprints({ AUTH_SECRET: config.AUTH_SECRET, TOKEN_ENCRYPTION_KEY: config.TOKEN_ENCRYPTION_KEY }).catch(
    (err: Error) => {
      // A database that is down (or not migrated yet) is the readiness probe's business; the
      // fingerprint is compared at the next start.
      logger.warn({ err: err.message }, "could not compare the secrets' fingerprints with the database");
      return null;
    },
  );
  if (refusal) return refusal;
  const poolSize = databasePoolSize();
  if (!behindPgbouncer(config.DATABASE_URL)) {
    try {
      const warning = budgetWarning(await readBudget(poolSize, config.DATABASE_EXPECTED_PROCESSES));
      if (warning) logger.warn({ role, poolSize }, warning);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, "could not read the connection budget");
    }
  }
  return null;
}

/** startupChecks, and on a refusal: the message on stderr, exit code 1 (web and worker alike). */
export async function checkOrExit(role: ProcessRole): Promise<void> {
  const refusal = await startupChecks(role);
  if (!refusal) return;
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}
