import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL: connectionString, DATABASE_POOL_SIZE: max } = env();
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm start` (it sets up an embedded database).");
  }
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}

/** The Prisma client, created on first use (so importing this module never needs a database). */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    globalForPrisma.prisma ??= createClient();
    const value = Reflect.get(globalForPrisma.prisma, prop);
    return typeof value === "function" ? value.bind(globalForPrisma.prisma) : value;
  },
});

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.prisma?.$disconnect();
  globalForPrisma.prisma = undefined;
}

/**
 * True when `err` says the database could not be reached or dropped the connection (a restart, a
 * fail-over), as opposed to a query the database refused: trying again later can help.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  // P1001 can't reach, P1002 timed out, P1017 server closed the connection, P2024 pool timeout.
  if (typeof code === "string" && ["P1001", "P1002", "P1017", "P2024"].includes(code)) return true;
  const text = `${err.name} ${err.message} ${String((err as { cause?: unknown }).cause ?? "")}`;
  return /Can't reach database server|ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Server has closed the connection/i.test(
    text,
  );
}

export type { PrismaClient };
export * from "@/generated/prisma/client";
