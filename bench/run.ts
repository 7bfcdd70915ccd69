/**
 * `npm run bench [scheduler|bundle|mobile|api|pages|realsize|noisy|policy|notifications|apikeys|import|webhooks] [-- --shape burst --workers 2 --fault kill --posts 1000 --media s3]`:
 * prepares an isolated database and Redis DB, then runs the benchmark and prints its figures.
 * Benchmarks are never part of `npm test`.
 * - scheduler (default): bench/scheduler.ts, publishing a due minute of posts (options: see there).
 *   `--fault restart-postgres` runs on an embedded PostgreSQL of its own
 *   (BENCH_EMBEDDED_POSTGRES_PORT, default 54342).
 * - bundle: bench/bundle.ts, first-load JavaScript per route against the budget.
 * - mobile: bench/mobile.ts, Lighthouse's mobile preset on /dashboard, /posts and /calendar.
 * - api, pages: seed the real-size data set and start the production server (bench/real-size.ts);
 *   realsize runs both on one seed; noisy times one member's list while the 50,000-post member
 *   searches without pause (bench/noisy.ts).
 * - policy: bench/workspace-policy.ts, the workspace membership lookup every workspace-scoped request makes.
 * - notifications: bench/notifications.ts, the bell's unread count (polled by every open page) and first page.
 * - apikeys: bench/api-keys.ts, an API key against a session token: over HTTP at 50 connections on the
 *   production server, and each check (and the key's rate limit) in process (`-- --only http|inprocess`).
 * - import: bench/import.ts, a 10,000-row import file: its dry run and its import on the worker.
 * - webhooks: bench/webhooks.ts, post.published deliveries under a publish burst, and after a receiver outage.
 *
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postpilot_bench) and
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379/12) are reset first.
 */
import { ensurePostgres } from "../scripts/lib/postgres";
import { resetDatabase, seed } from "../scripts/lib/prisma";
import { ensureRedis, flushRedisDb } from "../scripts/lib/redis";

// `npm run bench -- --fault kill` means the scheduler benchmark with those options.
const named = process.argv[2] !== undefined && !process.argv[2].startsWith("--");
const which = named ? process.argv[2]! : "scheduler";
const benchArgs = process.argv.slice(named ? 3 : 2);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postpilot_bench";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/12";
/** restart-postgres restarts a server of its own (never a shared one): an embedded one on this port. */
const ownPostgresPort = Number(process.env.BENCH_EMBEDDED_POSTGRES_PORT ?? 54342);

async function main() {
  const { parseSchedulerArgs, runSchedulerBench } = await import("./scheduler");
  const options = which === "scheduler" ? parseSchedulerArgs(benchArgs) : undefined;
  const ownPostgres = options?.fault === "restart-postgres";
  const postgresOptions = ownPostgres
    ? { dataDir: ".data/bench-own-postgres", port: ownPostgresPort, database: "postpilot_bench" }
    : { url: databaseUrl, dataDir: ".data/bench-postgres", port: 54331, database: "postpilot_bench" };
  let pg = await ensurePostgres(postgresOptions);
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
  if (options) {
    const restartPostgres = async (downMs: number) => {
      await pg.stop();
      await new Promise((r) => setTimeout(r, downMs));
      pg = await ensurePostgres(postgresOptions);
    };
    await runSchedulerBench({ ...options, restartPostgres: ownPostgres ? restartPostgres : undefined });
  } else if (which === "bundle") {
    const { runBundleBench } = await import("./bundle");
    await runBundleBench();
  } else if (which === "import") {
    const { runImportBench } = await import("./import");
    await runImportBench();
  } else if (which === "webhooks") {
    const { runWebhooksBench } = await import("./webhooks");
    await runWebhooksBench(benchArgs);
  } else if (which === "apikeys") {
    const { runApiKeysBench } = await import("./api-keys");
    await runApiKeysBench(benchArgs);
  } else if (which === "policy") {
    const { runPolicyBench } = await import("./workspace-policy");
    await runPolicyBench();
  } else if (which === "notifications") {
    const { runNotificationsBench } = await import("./notifications");
    await runNotificationsBench();
  } else if (which === "mobile") {
    const { runMobileBench } = await import("./mobile");
    await runMobileBench();
  } else if (which === "api" || which === "pages" || which === "realsize" || which === "noisy") {
    await seed(pg.url); // the plans the signed-in pages read
    const { seedRealSize, startProductionServer } = await import("./real-size");
    const data = await seedRealSize();
    const server = await startProductionServer({ memberRate: which === "noisy" });
    try {
      if (which === "noisy") await (await import("./noisy")).runNoisyBench(data, redisUrl);
      else {
        if (which !== "pages") await (await import("./api")).runApiBench(data);
        if (which !== "api") await (await import("./pages")).runPagesBench(data);
      }
    } finally {
      await server.stop();
    }
  } else {
    throw new Error(`unknown benchmark ${which} (known: scheduler, bundle, mobile, api, pages, realsize, noisy, policy)`);
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
