/**
 * The connection budget (issue 27, docs/deploy.md "Connection budget"): every web and worker
 * process opens up to its pool size of PostgreSQL connections, and the server refuses the ones
 * beyond max_connections − superuser_reserved_connections. At start-up each process checks:
 *
 * - with DATABASE_EXPECTED_PROCESSES = n: n × this pool > usable connections;
 * - otherwise: connections open now (other processes' pools, as far as they are open) + this
 *   pool > usable connections.
 *
 * Only a warning: pools open lazily, so the sum is an upper bound, and refusing to start would turn
 * a capacity question into an outage. Skipped behind pgbouncer (`pgbouncer=true` on the URL), where
 * the pooler's own pool size is the budget.
 */
import { Prisma, sql } from "@/server/db";

export interface BudgetInput {
  maxConnections: number;
  reserved: number;
  /** Client connections open now (pg_stat_activity), ours included. */
  openNow: number;
  poolSize: number;
  expectedProcesses?: number;
}

/** The warning to log, or null when the budget holds. */
export function budgetWarning(input: BudgetInput): string | null {
  const usable = input.maxConnections - input.reserved;
  if (input.expectedProcesses) {
    const wanted = input.expectedProcesses * input.poolSize;
    if (wanted <= usable) return null;
    return `connection budget: ${input.expectedProcesses} processes × pool ${input.poolSize} = ${wanted} connections, but PostgreSQL allows ${usable} (max_connections ${input.maxConnections} − ${input.reserved} reserved). Lower DATABASE_POOL_SIZE, raise max_connections or put pgbouncer in front (docs/deploy.md).`;
  }
  const wanted = input.openNow + input.poolSize;
  if (wanted <= usable) return null;
  return `connection budget: ${input.openNow} connections are open and this process may open ${input.poolSize} more (${wanted}), but PostgreSQL allows ${usable} (max_connections ${input.maxConnections} − ${input.reserved} reserved). Lower DATABASE_POOL_SIZE, raise max_connections or put pgbouncer in front (docs/deploy.md).`;
}

export function behindPgbouncer(databaseUrl: string | undefined): boolean {
  if (!databaseUrl) return false;
  try {
    return new URL(databaseUrl).searchParams.get("pgbouncer") === "true";
  } catch {
    return false;
  }
}

export async function readBudget(poolSize: number, expectedProcesses?: number): Promise<BudgetInput> {
  const [row] = await sql<{ max: string; reserved: string; open: number }>(
    // current_setting reads the server's values; pg_stat_activity counts client backends only.
    Prisma.sql`SELECT current_setting('max_connections') AS max,
      current_setting('superuser_reserved_connections') AS reserved,
      (SELECT count(*)::int FROM pg_stat_activity WHERE backend_type = 'client backend') AS open`,
  );
  return { maxConnections: Number(row!.max), reserved: Number(row!.reserved), openNow: row!.open, poolSize, expectedProcesses };
}
