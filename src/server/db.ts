import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "@/generated/prisma/client";
import { env } from "@/env";
import { processRole } from "@/server/process-role";

/** Default pool sizes: a web request holds a connection for a few ms; a worker runs hundreds of jobs at once. */
export const DEFAULT_POOL_SIZE = { web: 10, worker: 20 } as const;

/** This process's pool size: DATABASE_POOL_SIZE, else the default of its role (docs/deploy.md, "Connection budget"). */
export function databasePoolSize(): number {
  return env().DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE[processRole()];
}

/** One connection pool per process, shared by Prisma and by `sql` below. */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

function pool(): pg.Pool {
  const { DATABASE_URL: connectionString } = env();
  const max = databasePoolSize();
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm start` (it sets up an embedded database).");
  }
  if (!globalForPrisma.pool) {
    // application_name tells the processes apart in pg_stat_activity (the connection budget check).
    globalForPrisma.pool = new pg.Pool({ connectionString, max, application_name: `postpilot-${processRole()}` });
    // An idle connection dropped by a database restart: the next query reports it, not the process.
    globalForPrisma.pool.on("error", () => undefined);
  }
  return globalForPrisma.pool;
}

/** The Prisma client, created on first use (so importing this module never needs a database). */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    // A burst of writes (hundreds of saves at the top of the hour) queues for the pool's connections:
    // waiting up to 10 s for one beats answering an error after Prisma's default 2 s.
    globalForPrisma.prisma ??= new PrismaClient({ adapter: new PrismaPg(pool()), transactionOptions: { maxWait: 10_000 } });
    const value = Reflect.get(globalForPrisma.prisma, prop);
    return typeof value === "function" ? value.bind(globalForPrisma.prisma) : value;
  },
});

/**
 * One raw statement (written with Prisma.sql) straight on the driver, for the statements that run
 * hundreds of times a second: the publish hot path (publishing/batch.ts) and the reads behind every
 * page load (the token check, the dashboard, lists, counts, the calendar). Prisma stays the data
 * layer everywhere else; its client engine compiles every statement, raw ones included, at about
 * five times the driver's CPU (0.48 against 0.10 ms for the same 30-row unnest; docs/decisions.md).
 * Rows come back as the driver reads them: timestamptz as Date, arrays and json parsed, but NULL
 * lists stay NULL and bigint/numeric are strings (cast counts to int).
 */
export async function sql<Row>(query: Prisma.Sql): Promise<Row[]> {
  return (await pool().query({ text: query.text, values: query.values })).rows as Row[];
}

/**
 * `sql` inside a transaction that first applies planner settings (`SET LOCAL ...`, constants from
 * our code, never user input) for this statement only.
 */
export async function sqlWithSettings<Row>(settings: string, query: Prisma.Sql): Promise<Row[]> {
  const client = await pool().connect();
  try {
    await client.query(`BEGIN; ${settings}`);
    const { rows } = await client.query({ text: query.text, values: query.values });
    await client.query("COMMIT");
    return rows as Row[];
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The pool's connections now: open (total) and waiting clients, for metrics. */
export function poolUsage(): { total: number; idle: number; waiting: number; max: number } | null {
  const p = globalForPrisma.pool;
  return p ? { total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount, max: databasePoolSize() } : null;
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.prisma?.$disconnect();
  globalForPrisma.prisma = undefined;
  await globalForPrisma.pool?.end();
  globalForPrisma.pool = undefined;
}

/**
 * True when `err` says the database could not be reached or dropped the connection (a restart, a
 * fail-over), as opposed to a query the database refused: trying again later can help.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  // P1001 can't reach, P1002 timed out, P1017 server closed the connection, P2024 pool timeout,
  // P2028 no connection for a transaction in time (or it outlived its timeout).
  if (typeof code === "string" && ["P1001", "P1002", "P1017", "P2024", "P2028"].includes(code)) return true;
  const text = `${err.name} ${err.message} ${String((err as { cause?: unknown }).cause ?? "")}`;
  return /Can't reach database server|ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Server has closed the connection/i.test(
    text,
  );
}

export type { PrismaClient };
export * from "@/generated/prisma/client";
