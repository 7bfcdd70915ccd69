/**
 * `npm run bench [scheduler|api|pages|realsize]`: prepares an isolated database and Redis DB, then
 * runs the benchmark and prints its figures. Benchmarks are never part of `npm test`.
 * api and pages seed the real-size data set and start the production server (bench/realSize.ts);
 * realsize runs both on one seed.
 *
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postpilot_bench) and
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379/12) are reset first.
 */
import { ensurePostgres, ensureRedis, flushRedisDb, resetDatabase, seed } from "../scripts/lib/services";

const which = process.argv[2] ?? "scheduler";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postpilot_bench";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/12";

async function main() {
  const pg = await ensurePostgres({ url: databaseUrl, dataDir: ".data/bench-postgres", port: 54331, database: "postpilot_bench" });
  await ensureRedis(redisUrl);
  await resetDatabase(pg.url);
  await flushRedisDb(redisUrl);
  Object.assign(process.env, {
    NODE_ENV: "production",
    DATABASE_URL: pg.url,
    REDIS_URL: redisUrl,
    DATA_DIR: ".data/bench",
    LOG_LEVEL: "error",
    AUTH_SECRET: "bench-secret",
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  });
  if (which === "scheduler") {
    const { runSchedulerBench } = await import("./scheduler");
    await runSchedulerBench();
  } else if (which === "api" || which === "pages" || which === "realsize") {
    await seed(pg.url); // the plans the signed-in pages read
    const { seedRealSize, startProductionServer } = await import("./realSize");
    const data = await seedRealSize();
    const server = await startProductionServer();
    try {
      if (which !== "pages") await (await import("./api")).runApiBench(data);
      if (which !== "api") await (await import("./pages")).runPagesBench(data);
    } finally {
      await server.stop();
    }
  } else {
    throw new Error(`unknown benchmark ${which} (known: scheduler, api, pages, realsize)`);
  }
  await pg.stop();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
