/**
 * Scheduler benchmark: posts across users fall due at once (`--shape burst`) or spread over one
 * minute (`--shape minute`, the default); `--workers N` real worker processes (bench/worker.ts, at
 * their default settings) publish them against the contract fake of the networks (50 ms latency),
 * optionally through a fault in the middle of the run (`--fault`):
 *   kill              SIGKILL one worker process (a new one starts 1 s later, as a supervisor would)
 *   flush-redis       FLUSHDB the bench Redis DB (the workers keep running)
 *   restart-postgres  stop the bench's own embedded PostgreSQL for 3 s, then start it again
 *   net-503           from then on every 20th post-creating call answers 503 (Retry-After: 1)
 *   net-429           the next 50 calls per network answer 429 with a reset 5 s ahead
 * The fault is injected once 30% of the posts are published. Prints lateness after scheduledAt
 * (p50/p90/p99/p99.9/max), posts per second, duplicates, lost posts, recovery time, and this
 * machine's raw BullMQ no-op throughput for a ratio.
 *
 * `--media local|s3` attaches an image to every post (one 50 KB PNG per user), read by the worker for
 * the networks' upload APIs (X, LinkedIn; Threads is handed its URL): from DATA_DIR/media, or from
 * an S3-compatible store (s3rver, started by the bench, with MEDIA_STORAGE=s3 for the workers).
 *
 * Options: --posts N (10,000) --users N (100) --latency MS (50) --shape --workers --fault --media, or
 * BENCH_POSTS / BENCH_USERS / BENCH_LATENCY_MS; --warm N publishes N more posts 6 s before the
 * window (a worker that has been publishing, as at 09:00 after a busy morning, rather than one that
 * started idle: its code is compiled and optimised, its connections open); they are checked for
 * duplicates and losses but left out of the lateness and rate figures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { Queue, Worker } from "bullmq";
import { resetEnvForTests } from "@/env";
import { db, disconnectDb } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { bullConnection, closeQueues, setQueuePrefix } from "@/server/queue";
import { disconnectRedis, redis } from "@/server/redis";
import { enqueuePublish } from "@/server/services/publishing/scheduler";
import { saveMedia } from "@/server/services/media/storage";
import { S3Fake } from "../test/fakes/s3";
import { SocialNetworkFake, type FakeNetwork } from "../test/fakes/social-network";

export const FAULTS = ["none", "kill", "flush-redis", "restart-postgres", "net-503", "net-429"] as const;
export type Fault = (typeof FAULTS)[number];
export const SHAPES = ["minute", "burst"] as const;
export type Shape = (typeof SHAPES)[number];
export const MEDIA = ["none", "local", "s3"] as const;
export type Media = (typeof MEDIA)[number];

export interface SchedulerBenchOptions {
  posts: number;
  users: number;
  latencyMs: number;
  shape: Shape;
  workers: number;
  fault: Fault;
  /** posts published 6 s before the window, left out of the figures (0: the workers start cold) */
  warm: number;
  /** an image on every post, kept on local disk or in an S3-compatible store */
  media: Media;
  /** Stops the bench's own PostgreSQL and starts it again (restart-postgres). */
  restartPostgres?: (downMs: number) => Promise<void>;
}

const NETWORKS: FakeNetwork[] = ["x", "linkedin", "threads"];
const ROOT = path.resolve(import.meta.dirname, "..");
/** The fault is injected once this share of the posts is on the networks. */
const FAULT_AT = 0.3;

