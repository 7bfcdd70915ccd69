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

export type { PrismaClient };
export * from "@/generated/prisma/client";
