import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src/", import.meta.url));

/**
 * scripts/test.ts runs the integration files several at a time: TEST_WORKER_SERVICES lists, per
 * vitest worker (VITEST_POOL_ID 1..n), its own database, Redis DB index and DATA_DIR
 * (test/setup/integration.ts applies them). Without it (vitest started directly) one file at a time.
 */
const integrationWorkers = (() => {
  const listed = process.env.TEST_WORKER_SERVICES ? (JSON.parse(process.env.TEST_WORKER_SERVICES) as unknown[]) : [];
  return Math.max(1, listed.length);
})();

export default defineConfig({
  // `@/x` = src/x (as in tsconfig). A regex so that scoped packages (`@prisma/...`) are untouched.
  // `server-only` throws outside React's server build; the tests call server modules directly.
  resolve: {
    alias: [
      { find: /^@\//, replacement: src },
      { find: /^server-only$/, replacement: fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)) },
    ],
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    // Logs (the app's logger writes through console under vitest) are shown for failing tests only.
    silent: "passed-only",
    hookTimeout: 30_000,
    // Together the projects cover test/**/*.test.ts (e2e is Playwright's). `npm run test:unit` /
    // `test:integration` select one; `vitest run` runs both. (Includes live in the projects only:
    // a root `include` would be merged into each project.)
    projects: [
      {
        extends: true,
        test: { name: "unit", environment: "node", include: ["test/unit/**/*.test.ts", "src/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts"],
          // TEST_INTEGRATION_EXCLUDE: files scripts/test.ts runs later (after the build), comma-separated.
          exclude: [
            "test/unit/**",
            "test/e2e/**",
            "test/multinode/**",
            "**/node_modules/**",
            ...(process.env.TEST_INTEGRATION_EXCLUDE?.split(",").filter(Boolean) ?? []),
          ],
          // Files of one worker share its database and Redis DB index, so a worker runs one file at a
          // time; without TEST_WORKER_SERVICES there is one worker (see integrationWorkers).
          fileParallelism: integrationWorkers > 1,
          maxWorkers: integrationWorkers,
          hookTimeout: 60_000,
          // Defaults DATABASE_URL / REDIS_URL / DATA_DIR to the test ones when run without `npm test`.
          setupFiles: ["test/setup/integration.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Several web nodes (`next start` on the production build) and workers as processes:
          // scripts/test.ts runs these in the e2e phase, once the build exists.
          name: "multinode",
          include: ["test/multinode/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
          setupFiles: ["test/setup/integration.ts"],
        },
      },
    ],
  },
});
