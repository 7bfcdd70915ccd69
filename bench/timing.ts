/** Timing helpers of the database benches: quantiles, variants interleaved, and many in flight. */

export function quantiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  max ${sorted.at(-1)!.toFixed(3)} ms  (n=${sorted.length})`;
}

export async function timeInterleaved(rounds: number, variants: Record<string, () => Promise<unknown>>): Promise<Record<string, number[]>> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let i = 0; i < rounds; i++) {
    for (const [name, run] of Object.entries(variants)) {
      const started = performance.now();
      await run();
      samples[name]!.push(performance.now() - started);
    }
  }
  return samples;
}

export async function timeConcurrent(rounds: number, inFlight: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < rounds) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}
