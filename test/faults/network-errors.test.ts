/**
 * A network having a bad moment during a burst: 5% of post-creating calls answer 503 (with
 * Retry-After), or the network answers 429 with its reset time for a while. Every post is
 * published exactly once, none is lost.
 */
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { SocialNetworkFake, type FakeBehaviour } from "../fakes/social-network";
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

const cases = [
  { name: "503s on 5% of calls: retried", label: "503", behaviour: { serviceUnavailable: { every: 20, retryAfterSeconds: 1 } } },
  {
    name: "429 with X's reset time for the first 40 calls: waits for the reset",
    label: "429",
    behaviour: { rateLimit: { retryAfterSeconds: 2, calls: 40 } },
  },
] satisfies { name: string; label: string; behaviour: Partial<FakeBehaviour> }[];

describe("network errors mid-burst", () => {
  it.each(cases)(
    "$name, every post published exactly once",
    async ({ label, behaviour }) => {
      fake.setBehaviour("x", { latencyMs: 20, ...behaviour });
      const burst = await scheduleBurst(fake, label, { posts: 150 });
      const start = Date.now();
      await waitSettled(burst, 60_000);
      console.log(`${label}s: ${burst.ids.length} posts settled ${Date.now() - start} ms after queueing`);
      await expectExactlyOnce(fake, burst);
    },
    90_000,
  );
});
