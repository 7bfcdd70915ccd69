/**
 * `npm run bench apikeys [-- --only http|inprocess]`: what authenticating with an API key costs per
 * request against a session token (issue 28: "well under 1 ms per request at 50 connections").
 * Seeds 1,000 users, each with a session token and an API key in their personal workspace.
 *
 * HTTP (the target as stated): the production server (`next start`, bench/real-size.ts) under 50
 * keep-alive connections (bench/api.ts's driver), each connection one member, on a light
 * authenticated endpoint whose answer needs nothing but the request's context (the workspace it acts
 * in): `GET /api/workspaces/current` (REST) and `GET /api/trpc/workspace.current` (tRPC). The same
 * endpoint with the members' session tokens and with their API keys, in interleaved rounds (ABBA, so
 * that drift and the machine's noise hit both alike). Prints requests/s, p50 and p99 of each, and
 * what a key adds per request: from throughput (1/rps, the server's time per request: CPU and
 * round trips that are not hidden by others in flight) and in latency at p50 and p99. The per-key
 * limit is raised (API_KEY_RATE_LIMIT) so that it counts every request and refuses none.
 *
 * In process (where the cost comes from): interleaved rounds of each check as createContext runs it
 * (`resolveRequestUser`: the session's signature, user, revocation and membership in one statement;
 * the key's SHA-256, key, creator and membership in one statement by the unique hash index), the
 * per-key rate limit's Redis count (now: one script call; before: MULTI/INCR/TTL/EXEC, kept here for
 * the comparison), and a key's whole cost (both side by side); then each with 50 in flight.
 */
import { resetEnvForTests } from "../src/env";
import { db } from "../src/server/db";
import { redis } from "../src/server/redis";
import { takeApiKeyTurn } from "../src/server/api/api-key-rate";
import { presentedCredential, resolveRequestUser } from "../src/server/services/auth/request-user";
import { signSessionToken } from "../src/server/services/auth/tokens";
import { createApiKey } from "../src/server/services/api-keys/keys";
import { personalActor } from "../src/server/services/workspaces/actor";
import { quantiles, timeConcurrent, timeInterleaved } from "./timing";

const USERS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HTTP_ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 12);
const HTTP_ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

interface Credentials {
  /** `Bearer …` of each user's session token */
  sessions: string[];
  /** `Bearer …` of each user's API key (role owner, scopes read and write) */
  keys: string[];
}

async function seedCredentials(): Promise<Credentials> {
  await db.$executeRaw`
    INSERT INTO "User" ("id", "name", "email", "updatedAt")
    SELECT 'kb' || lpad(g::text, 5, '0'), 'Member ' || g, 'keys' || g || '@bench.example', now() FROM generate_series(1, ${USERS}) g`;
  const users = await db.user.findMany({ where: { id: { startsWith: "kb" } }, select: { id: true, tokenVersion: true }, orderBy: { id: "asc" } });
  const sessions: string[] = [];
  const keys: string[] = [];
  for (const user of users) {
    sessions.push(`Bearer ${await signSessionToken({ sub: user.id, tv: user.tokenVersion })}`);
    const { secret } = await createApiKey(
      await personalActor(user.id),
      { role: "OWNER", scopes: null },
      { name: "bench", role: "OWNER", scopes: ["read", "write"], expiresAt: null },
    );
    keys.push(`Bearer ${secret}`);
  }
  await db.$executeRaw`ANALYZE "User"; ANALYZE "ApiKey"; ANALYZE "Membership"; ANALYZE "Workspace"`.catch(() => undefined);
  return { sessions, keys };
}

/** The per-key count as it was before (MULTI/INCR/TTL/EXEC, then EXPIRE on a new window): for the A/B only. */
async function countInWindowBefore(key: string, windowSeconds: number): Promise<number> {
  const redisKey = `ratelimit:api-key-before:${key}`;
  const [[, count], [, ttl]] = (await redis().multi().incr(redisKey).ttl(redisKey).exec()) as [[null, number], [null, number]];
  if (ttl < 0) await redis().expire(redisKey, windowSeconds);
  return count;
}

async function runInProcess({ sessions, keys }: Credentials): Promise<void> {
  const sessionHeaders = sessions.map((authorization) => new Headers({ authorization }));
  const keyHeaders = keys.map((authorization) => new Headers({ authorization }));
  const check = async (headers: Headers) => {
    const answer = await resolveRequestUser(presentedCredential(headers));
    if (!answer.user || !answer.membership) throw new Error(`refused: ${answer.error}`);
  };
  let i = 0;
  const at = () => i++ % USERS;
  const variants: Record<string, () => Promise<unknown>> = {
    "session token check                 ": () => check(sessionHeaders[at()]!),
    "API key check                       ": () => check(keyHeaders[at()]!),
    "rate count, before (MULTI + EXPIRE) ": () => countInWindowBefore(String(at()), 60),
    "API key rate limit (one command)    ": () => takeApiKeyTurn(presentedCredential(keyHeaders[at()]!)),
    // As createContext runs them: the credential read and hashed once, the count beside the check.
    "API key check + its rate limit      ": () => {
      const credential = presentedCredential(keyHeaders[at()]!);
      return Promise.all([takeApiKeyTurn(credential), resolveRequestUser(credential)]);
    },
  };
  // Warm the pool, the plans, and each key's lastUsedAt (written once a minute, as in use).
  for (let u = 0; u < USERS; u++) for (const run of Object.values(variants)) await run();

  console.log(`\nIn process, ${ROUNDS} interleaved rounds (${USERS} users, one key each)`);
  const one = await timeInterleaved(ROUNDS, variants);
  for (const [name, s] of Object.entries(one)) console.log(`  ${name}  ${quantiles(s)}`);
  // 50 in flight: blocks of 500 calls per variant, interleaved, so that the machine's noise hits them alike.
  const busy: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  const busyMs: Record<string, number> = Object.fromEntries(Object.keys(variants).map((k) => [k, 0]));
  for (let block = 0; block < ROUNDS / 500; block++) {
    for (const [name, run] of Object.entries(variants)) {
      const started = performance.now();
      busy[name]!.push(...(await timeConcurrent(500, CONNECTIONS, run)));
      busyMs[name]! += performance.now() - started;
    }
  }
  for (const [name, s] of Object.entries(busy)) {
    // Little's law: with 50 always in flight, latency = 50 × the time each call takes of the process.
    console.log(`  ${name}, ${CONNECTIONS} in flight  ${quantiles(s)}  ${((busyMs[name]! / s.length) * 1000).toFixed(1)} µs per call`);
  }
}

