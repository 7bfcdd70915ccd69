/**
 * End-to-end tests (`npm run test:e2e`, or the last phase of `npm test`). scripts/test.ts resets
 * and seeds the e2e database and passes E2E_DATABASE_URL / E2E_REDIS_URL; run directly
 * (`npx playwright test`) the defaults below are used. Debian's Chromium is used: Playwright must
 * never download a browser here. scripts/test.ts runs the specs as shards side by side, each with
 * its own app, fakes, database, Redis DB index and DATA_DIR (E2E_PORT, E2E_FAKE_PORT, E2E_DATA_DIR)
 * and its own report and artifacts (E2E_REPORT, E2E_OUTPUT_DIR); one production build serves all.
 */
import { defineConfig, devices } from "@playwright/test";
import { E2E_FAKE_PORT, fakeEnv } from "./test/fakes/serve";
import { stripeFakeEnv } from "./test/fakes/serve-stripe";
import { federatedFakeEnv } from "./test/fakes/serve-federated";

const PORT = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${PORT}`;
/** Where the JSON report (scripts/test.ts reads it) and the artifacts of failed tests go. */
const REPORT = process.env.E2E_REPORT || "test-results/e2e.json";
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR || "test-results/e2e-artifacts";
/** The Stripe contract fake (API, hosted checkout, signed webhooks to the app). */
const STRIPE_FAKE_PORT = E2E_FAKE_PORT + 2;
/** The Bluesky PDS and Mastodon instance fakes (+3, +4; control on +5). */
const FEDERATED_FAKE_PORT = E2E_FAKE_PORT + 5; // +5..+7 (+3, +4: Facebook and Instagram, in serve.ts)

export default defineConfig({
  testDir: "e2e",
  // Not the default `test-results/`: Playwright empties its outputDir, which also holds vitest's reports.
  outputDir: OUTPUT_DIR,
  // Loads the first routes once the web servers are up (several start side by side in npm test).
  globalSetup: "./e2e/support/warm-up.ts",
  fullyParallel: false,
  workers: 1, // 2 cores: one browser next to next start and the worker
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: REPORT }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            // The Mastodon fake's consent page lives at a made-up public name.
            "--host-resolver-rules=MAP *.fake.test 127.0.0.1",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The contract fake of X, LinkedIn and Threads (APIs and OAuth pages); control on port + 1.
      command: `node_modules/.bin/tsx test/fakes/serve.ts ${E2E_FAKE_PORT}`,
      port: E2E_FAKE_PORT + 1,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: `node_modules/.bin/tsx test/fakes/serve-stripe.ts ${STRIPE_FAKE_PORT} ${baseURL}/api/stripe/webhook`,
      port: STRIPE_FAKE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: `node_modules/.bin/tsx test/fakes/serve-federated.ts ${FEDERATED_FAKE_PORT}`,
      port: FEDERATED_FAKE_PORT + 2,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // Migrates and seeds, builds when .next is stale, then runs next start + the worker.
      command: "node_modules/.bin/tsx scripts/run.ts start",
      port: PORT,
      // Includes `next build` when .next is stale: minutes on 2 busy cores.
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      // run.ts stops web and worker (the worker may take up to 30 s to finish its jobs), then exits.
      gracefulShutdown: { signal: "SIGTERM", timeout: 45_000 },
      env: {
        PORT: String(PORT),
        APP_URL: baseURL,
        DATABASE_URL: process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e",
        REDIS_URL: process.env.E2E_REDIS_URL || "redis://127.0.0.1:6379/14",
        DATA_DIR: process.env.E2E_DATA_DIR || ".data/e2e",
        NEXT_TELEMETRY_DISABLED: "1",
        // Every spec signs up from 127.0.0.1; the limit itself is covered by the integration tests.
        SIGNUP_RATE_LIMIT_PER_IP: "100000",
        // scripts/test.ts: the app's and the worker's lines go to this file, shown when a spec fails.
        ...(process.env.E2E_APP_LOG ? { RUN_LOG_FILE: process.env.E2E_APP_LOG } : {}),
        ...fakeEnv(E2E_FAKE_PORT),
        ...stripeFakeEnv(STRIPE_FAKE_PORT),
        ...federatedFakeEnv(FEDERATED_FAKE_PORT),
        // The webhooks spec's receiver (e2e/webhooks.spec.ts) at a made-up public name, over http.
        GUARDED_FETCH_TEST_ROUTES: [
          federatedFakeEnv(FEDERATED_FAKE_PORT).GUARDED_FETCH_TEST_ROUTES,
          `webhooks.fake.test=127.0.0.1:${E2E_FAKE_PORT + 8}`,
        ]
          .filter(Boolean)
          .join(","),
        WEBHOOK_ALLOW_HTTP: "true",
      },
    },
  ],
});
