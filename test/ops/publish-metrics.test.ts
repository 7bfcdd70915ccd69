/**
 * The worker's publishing series move when posts go out (issue 27): lateness per network, job
 * durations, and a retry when the network answers 500 once. Read from this process's registry,
 * the one a worker's /metrics serves (test/ops/web-drain.test.ts scrapes a real worker's port).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { exposition } from "@/server/services/ops/metrics";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { trpc } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  await fake.start();
  worker = await startTestWorker("publish-metrics", { ...fake.envVars(), PUBLISH_ATTEMPTS: "3", PUBLISH_RETRY_DELAY_MS: "100" });
});
afterAll(async () => {
  await worker?.stop();
  await fake.stop();
});

function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(" ").at(-1)) : 0;
}
const scrape = async () => (await exposition("worker")).body;

describe("publishing metrics", () => {
  it("a scheduled post moves the lateness of its network; a 500 counts a retry", async () => {
    const { user, token } = await createUser();
    await connectAccount(fake, user.id, "x");
    const before = await scrape();
    const latenessBefore = sample(before, "postpilot_publish_lateness_seconds_count", { network: "x" });
    const publishedBefore = sample(before, "postpilot_job_duration_seconds_count", { queue: "publish", outcome: "completed" });
    const retriesBefore = sample(before, "postpilot_job_retries_total", { queue: "publish" });

    fake.setBehaviour("x", { failNextCreates: 1 });
    const scheduled = await trpc({ token }).post.schedule.mutate({
      content: "Counted on time",
      platforms: ["x"],
      scheduledAt: new Date(Date.now() + 1000).toISOString(),
    });
    await waitFor(
      "the post to be published",
      async () => (await db.post.findUniqueOrThrow({ where: { id: scheduled.post.id } })).status === "published",
      {
        timeoutMs: 20_000,
      },
    );
    await waitFor(
      "the job to be counted",
      async () => sample(await scrape(), "postpilot_job_duration_seconds_count", { queue: "publish", outcome: "completed" }) > publishedBefore,
    );
    const after = await scrape();
    expect(sample(after, "postpilot_publish_lateness_seconds_count", { network: "x" })).toBe(latenessBefore + 1);
    expect(sample(after, "postpilot_publish_lateness_seconds_sum", { network: "x" })).toBeGreaterThan(0);
    expect(sample(after, "postpilot_job_retries_total", { queue: "publish" })).toBeGreaterThan(retriesBefore);
  });
});
