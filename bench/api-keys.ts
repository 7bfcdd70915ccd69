/**
 * `npm run bench apikeys`: what authenticating with an API key costs per request against a session
 * token (issue 28). Seeds 1,000 users, each with a session token and an API key in their personal
 * workspace, then times, interleaved (one of each per round, so the machine's noise hits them alike):
 *   - a session token's check (signature, user, revocation, membership: one statement);
 *   - an API key's check (SHA-256, key + creator + membership: one statement by the hash index);
 *   - the per-key rate limit's Redis round trip, which a key's request adds;
 *   - a key's whole cost: both, side by side as createContext runs them.
 * Then each with 50 in flight (the web process's pool of 10
 * connections: the figures include waiting for one). Prints p50/p99/max in ms.
 */
import { resetEnvForTests } from "../src/env";
import { db } from "../src/server/db";
import { takeApiKeyTurn } from "../src/server/api/api-key-rate";
import { resolveRequestUser } from "../src/server/services/auth/request-user";
import { signSessionToken } from "../src/server/services/auth/tokens";
import { createApiKey } from "../src/server/services/api-keys/keys";
import { personalActor } from "../src/server/services/workspaces/actor";

const USERS = 1_000;
const ROUNDS = 5_000;

function quantiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  max ${sorted.at(-1)!.toFixed(3)} ms  (n=${sorted.length})`;
}

async function timed(run: () => Promise<unknown>, into: number[]): Promise<void> {
  const started = performance.now();
  await run();
  into.push(performance.now() - started);
}

/** `rounds` calls of `run(i)` with `inFlight` at a time. */
async function concurrent(rounds: number, inFlight: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < rounds) await timed(() => run(next++), samples);
    }),
  );
  return samples;
}

export async function runApiKeysBench(): Promise<void> {
  resetEnvForTests();
  await db.$executeRaw`
    INSERT INTO "User" ("id", "name", "email", "updatedAt")
    SELECT 'kb' || lpad(g::text, 5, '0'), 'Member ' || g, 'keys' || g || '@bench.example', now() FROM generate_series(1, ${USERS}) g`;
  const users = await db.user.findMany({ where: { id: { startsWith: "kb" } }, select: { id: true, tokenVersion: true }, orderBy: { id: "asc" } });
  const sessions: Headers[] = [];
  const keys: Headers[] = [];
  for (const user of users) {
    sessions.push(new Headers({ authorization: `Bearer ${await signSessionToken({ sub: user.id, tv: user.tokenVersion })}` }));
    const { secret } = await createApiKey(
      await personalActor(user.id),
      { role: "OWNER", scopes: null },
      {
        name: "bench",
        role: "OWNER",
        scopes: ["read", "write"],
        expiresAt: null,
      },
    );
    keys.push(new Headers({ authorization: `Bearer ${secret}` }));
  }
  await db.$executeRaw`ANALYZE "User"; ANALYZE "ApiKey"; ANALYZE "Membership"; ANALYZE "Workspace"`.catch(() => undefined);
  const check = async (headers: Headers) => {
    const answer = await resolveRequestUser(headers);
    if (!answer.user || !answer.membership) throw new Error(`refused: ${answer.error}`);
  };
  const variants: Record<string, (i: number) => Promise<unknown>> = {
    "session token check            ": (i) => check(sessions[i % USERS]!),
    "API key check                  ": (i) => check(keys[i % USERS]!),
    "API key rate limit (Redis)     ": (i) => takeApiKeyTurn(keys[i % USERS]!),
    // As createContext runs them: side by side.
    "API key check + its rate limit ": (i) => Promise.all([takeApiKeyTurn(keys[i % USERS]!), check(keys[i % USERS]!)]),
  };
  // Warm the pool, the plans, and each key's lastUsedAt (written once a minute, as in use).
  for (let i = 0; i < USERS; i++) for (const run of Object.values(variants)) await run(i);

  console.log(`API key authentication vs a session token, ${ROUNDS} rounds (${USERS} users, one key each)`);
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let i = 0; i < ROUNDS; i++) for (const [name, run] of Object.entries(variants)) await timed(() => run(i), samples[name]!);
  for (const [name, s] of Object.entries(samples)) console.log(`  ${name}  ${quantiles(s)}`);
  // 50 in flight: blocks of 500 calls per variant, interleaved, so that the machine's noise hits them alike.
  const busy: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let block = 0; block < ROUNDS / 500; block++) {
    for (const [name, run] of Object.entries(variants)) busy[name]!.push(...(await concurrent(500, 50, run)));
  }
  for (const [name, s] of Object.entries(busy)) console.log(`  ${name}, 50 in flight  ${quantiles(s)}`);
}
