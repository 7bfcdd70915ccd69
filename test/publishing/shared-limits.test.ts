/**
 * Limits shared by worker processes: once X answers 429 with its reset time for an account, neither
 * of two worker processes calls X for that account again before the reset (the other process did
 * not see the 429 itself), and the burst is still published exactly once after it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectExactlyOnce, scheduleBurst, waitSettled } from "../faults/burst";
import { waitFor } from "../worker/helpers";
import { workerProcessesSuite } from "./fixtures/worker-processes";

const RESET_SECONDS = 4;
// Two calls at a time per process, so that the burst is still going when the 429 comes back.
const { fake, startWorkerProcess } = workerProcessesSuite("shared-limits", { NETWORK_CONCURRENCY: "2" });

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) {
    const worker = startWorkerProcess();
    await waitFor("a worker process to start", async () => worker.output().includes("publish worker ready"), { timeoutMs: 30_000 });
  }
});

describe("limits shared across worker processes", () => {
  it("after a 429 with a reset time, no process calls that account again before the reset", async () => {
    fake.setBehaviour("x", { latencyMs: 100, rateLimit: { retryAfterSeconds: RESET_SECONDS, calls: 1 } });
    const burst = await scheduleBurst(fake, "limits", { posts: 40, users: 1, dueAt: new Date(Date.now() + 1000) });
    await waitSettled(burst, 60_000);
    await expectExactlyOnce(fake, burst);

    const creates = fake
      .requests("x")
      .filter((r) => r.method === "POST" && r.path === "/2/tweets")
      .map((r) => r.at.getTime())
      .sort((a, b) => a - b);
    const limitedAt = creates[0]!; // the first call is the one answered 429
    // Calls already under way when the 429 came back (100 ms later) may still arrive; after that,
    // none until the reset (X's reset is whole seconds: at least RESET_SECONDS - 1 s later).
    const duringCooldown = creates.filter((at) => at > limitedAt + 400 && at < limitedAt + (RESET_SECONDS - 1) * 1000 - 200);
    expect(duringCooldown).toEqual([]);
    expect(creates.filter((at) => at >= limitedAt + (RESET_SECONDS - 1) * 1000 - 200).length).toBeGreaterThan(10);
  }, 90_000);
});
