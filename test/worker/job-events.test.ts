/**
 * What a "publish now" request waits on (src/server/queue/job-events.ts): the end of its attempt's
 * job, told by the queue's event stream, not a loop reading the database. A watcher is woken by
 * its own job's end (also one that ended between its start and its wait), never by another job's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeQueues, enqueue, setQueuePrefix, watchJob } from "@/server/queue";
import { cleanupPrefix, uniquePrefix } from "./helpers";

const prefix = uniquePrefix("job-events");
/** Longer than the test's own timeout: a watcher that is not woken fails the test. */
const NEVER = 600_000;

beforeAll(async () => {
  await closeQueues();
  setQueuePrefix(prefix);
});

afterAll(async () => {
  await closeQueues();
  await cleanupPrefix(prefix);
});

async function delayedJob(postId: string) {
  return enqueue("publish", { postId, attempt: 1 }, { jobId: `post-${postId}-a1`, delay: 3_600_000 });
}

describe("watching a job's end", () => {
  it("wakes the watcher of a job when that job ends, not when another one does", async () => {
    const [mine, other] = [await delayedJob("mine"), await delayedJob("other")];
    const watches = { mine: watchJob("publish", mine.id!), other: watchJob("publish", other.id!) };
    await Promise.all(Object.values(watches).map((w) => w.ready(NEVER)));
    const woken: string[] = [];
    const mineWoken = watches.mine.next(NEVER).then(() => woken.push("mine"));
    const otherWoken = watches.other.next(NEVER).then(() => woken.push("other"));
    await other.remove();
    await otherWoken;
    expect(woken).toEqual(["other"]);
    await mine.remove();
    await mineWoken;
    expect(woken).toEqual(["other", "mine"]);
    Object.values(watches).forEach((w) => w.stop());
  }, 20_000);

  it("does not lose an end that came before the wait began", async () => {
    const job = await delayedJob("early");
    const watch = watchJob("publish", job.id!);
    await watch.ready(NEVER);
    await job.remove();
    await watch.next(NEVER);
    watch.stop();
  }, 20_000);
});