interface Side {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  perRound: number[];
}

async function runHttp({ sessions, keys }: Credentials): Promise<void> {
  const { drive, percentile } = await import("./api");
  const { startProductionServer, ORIGIN } = await import("./real-size");
  // Count every key's request, refuse none: the limit's Redis work is what is measured.
  process.env.API_KEY_RATE_LIMIT = "1000000000";
  const server = await startProductionServer();
  try {
    const endpoints = [
      { name: "REST GET /api/workspaces/current", path: "/api/workspaces/current" },
      { name: "tRPC GET /api/trpc/workspace.current", path: "/api/trpc/workspace.current" },
    ];
    const credentials = { "session token": sessions, "API key": keys } as const;
    for (const endpoint of endpoints) {
      for (const [kind, list] of Object.entries(credentials)) {
        const probe = await fetch(`${ORIGIN}${endpoint.path}`, { headers: { authorization: list[0]! } });
        if (probe.status !== 200) throw new Error(`${endpoint.name} with a ${kind}: ${probe.status} ${await probe.text()}`);
      }
    }
    console.log(
      `\nHTTP, next start on ${ORIGIN}: ${CONNECTIONS} keep-alive connections (one member each), ${HTTP_ROUNDS} interleaved rounds (ABBA) of ${HTTP_ROUND_SECONDS} s per credential and endpoint`,
    );
    for (const endpoint of endpoints) {
      const sides: Record<keyof typeof credentials, Side> = {
        "session token": { requests: 0, errors: 0, seconds: 0, latencies: [], perRound: [] },
        "API key": { requests: 0, errors: 0, seconds: 0, latencies: [], perRound: [] },
      };
      const run = (kind: keyof typeof credentials, seconds: number) =>
        drive({ name: kind, path: endpoint.path, headers: (c) => ({ authorization: credentials[kind][c % USERS]! }), seconds });
      // Warm-up: the JIT, the pool, and each member's lastActiveAt / each key's lastUsedAt.
      await run("session token", 2);
      await run("API key", 2);
      for (let round = 0; round < HTTP_ROUNDS; round++) {
        const order: (keyof typeof credentials)[] = round % 2 === 0 ? ["session token", "API key"] : ["API key", "session token"];
        for (const kind of order) {
          const r = await run(kind, HTTP_ROUND_SECONDS);
          const side = sides[kind];
          side.requests += r.requests;
          side.errors += r.errors;
          side.seconds += r.elapsedSeconds;
          side.latencies.push(...r.latencies);
          side.perRound.push(r.perSecond);
        }
      }
      const rows = Object.entries(sides).map(([kind, s]) => {
        s.latencies.sort((a, b) => a - b);
        const rps = s.requests / s.seconds;
        return { kind, rps, p50: percentile(s.latencies, 50), p99: percentile(s.latencies, 99), errors: s.errors, requests: s.requests };
      });
      const [session, key] = rows as [(typeof rows)[0], (typeof rows)[0]];
      console.log(`\n${endpoint.name}`);
      console.table(
        rows.map((r) => ({
          credential: r.kind,
          requests: r.requests,
          "req/s": r.rps.toFixed(0),
          "ms per request (1/rps)": (1000 / r.rps).toFixed(3),
          "p50 ms": r.p50.toFixed(2),
          "p99 ms": r.p99.toFixed(2),
          errors: r.errors,
        })),
      );
      // Paired rounds (each round's key against the same round's session, run back to back): the
      // median is robust to the machine's load changing between rounds; the spread shows the noise.
      const added = sides["API key"].perRound.map((rps, r) => 1000 / rps - 1000 / sides["session token"].perRound[r]!).sort((a, b) => a - b);
      const median = added[Math.floor(added.length / 2)]!;
      console.log(
        `  an API key adds ${(1000 / key.rps - 1000 / session.rps).toFixed(3)} ms per request from throughput (all rounds pooled;` +
          ` key/session req/s ${(key.rps / session.rps).toFixed(3)}), median of paired rounds ${median.toFixed(3)} ms` +
          ` (rounds from ${added[0]!.toFixed(3)} to ${added.at(-1)!.toFixed(3)} ms);` +
          ` latency ${(key.p50 - session.p50).toFixed(2)} ms at p50 (×${(key.p50 / session.p50).toFixed(3)}), ${(key.p99 - session.p99).toFixed(2)} ms at p99 (×${(key.p99 / session.p99).toFixed(3)})`,
      );
    }
  } finally {
    await server.stop();
  }
}

export async function runApiKeysBench(args: string[] = []): Promise<void> {
  resetEnvForTests();
  const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
  const credentials = await seedCredentials();
  if (only !== "http") await runInProcess(credentials);
  if (only !== "inprocess") await runHttp(credentials);
}