export function parseSchedulerArgs(argv: string[]): Omit<SchedulerBenchOptions, "restartPostgres"> {
  const { values } = parseArgs({
    args: argv,
    options: {
      posts: { type: "string" },
      users: { type: "string" },
      latency: { type: "string" },
      shape: { type: "string", default: "minute" },
      workers: { type: "string", default: "1" },
      fault: { type: "string", default: "none" },
      warm: { type: "string", default: "0" },
      media: { type: "string", default: "none" },
    },
    strict: true,
  });
  const shape = values.shape as Shape;
  const fault = values.fault as Fault;
  if (!SHAPES.includes(shape)) throw new Error(`--shape must be one of ${SHAPES.join(", ")}`);
  if (!FAULTS.includes(fault)) throw new Error(`--fault must be one of ${FAULTS.join(", ")}`);
  const media = values.media as Media;
  if (!MEDIA.includes(media)) throw new Error(`--media must be one of ${MEDIA.join(", ")}`);
  const number = (value: string | undefined, fallback: number, name: string) => {
    const n = Number(value ?? fallback);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
    return n;
  };
  return {
    posts: number(values.posts ?? process.env.BENCH_POSTS, 10_000, "--posts"),
    users: number(values.users ?? process.env.BENCH_USERS, 100, "--users"),
    latencyMs: Number(values.latency ?? process.env.BENCH_LATENCY_MS ?? 50),
    shape,
    workers: number(values.workers, 1, "--workers"),
    fault,
    warm: values.warm === "0" ? 0 : number(values.warm, 0, "--warm"),
    media,
  };
}

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

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; 0 once it is gone. */
function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every process whose command line names `needle` (the servers). */
function cpuSecondsOf(needle: string): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(needle)) total += processCpuSeconds(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** Where the CPU went: this process (the network fakes and the S3 store live here), the workers, the servers. */
interface CpuSample {
  bench: number;
  workers: number;
  postgres: number;
  redis: number;
}

function sampleCpu(pool: WorkerPool): CpuSample {
  const own = process.cpuUsage();
  return {
    bench: (own.user + own.system) / 1e6,
    workers: pool.cpuSeconds(),
    postgres: cpuSecondsOf("postgres"),
    redis: cpuSecondsOf("redis-server"),
  };
}

/** Worker processes of the run, their output appended to <DATA_DIR>/bench-worker-<n>.log. */
class WorkerPool {
  private readonly children: ChildProcess[] = [];
  private started = 0;

  constructor(private readonly prefix: string) {}

  start(): ChildProcess {
    const dir = path.resolve(ROOT, process.env.DATA_DIR ?? ".data/bench");
    mkdirSync(dir, { recursive: true });
    const log = openSync(path.join(dir, `bench-worker-${this.started++}.log`), "a");
    // BENCH_WORKER_PROFILE=<dir>: each worker writes a V8 CPU profile there when it exits.
    const profile = process.env.BENCH_WORKER_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_WORKER_PROFILE}`] : [];
    const child = spawn(process.execPath, [...profile, "--import", "tsx", "bench/worker.ts", this.prefix], {
      cwd: ROOT,
      stdio: ["ignore", log, log],
      env: process.env,
    });
    closeSync(log);
    this.children.push(child);
    return child;
  }

  kill(): void {
    const child = this.children.shift();
    this.killedCpu += processCpuSeconds(child?.pid);
    child?.kill("SIGKILL");
  }

  /** CPU seconds used by every worker of the run so far (a killed one's up to its kill). */
  cpuSeconds(): number {
    return this.killedCpu + this.children.reduce((sum, child) => sum + processCpuSeconds(child.pid), 0);
  }

  private killedCpu = 0;

  async stop(): Promise<void> {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
  }
}

/** Database reads that survive the bench's own PostgreSQL restarting under them. */
async function tolerant<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch {
    return fallback;
  }
}

export async function runSchedulerBench(options: SchedulerBenchOptions): Promise<void> {
  const { posts: POSTS, users: USERS, latencyMs, shape, workers, fault, warm: WARM, media } = options;
  const fake = new SocialNetworkFake();
  await fake.start();
  Object.assign(process.env, fake.envVars());
  // The workers inherit this environment: MEDIA_STORAGE=s3 and the store's address, or local disk.
  const s3 = media === "s3" ? new S3Fake("bench-media") : undefined;
  if (s3) {
    await s3.start();
    Object.assign(process.env, s3.envVars());
  } else process.env.MEDIA_STORAGE = "local";
  resetEnvForTests(); // configuration is read once; read it again now that it points at the fake
  for (const n of NETWORKS) fake.setBehaviour(n, { latencyMs });
  const prefix = `bench-${randomBytes(3).toString("hex")}`;
  setQueuePrefix(prefix);

  console.log(
    `scheduler bench: ${POSTS} posts, ${USERS} users, shape ${shape}, ${workers} worker process(es), fault ${fault}, media ${media === "none" ? "none" : `${media === "s3" ? "S3 (s3rver)" : "local disk"}, one 50 KB PNG per post`}${WARM ? `, ${WARM} posts 6 s before to warm the workers` : ""}, networks ${NETWORKS.join("/")} with ${latencyMs} ms latency`,
  );
  const users: { id: string; network: FakeNetwork; image?: string }[] = [];
  for (let u = 0; u < USERS; u += 1) {
    const user = await db.user.create({ data: { name: `Bench ${u}`, email: `bench${u}@example.com` } });
    const network = NETWORKS[u % NETWORKS.length]!;
    const token = `bench-${u}-${randomBytes(4).toString("hex")}`;
    fake.registerToken(network, token, { platformUserId: `${network}-${u}`, username: `bench${u}` });
    await db.socialAccount.create({
      data: {
        userId: user.id,
        platform: network,
        platformUserId: `${network}-${u}`,
        accountName: `bench${u}`,
        username: `bench${u}`,
        accessTokenEnc: encryptSecret(token),
      },
    });
    const image =
      media === "none"
        ? undefined
        : (await saveMedia(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(50 * 1024 - 8)]), "image/png"))
            .key;
    users.push({ id: user.id, network, image });
  }

  // Time to queue every job (about 2 ms each here) before the first falls due.
  const windowStart = Date.now() + 8_000 + POSTS * 2;
  const spreadMs = shape === "minute" ? 60_000 : 0;
  const rows = Array.from({ length: WARM + POSTS }, (_, i) => {
    const user = users[i % USERS]!;
    const warming = i < WARM;
    return {
      userId: user.id,
      content: `${warming ? "Warm-up" : "Bench"} post ${i} ${randomBytes(3).toString("hex")}`,
      platforms: [user.network],
      status: "scheduled" as const,
      scheduledAt: new Date(warming ? windowStart - 6_000 : windowStart + Math.floor(((i - WARM) / POSTS) * spreadMs)),
      publishAttempt: 1,
      ...(user.image ? { mediaKeys: [user.image] } : {}),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.post.createMany({ data: rows.slice(i, i + 1000) });
  const posts = await db.post.findMany({ select: { id: true, publishAttempt: true, scheduledAt: true } });
  const queueStarted = performance.now();
  for (const post of posts) await enqueuePublish(post);
  console.log(`queued ${posts.length} delayed jobs in ${((performance.now() - queueStarted) / 1000).toFixed(1)} s`);

  const pool = new WorkerPool(prefix);
  for (let w = 0; w < workers; w += 1) pool.start();
  // CPU from the due second on: the workers' start-up and the queueing are left out.
  await sleep(Math.max(0, windowStart - Date.now()));
  const cpuAtWindow = sampleCpu(pool);

  let faultAt: number | undefined;
  const deadline = windowStart + spreadMs + 15 * 60_000;
  let settled = 0;
  while (Date.now() < deadline) {
    if (fault !== "none" && faultAt === undefined && fake.posts().length >= WARM + POSTS * FAULT_AT) {
      faultAt = Date.now();
      console.log(`fault ${fault} at ${fake.posts().length} posts published`);
      await injectFault(fault, { pool, fake, restartPostgres: options.restartPostgres });
    }
    settled = await tolerant(() => db.post.count({ where: { status: { in: ["published", "failed"] } } }), settled);
    if (settled === WARM + POSTS) break;
    await sleep(fault === "none" ? 1000 : 200);
  }
  const cpuAtEnd = sampleCpu(pool);
  await pool.stop();

  const inWindow = { scheduledAt: { gte: new Date(windowStart) } };
  const logs = await db.publishLog.findMany({
    where: { status: "published", post: inWindow },
    select: { completedAt: true, post: { select: { scheduledAt: true } } },
  });
  const lateness = logs.map((l) => l.completedAt!.getTime() - l.post.scheduledAt!.getTime()).sort((a, b) => a - b);
  const completions = logs.map((l) => l.completedAt!.getTime()).sort((a, b) => a - b);
  const lastDone = completions.at(-1) ?? windowStart;
  const created = fake.posts();
  const texts = created.map((p) => p.text);
  const duplicates = texts.length - new Set(texts).size;
  const published = await db.post.count({ where: { status: "published", ...inWindow } });
  const needsReview = await db.publishLog.count({ where: { status: "needs_review" } });
  const lost = WARM + POSTS - new Set(texts).size;
  const throughput = logs.length / (Math.max(1, lastDone - windowStart) / 1000);

  const noop = await rawBullThroughput(10_000);

  console.log("");
  console.log(`published         ${published}/${POSTS} (needs review: ${needsReview})`);
  for (const p of [50, 90, 99, 99.9]) console.log(`lateness p${p}`.padEnd(18) + `${percentile(lateness, p)} ms`);
  console.log(`lateness max      ${lateness.at(-1)} ms`);
  if (shape === "burst") {
    // How publishing ramps up after the due second: a slow start moves the median more than the rate does.
    const perSecond = new Map<number, number>();
    for (const ms of lateness) perSecond.set(Math.floor(ms / 1000), (perSecond.get(Math.floor(ms / 1000)) ?? 0) + 1);
    console.log(`published per second after due: ${[...perSecond].map(([second, n]) => `${second}s ${n}`).join(", ")} (first at ${lateness[0]} ms)`);
  }
  console.log(`posts per second  ${throughput.toFixed(1)} (first due → last published)`);
  if (media !== "none") {
    const uploaded = created.filter((p) => p.media.some((m) => m.size === 50 * 1024)).length;
    console.log(`media             ${uploaded} posts on X/LinkedIn carry the 50 KB image read from ${media === "s3" ? "S3" : "local disk"}`);
  }
  // CPU seconds per process kind over the run, per post: what each costs, whatever else the machine
  // does (the servers' figures include any other client of the same PostgreSQL and Redis, and leave
  // out a server process that ended in between).
  const cpu = (k: keyof CpuSample) => Math.max(0, cpuAtEnd[k] - cpuAtWindow[k]);
  const perPost = (k: keyof CpuSample) => `${cpu(k).toFixed(1)} s (${((cpu(k) * 1000) / POSTS).toFixed(2)} ms/post)`;
  console.log(
    `cpu               workers ${perPost("workers")}, bench process with the fakes${media === "s3" ? " and s3rver" : ""} ${perPost("bench")}, postgres ${perPost("postgres")}, redis ${perPost("redis")}`,
  );
  console.log(`duplicates        ${duplicates}`);
  console.log(`lost              ${lost}`);
  if (faultAt !== undefined) {
    // The longest pause in publishing after the fault, and when the last post went out.
    const after = [faultAt, ...completions.filter((t) => t > faultAt!)];
    const gap = Math.max(0, ...after.slice(1).map((t, i) => t - after[i]!));
    console.log(
      `recovery          longest pause after the fault ${(gap / 1000).toFixed(1)} s; last post ${((lastDone - faultAt) / 1000).toFixed(1)} s after the fault`,
    );
  }
  console.log(`raw BullMQ no-op  ${noop.toFixed(0)} jobs/s (concurrency 10) → publishing runs at ${((throughput / noop) * 100).toFixed(1)}% of it`);

  await closeQueues();
  await disconnectRedis();
  await fake.stop();
  await s3?.stop();
  await disconnectDb();
}

async function injectFault(
  fault: Fault,
  { pool, fake, restartPostgres }: { pool: WorkerPool; fake: SocialNetworkFake; restartPostgres?: (downMs: number) => Promise<void> },
): Promise<void> {
  switch (fault) {
    case "kill":
      pool.kill();
      await sleep(1000);
      pool.start();
      return;
    case "flush-redis":
      await redis().flushdb();
      return;
    case "restart-postgres":
      if (!restartPostgres) throw new Error("restart-postgres needs the bench's own PostgreSQL");
      await disconnectDb();
      await restartPostgres(3000);
      return;
    case "net-503":
      for (const n of NETWORKS) fake.setBehaviour(n, { serviceUnavailable: { every: 20, retryAfterSeconds: 1 } });
      return;
    case "net-429":
      for (const n of NETWORKS) fake.setBehaviour(n, { rateLimit: { retryAfterSeconds: 5, calls: 50 } });
      return;
    case "none":
      return;
  }
}
