/**
 * A network having a bad moment during a burst: 5% of post-creating calls answer 503 (with
 * Retry-After), or the network answers 429 with its reset time for a while. Every post is
 * published exactly once, none is lost.
 */
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { SocialNetworkFake } from "../fakes/social-network";
import { startTestWorker } from "../helpers/worker";
import { expectExactlyOnce, scheduleBurst, waitSettled } from "./burst";

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  await fake.start();
  worker = await startTestWorker("net-faults", { ...fake.envVars(), PUBLISH_RETRY_DELAY_MS: "200", NETWORK_TIMEOUT_MS: "3000" });
});

afterAll(async () => {
  await worker?.stop();
  await fake.stop();
});

beforeEach(() => fake.reset());

describe("network errors mid-burst", () => {
  it("503s on 5% of calls: retried, every post published exactly once", async () => {
    fake.setBehaviour("x", { latencyMs: 20, serviceUnavailable: { every: 20, retryAfterSeconds: 1 } });
    const burst = await scheduleBurst(fake, "503", { posts: 150 });
    const start = Date.now();
    await waitSettled(burst, 60_000);
    console.log(`503s: ${burst.ids.length} posts settled ${Date.now() - start} ms after queueing`);
    await expectExactlyOnce(fake, burst);
  }, 90_000);

  it("429 with X's reset time for the first 40 calls: waits for the reset, every post published exactly once", async () => {
    fake.setBehaviour("x", { latencyMs: 20, rateLimit: { retryAfterSeconds: 2, calls: 40 } });
    const burst = await scheduleBurst(fake, "429", { posts: 150 });
    const start = Date.now();
    await waitSettled(burst, 60_000);
    console.log(`429s: ${burst.ids.length} posts settled ${Date.now() - start} ms after queueing`);
    await expectExactlyOnce(fake, burst);
  }, 90_000);
});
