import { defineConfig } from "prisma/config";
import { migrateAdapter } from "./prisma/migrate-adapter";

// Prisma 6 resolves env("DATABASE_URL") from schema.prisma for every command, even generate;
// if unset, the CLI falls back to the native engine and tries to download it (offline: ENOTFOUND).
process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postpilot_dev";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Migrations need a direct connection (DDL, CREATE INDEX CONCURRENTLY, advisory locks): behind
  // pgbouncer in transaction mode, DIRECT_DATABASE_URL names the server itself (docs/deploy.md).
  adapter: async () => migrateAdapter(process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL!),
});
