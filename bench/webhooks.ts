/**
 * Webhooks benchmark (issue 28): a publish burst with a webhook endpoint (subscribed to
 * post.published) in every publishing workspace, delivered by real worker processes (bench/worker.ts,
 * default settings: dispatch every second, sweep every 15 s, retries from 30 s) to a receiver in this
 * process that checks every signature. Phase 1: `--posts` (2,000) posts fall due at once; every
 * published event must arrive; the delay from the publish (the event's time) to its receipt, p50/p99.
 * Phase 2: the receiver goes down (connections dropped) for `--down` seconds (60) while `--posts2`
 * (1,000) more posts are published; it comes back; every event must still arrive (none lost), and
 * how long after its return the last one did.
 * Options: --posts N --posts2 N --down S --users N (100) --workers N (1) --latency MS (50). Keep
 * posts ÷ users ≤ 150 × 3: LinkedIn's quota (150 posts a day per member, src/lib/networks.ts) holds
 * the rest of an account's posts for a day, as it should, and the bench would wait for them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { resetEnvForTests } from "@/env";
import { db, disconnectDb } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { closeQueues, setQueuePrefix } from "@/server/queue";
import { disconnectRedis } from "@/server/redis";
import { enqueuePublish } from "@/server/services/publishing/scheduler";
import { SocialNetworkFake, type FakeNetwork } from "../test/fakes/social-network";
import { Receiver, verifySignature } from "../test/webhooks/receiver";

const NETWORKS: FakeNetwork[] = ["x", "linkedin", "threads"];
const ROOT = path.resolve(import.meta.dirname, "..");
const HOST = "receiver.bench.test";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      posts: { type: "string", default: "2000" },
      posts2: { type: "string", default: "1000" },
      down: { type: "string", default: "60" },
      users: { type: "string", default: "100" },
      workers: { type: "string", default: "1" },
      latency: { type: "string", default: "50" },
    },
    strict: true,
  });
  return {
    posts: Number(values.posts),
    posts2: Number(values.posts2),
    downMs: Number(values.down) * 1000,
    users: Number(values.users),
    workers: Number(values.workers),
    latencyMs: Number(values.latency),
  };
}

export async function runWebhooksBench(argv: string[]): Promise<void> {
  const o = options(argv);
  const receiver = new Receiver();
  await receiver.start();
  const fake = new SocialNetworkFake();
  await fake.start();
  Object.assign(process.env, fake.envVars(), {
    MEDIA_STORAGE: "local",
    // The worker processes reach the receiver at a public-looking name (the SSRF check still runs).
    GUARDED_FETCH_TEST_ROUTES: `${HOST}=127.0.0.1:${receiver.port}`,
    WEBHOOK_ALLOW_HTTP: "true",
  });
  resetEnvForTests();
  for (const n of NETWORKS) fake.setBehaviour(n, { latencyMs: o.latencyMs });
  const prefix = `bench-wh-${randomBytes(3).toString("hex")}`;
  setQueuePrefix(prefix);
  console.log(
    `webhooks bench: burst of ${o.posts} posts, then ${o.posts2} posts while the receiver is down for ${o.downMs / 1000} s; ${o.users} workspaces each with an endpoint on post.published; ${o.workers} worker process(es); networks with ${o.latencyMs} ms latency`,
  );

  const secrets = new Map<string, string>();
  const users: { id: string; network: FakeNetwork }[] = [];
  for (let u = 0; u < o.users; u++) {
    const user = await db.user.create({ data: { name: `Bench ${u}`, email: `bench-wh${u}@example.com` } });
    const workspace = await db.workspace.findFirstOrThrow({ where: { personalOwnerId: user.id } });
    const network = NETWORKS[u % NETWORKS.length]!;
    const token = `bench-${u}-${randomBytes(4).toString("hex")}`;
    fake.registerToken(network, token, { platformUserId: `${network}-${u}`, username: `bench${u}` });
    await db.socialAccount.create({
      data: {
        userId: user.id,
        workspaceId: workspace.id,
        platform: network,
        platformUserId: `${network}-${u}`,
        accountName: `b${u}`,
        username: `b${u}`,
        accessTokenEnc: encryptSecret(token),
      },
    });
    const secret = `whsec_bench_${randomBytes(12).toString("hex")}`;
    secrets.set(workspace.id, secret);
    await db.webhookEndpoint.create({
      data: { workspaceId: workspace.id, url: `http://${HOST}/hooks/${u}`, events: ["post.published"], secretEnc: encryptSecret(secret) },
    });
    users.push({ id: user.id, network });
  }

  const workers: ChildProcess[] = [];
  const dir = path.resolve(ROOT, process.env.DATA_DIR ?? ".data/bench");
  mkdirSync(dir, { recursive: true });
  for (let w = 0; w < o.workers; w++) {
    const log = openSync(path.join(dir, `bench-webhooks-worker-${w}.log`), "a");
    workers.push(
      spawn(process.execPath, ["--import", "tsx", "bench/worker.ts", prefix], { cwd: ROOT, stdio: ["ignore", log, log], env: process.env }),
    );
    closeSync(log);
  }

  async function burst(count: number, tag: string): Promise<{ due: number; ids: Set<string> }> {
    const due = Date.now() + 6_000 + count * 2;
    const rows = Array.from({ length: count }, (_, i) => {
      const user = users[i % users.length]!;
      return {
        userId: user.id,
        content: `${tag} ${i} ${randomBytes(3).toString("hex")}`,
        platforms: [user.network],
        status: "scheduled" as const,
        scheduledAt: new Date(due),
        publishAttempt: 1,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await db.post.createMany({ data: rows.slice(i, i + 1000) });
    const posts = await db.post.findMany({
      where: { content: { startsWith: `${tag} ` } },
      select: { id: true, publishAttempt: true, scheduledAt: true },
    });
    for (const post of posts) await enqueuePublish(post);
    return { due, ids: new Set(posts.map((p) => p.id)) };
  }

  type Got = { postId: string; eventId: string; createdAt: number; at: number; valid: boolean };
  const received = (ids: Set<string>): Got[] =>
    receiver.received
      .filter((r) => r.status === 200)
      .map((r) => {
        const event = JSON.parse(r.body) as { id: string; workspaceId: string; createdAt: string; data: { post: { id: string } } };
        return {
          postId: event.data.post.id,
          eventId: event.id,
          createdAt: Date.parse(event.createdAt),
          at: r.at,
          valid: verifySignature(secrets.get(event.workspaceId) ?? "", r.headers["postpilot-signature"] as string, r.body),
        };
      })
      .filter((g) => ids.has(g.postId));
  const distinct = (got: Got[]) => new Set(got.map((g) => g.postId)).size;

  async function waitAll(ids: Set<string>, limitMs: number): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline && distinct(received(ids)) < ids.size) await sleep(500);
  }

  // Phase 1: the burst, the receiver up.
  const one = await burst(o.posts, "Webhook burst");
  await waitAll(one.ids, 10 * 60_000);
  const got1 = received(one.ids);
  const firstReceipt = new Map<string, Got>();
  for (const g of got1) if (!firstReceipt.has(g.postId)) firstReceipt.set(g.postId, g);
  const delays = [...firstReceipt.values()].map((g) => g.at - g.createdAt).sort((a, b) => a - b);
  const published1 = await db.post.count({ where: { id: { in: [...one.ids] }, status: "published" } });
  console.log("");
  console.log(
    `phase 1           ${published1}/${o.posts} published, ${firstReceipt.size}/${published1} post.published events received (${got1.length} deliveries, ${got1.length - firstReceipt.size} repeated), ${got1.filter((g) => !g.valid).length} bad signatures`,
  );
  for (const p of [50, 90, 99]) console.log(`delay p${p}`.padEnd(18) + `${percentile(delays, p)} ms (publish → receipt)`);
  console.log(`delay max         ${delays.at(-1)} ms`);
  console.log(
    `publishing        last publish ${((Math.max(...got1.map((g) => g.createdAt)) - one.due) / 1000).toFixed(1)} s after due; last receipt ${((Math.max(...got1.map((g) => g.at)) - one.due) / 1000).toFixed(1)} s after due`,
  );

  // Phase 2: the receiver down while a second burst is published, then back.
  receiver.down = true;
  const downAt = Date.now();
  const two = await burst(o.posts2, "Webhook outage");
  await sleep(Math.max(0, downAt + o.downMs - Date.now()));
  receiver.down = false;
  const upAt = Date.now();
  await waitAll(two.ids, 15 * 60_000);
  const got2 = received(two.ids);
  const published2 = await db.post.count({ where: { id: { in: [...two.ids] }, status: "published" } });
  const lost = published2 - distinct(got2);
  const lastAt = Math.max(...got2.map((g) => g.at));
  const pendingLeft = await db.webhookDelivery.count({ where: { status: "pending" } });
  // Tries the receiver refused (connections dropped while it was down), from the tries recorded.
  const failedTries = await db.webhookAttempt.count({ where: { error: { not: null } } });
  const maxTries = (await db.webhookAttempt.aggregate({ _max: { number: true } }))._max.number ?? 0;
  console.log(
    `phase 2           receiver down ${(o.downMs / 1000).toFixed(0)} s (${failedTries} refused tries, at most ${maxTries} tries per delivery), ${published2}/${o.posts2} published meanwhile`,
  );
  console.log(
    `after return      ${distinct(got2)}/${published2} events received, lost ${lost}, last ${((lastAt - upAt) / 1000).toFixed(1)} s after the receiver came back; pending deliveries left ${pendingLeft}; ${got2.filter((g) => !g.valid).length} bad signatures`,
  );

  await Promise.all(
    workers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  await closeQueues();
  await disconnectRedis();
  await fake.stop();
  await receiver.stop();
  await disconnectDb();
}
