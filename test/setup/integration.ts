/**
 * Integration tests run against real services. `npm test` (scripts/test.ts) prepares them and sets
 * these variables; when vitest is started directly (`npm run test:integration`) the same test
 * services are assumed: run `npm test` once first so that the database exists and is migrated.
 *
 * `npm test` runs the integration files several at a time, one per vitest worker: TEST_WORKER_SERVICES
 * then lists, per worker (VITEST_POOL_ID 1..n, one file at a time each), the DATABASE_URL, REDIS_URL
 * and DATA_DIR that worker's files use, so that files running side by side share nothing.
 */
if (process.env.TEST_WORKER_SERVICES) {
  const perWorker = JSON.parse(process.env.TEST_WORKER_SERVICES) as Array<Record<string, string>>;
  const poolId = Number(process.env.VITEST_POOL_ID);
  const mine = perWorker[poolId - 1];
  if (!mine) throw new Error(`TEST_WORKER_SERVICES has no entry for vitest worker ${process.env.VITEST_POOL_ID} (${perWorker.length} listed)`);
  Object.assign(process.env, mine);
}
process.env.DATABASE_URL ||= "postgresql://postgres@127.0.0.1:5432/postpilot_test";
process.env.REDIS_URL ||= "redis://127.0.0.1:6379/15";
process.env.DATA_DIR ||= ".data/test";
process.env.APP_URL ||= "http://localhost:3000";
// The test helpers call route handlers in-process and say where a request comes from in X-Forwarded-For,
// as the one proxy in front of the app would.
process.env.TRUST_PROXY ||= "1";
// Every test signs up from the same few addresses; the sign-up limit has its own test.
process.env.SIGNUP_RATE_LIMIT_PER_IP ||= "100000";
// Tests call as fast as the machine allows with one token; the member rate has its own test.
process.env.MEMBER_REQUEST_RATE ||= "100000";
process.env.MEMBER_REQUEST_BURST ||= "100000";
process.env.NEXTAUTH_URL ||= "http://localhost:3000/api/nextauth";
