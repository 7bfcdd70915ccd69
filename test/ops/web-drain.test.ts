/**
 * The web process's probes, drain, request id and metrics (issue 27), through a minimal server
 * with what src/instrumentation.ts installs and the real route handlers (test/ops/fixtures/web-shell.ts;
 * e2e/ops-web.spec.ts does the same against the real `next start`).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeQueues, setQueuePrefix } from "@/server/queue";
import { disconnectRedis } from "@/server/redis";
import { cleanupPrefix, uniquePrefix, waitFor, type Spawned } from "../worker/helpers";
import { freePort, spawnWith, spawnWorker } from "./helpers";

const spawned: Spawned[] = [];
const prefixes: string[] = [];
afterEach(async () => {
  for (const p of spawned.splice(0)) p.killGroup();
  await closeQueues();
});
afterAll(async () => {
  for (const prefix of prefixes) await cleanupPrefix(prefix);
  await disconnectRedis();
});

async function startShell(env: Record<string, string>, prefix?: string) {
  const port = await freePort();
  const shell = spawnWith(process.execPath, ["--import", "tsx", "test/ops/fixtures/web-shell.ts", String(port), ...(prefix ? [prefix] : [])], env);
  spawned.push(shell);
  const base = `http://127.0.0.1:${port}`;
  await waitFor("the server to listen", async () => /listening/.test(shell.output()), { timeoutMs: 60_000 });
  return { shell, base };
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, signal: AbortSignal.timeout(10_000) });

/** The value of a sample line `name{labels} value` in Prometheus text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("web probes and drain", () => {
  it("live and ready answer 200; after SIGTERM ready is 503 while the port still serves, then the port closes", async () => {
    const { shell, base } = await startShell({ WEB_DRAIN_MS: "2000", WEB_SHUTDOWN_GRACE_MS: "3000" });
    try {
      expect((await get(`${base}/api/health/live`)).status).toBe(200);
      const ready = await get(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: "ready",
        checks: [
          { name: "Database", ok: true },
          { name: "Queue", ok: true },
        ],
      });

      shell.child.kill("SIGTERM");
      const signalledAt = Date.now();
      await waitFor("readiness to turn 503", async () => (await get(`${base}/api/health/ready`)).status === 503, { timeoutMs: 1500 });
      const notReadyAt = Date.now();
      const body = (await (await get(`${base}/api/health/ready`)).json()) as { reason: string };
      expect(body.reason).toBe("shutting down");
      // Still serving during the drain: liveness answers.
      expect((await get(`${base}/api/health/live`)).status).toBe(200);
      let closedAt = 0;
      await waitFor(
        "the port to close",
        async () => {
          try {
            await get(`${base}/api/health/live`);
            return false;
          } catch {
            closedAt = Date.now();
            return true;
          }
        },
        { timeoutMs: 15_000, intervalMs: 100 },
      );
      expect(notReadyAt).toBeLessThan(closedAt);
      expect(closedAt - signalledAt).toBeGreaterThanOrEqual(1800); // the 2 s drain
      expect((await shell.exited).code).toBe(0);
      expect(shell.output()).toMatch(/readiness now answers 503/);
    } catch (err) {
      console.error(shell.output());
      throw err;
    }
  }, 90_000);

  it("ready is 503 when Redis cannot be reached, and writes nothing", async () => {
    const { base } = await startShell({ REDIS_URL: "redis://127.0.0.1:1/0", HEALTH_CHECK_TIMEOUT_MS: "1000" });
    const res = await get(`${base}/api/health/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: "not ready",
      reason: "Queue not answering",
      checks: [
        { name: "Database", ok: true },
        { name: "Queue", ok: false },
      ],
    });
  }, 60_000);
});

describe("request ids and metrics", () => {
  it("echoes a sane X-Request-Id, replaces an insane one, and carries it into the jobs it enqueues", async () => {
    const prefix = uniquePrefix("reqid");
    prefixes.push(prefix);
    setQueuePrefix(prefix);
    const { shell, base } = await startShell({}, prefix);
    const worker = spawnWorker(prefix);
    spawned.push(worker);
    try {
      expect((await get(`${base}/api/health/live`, { "x-request-id": "trace-abc.123" })).headers.get("x-request-id")).toBe("trace-abc.123");
      const replaced = (await get(`${base}/api/health/live`, { "x-request-id": "bad id <script>" })).headers.get("x-request-id");
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
      expect((await get(`${base}/api/health/live`)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

      const res = await get(`${base}/api/test/enqueue-heartbeat`, { "x-request-id": "req-from-test-42" });
      expect(res.status).toBe(200);
      await waitFor(
        "the worker to log the job with the request id",
        async () => /"requestId":"req-from-test-42"[^\n]*job completed/.test(worker.output()),
        {
          timeoutMs: 60_000,
        },
      );
      expect(shell.output()).toMatch(/"requestId":"req-from-test-42"/);
    } catch (err) {
      console.error(`web:\n${shell.output()}\nworker:\n${worker.output()}`);
      throw err;
    }
  }, 120_000);

  it("web /api/metrics: 404 without METRICS_TOKEN, 401 with a wrong token, and request timings by route that move", async () => {
    const off = await startShell({ METRICS_TOKEN: "" });
    expect((await get(`${off.base}/api/metrics`)).status).toBe(404);

    const { base } = await startShell({ METRICS_TOKEN: "s3cret-token" });
    expect((await get(`${base}/api/metrics`)).status).toBe(401);
    expect((await get(`${base}/api/metrics`, { authorization: "Bearer wrong" })).status).toBe(401);
    const scrape = async () => {
      const res = await get(`${base}/api/metrics`, { authorization: "Bearer s3cret-token" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/plain/);
      return res.text();
    };
    const route = { route: "/api/health/ready", method: "GET", status: "200" };
    const before = sample(await scrape(), "postpilot_http_request_duration_seconds_count", route);
    for (let i = 0; i < 3; i++) await (await get(`${base}/api/health/ready`)).text();
    // A response is counted once written out, which can trail the client's read by a moment.
    await waitFor(
      "three more ready requests counted",
      async () => sample(await scrape(), "postpilot_http_request_duration_seconds_count", route) >= before + 3,
      {
        timeoutMs: 5_000,
      },
    );
    const text = await scrape();
    expect(sample(text, "postpilot_http_request_duration_seconds_count", route)).toBe(before + 3);
    expect(text).toMatch(/^postpilot_db_pool_connections\{state="max",role="web"\} 10$/m);
    expect(sample(text, "postpilot_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^postpilot_process_cpu_seconds_total/m);
  }, 90_000);

  it("worker /metrics on WORKER_METRICS_PORT: queue depths, job durations, retries and failures", async () => {
    const prefix = uniquePrefix("wmetrics");
    prefixes.push(prefix);
    setQueuePrefix(prefix);
    const port = await freePort();
    const worker = spawnWorker(prefix, { WORKER_METRICS_PORT: String(port), WORKER_METRICS_HOST: "127.0.0.1", METRICS_TOKEN: "w-token" });
    spawned.push(worker);
    const url = `http://127.0.0.1:${port}/metrics`;
    try {
      await waitFor("the worker metrics port", async () => /worker started/.test(worker.output()), { timeoutMs: 60_000 });
      expect((await get(url)).status).toBe(401);
      const scrape = async () => (await get(url, { authorization: "Bearer w-token" })).text();
      const first = await scrape();
      for (const name of [
        "postpilot_queue_jobs",
        "postpilot_job_duration_seconds",
        "postpilot_job_retries_total",
        "postpilot_job_failures_total",
        "postpilot_publish_lateness_seconds",
        "postpilot_db_pool_connections",
      ]) {
        expect(first).toContain(`# TYPE ${name} `);
      }
      expect(first).toMatch(/^postpilot_queue_jobs\{queue="publish",state="waiting",role="worker"\} \d+$/m);
      expect(first).toMatch(/^postpilot_db_pool_connections\{state="max",role="worker"\} 20$/m);
      const done = { queue: "maintenance", job: "heartbeat", outcome: "completed" };
      const before = sample(first, "postpilot_job_duration_seconds_count", done);
      const { enqueue } = await import("@/server/queue");
      await enqueue("maintenance", { task: "heartbeat" });
      await waitFor("the job's duration to be counted", async () => sample(await scrape(), "postpilot_job_duration_seconds_count", done) > before, {
        timeoutMs: 30_000,
      });
      // A job the worker does not know fails for good: a failure, not a retry.
      const failedBefore = sample(await scrape(), "postpilot_job_failures_total", { queue: "maintenance" });
      const { getQueue } = await import("@/server/queue");
      await getQueue("maintenance").add("no-such-job", { task: "no-such-job" } as never);
      await waitFor(
        "the failure to be counted",
        async () => sample(await scrape(), "postpilot_job_failures_total", { queue: "maintenance" }) > failedBefore,
        {
          timeoutMs: 30_000,
        },
      );
      await sleep(10);
    } catch (err) {
      console.error(worker.output());
      throw err;
    }
  }, 120_000);
});
