/**
 * Scheduler benchmark: 10,000 posts across 100 users fall due within the same minute; the worker
 * runs at its default settings against the contract fake of the networks with 50 ms latency.
 * Prints lateness after scheduledAt (p50/p99/max), posts per second, duplicates and lost posts,
 * and this machine's raw BullMQ no-op throughput for a ratio.
 */
import { randomBytes } from "node:crypto";
import { Queue, Worker } from "bullmq";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { bullConnection, closeQueues, setQueuePrefix } from "@/server/queue";
import { enqueuePublish } from "@/server/services/publishing/scheduler";
import { startWorker } from "../jobs/worker-runtime";
import { SocialNetworkFake, type FakeNetwork } from "../test/fakes/social-network";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const NETWORKS: FakeNetwork[] = ["x", "linkedin", "threads"];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function rawBullThroughput(jobs: number): Promise<number> {
  const prefix = `bench-noop-${randomBytes(3).toString("hex")}`;
  const queue = new Queue("noop", { connection: bullConnection(), prefix });
  for (let i = 0; i < jobs; i += 1000) {
    await queue.addBulk(Array.from({ length: Math.min(1000, jobs - i) }, (_, j) => ({ name: "noop", data: { i: i + j } })));
  }
  let done = 0;
  const started = performance.now();
  const finished = new Promise<void>((resolve) => {
    const worker = new Worker("noop", async () => undefined, { connection: bullConnection(), prefix, concurrency: 10 });
    worker.on("completed", () => {
      done += 1;
      if (done === jobs) void worker.close().then(() => resolve());
    });
  });
  await finished;
  const seconds = (performance.now() - started) / 1000;
  await queue.obliterate({ force: true });
  await queue.close();
  return jobs / seconds;
}

export async function runSchedulerBench(): Promise<void> {
  const fake = new SocialNetworkFake();
  await fake.start();
  Object.assign(process.env, fake.envVars());
  resetEnvForTests(); // configuration is read once; read it again now that it points at the fake
  for (const n of NETWORKS) fake.setBehaviour(n, { latencyMs: LATENCY_MS });
  setQueuePrefix(`bench-${randomBytes(3).toString("hex")}`);

  console.log(`scheduler bench: ${POSTS} posts, ${USERS} users, networks ${NETWORKS.join("/")} with ${LATENCY_MS} ms latency`);
  const users: { id: string; network: FakeNetwork }[] = [];
  for (let u = 0; u < USERS; u += 1) {
    const user = await db.user.create({ data: { name: `Bench ${u}`, email: `bench${u}@example.com` } });
    const network = NETWORKS[u % NETWORKS.length]!;
    const token = `bench-${u}-${randomBytes(4).toString("hex")}`;
    fake.registerToken(network, token, { platformUserId: `${network}-${u}`, username: `bench${u}` });
    await db.socialAccount.create({
      data: { userId: user.id, platform: network, platformUserId: `${network}-${u}`, accountName: `bench${u}`, username: `bench${u}`, accessTokenEnc: encryptSecret(token) },
    });
    users.push({ id: user.id, network });
  }

  // Everything falls due within one minute, starting 20 s from now (time to queue 10,000 jobs).
  const windowStart = Date.now() + 20_000;
  const rows = Array.from({ length: POSTS }, (_, i) => {
    const user = users[i % USERS]!;
    return {
      userId: user.id,
      content: `Bench post ${i} ${randomBytes(3).toString("hex")}`,
      platforms: [user.network],
      status: "scheduled" as const,
      scheduledAt: new Date(windowStart + Math.floor((i / POSTS) * 60_000)),
      publishAttempt: 1,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.post.createMany({ data: rows.slice(i, i + 1000) });
  const posts = await db.post.findMany({ select: { id: true, publishAttempt: true, scheduledAt: true } });
  const queueStarted = performance.now();
  for (const post of posts) await enqueuePublish(post);
  console.log(`queued ${posts.length} delayed jobs in ${((performance.now() - queueStarted) / 1000).toFixed(1)} s`);

  const worker = await startWorker({ schedulers: false, queues: ["publish"] });
  const deadline = windowStart + 60_000 + 15 * 60_000;
  let settled = 0;
  while (Date.now() < deadline) {
    settled = await db.post.count({ where: { status: { in: ["published", "failed"] } } });
    if (settled === POSTS) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await worker.close();

  const logs = await db.publishLog.findMany({ where: { status: "published" }, select: { completedAt: true, post: { select: { scheduledAt: true } } } });
  const lateness = logs.map((l) => l.completedAt!.getTime() - l.post.scheduledAt!.getTime()).sort((a, b) => a - b);
  const firstDue = windowStart;
  const lastDone = Math.max(...logs.map((l) => l.completedAt!.getTime()));
  const created = fake.posts();
  const texts = created.map((p) => p.text);
  const duplicates = texts.length - new Set(texts).size;
  const published = await db.post.count({ where: { status: "published" } });
  const lost = POSTS - published;
  const throughput = logs.length / ((lastDone - firstDue) / 1000);

  const noop = await rawBullThroughput(10_000);

  console.log("");
  console.log(`published        ${published}/${POSTS}`);
  console.log(`lateness p50     ${percentile(lateness, 50)} ms`);
  console.log(`lateness p99     ${percentile(lateness, 99)} ms`);
  console.log(`lateness max     ${lateness[lateness.length - 1]} ms`);
  console.log(`posts per second ${throughput.toFixed(1)} (first due → last published)`);
  console.log(`duplicates       ${duplicates}`);
  console.log(`lost             ${lost}`);
  console.log(`raw BullMQ no-op ${noop.toFixed(0)} jobs/s (concurrency 10) → publishing runs at ${((throughput / noop) * 100).toFixed(1)}% of it`);

  await closeQueues();
  await fake.stop();
  await db.$disconnect();
}
