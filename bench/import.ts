/**
 * `npm run bench import`: a 10,000-row import file (issue 28) on this machine.
 *   - parse only (reading the CSV: UTF-8 decoding and csv-parse, row by row): the baseline;
 *   - the dry run (parse + every row's checks + the duplicates lookup + the stored report), 3 runs;
 *   - one post saved through savePost (the app's own path) 200 times in a row: the per-post baseline;
 *   - the import on the worker (a worker of the maintenance queue in this process, 250 rows at a
 *     time), from the request that starts it to the import marked finished.
 * Targets (issue 28): dry run within 10 s, import within 60 s. Prints times, rows per second and
 * the ratios to the baselines.
 */
import { Readable } from "node:stream";
import { resetEnvForTests } from "../src/env";
import { db } from "../src/server/db";
import { connectSandbox } from "../src/server/services/accounts/sandbox";
import { readImportFile } from "../src/server/services/imports/format";
import { checkImport, startImport } from "../src/server/services/imports/imports";
import { savePost } from "../src/server/services/posts/posts";
import { personalActor } from "../src/server/services/workspaces/actor";
import { closeQueues } from "../src/server/queue";
import { startWorker } from "../jobs/worker-runtime";

const ROWS = 10_000;
const BASELINE_POSTS = 200;

function file(rows: number, salt: string): Buffer {
  const start = Date.now() + 24 * 3_600_000;
  const lines = ["text,networks,time,media"];
  for (let i = 0; i < rows; i++) {
    const time = i % 10 === 0 ? "" : new Date(start + i * 60_000).toISOString();
    lines.push(`"Bench post ${salt} ${i}: a line of text, with a comma and ""quotes"", about something worth sharing",sandbox,${time},`);
  }
  return Buffer.from(`${lines.join("\n")}\n`);
}

async function ms(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function runImportBench(): Promise<void> {
  process.env.SANDBOX_NETWORK = "true";
  resetEnvForTests();
  const user = await db.user.create({ data: { name: "Importer", email: "importer@bench.example", subscription: "Enterprise", role: "paid" } });
  const actor = await personalActor(user.id);
  await connectSandbox({ userId: user.id, workspaceId: actor.workspaceId });
  const data = file(ROWS, "a");
  console.log(`import bench: ${ROWS.toLocaleString("en")} rows, ${(data.length / 1024 / 1024).toFixed(2)} MB CSV`);

  const parse: number[] = [];
  for (let i = 0; i < 3; i++) parse.push(await ms(() => readImportFile(Readable.from([data]), "bench.csv")));
  const dry: number[] = [];
  let lastId = "";
  for (let i = 0; i < 3; i++) {
    dry.push(
      await ms(async () => {
        lastId = (await checkImport(actor, Readable.from([data]), "bench.csv")).id;
      }),
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const parseMs = median(parse);
  const dryMs = median(dry);
  console.log(`parse only:  median ${(parseMs / 1000).toFixed(2)} s of 3 (${Math.round(ROWS / (parseMs / 1000))} rows/s)`);
  console.log(
    `dry run:     median ${(dryMs / 1000).toFixed(2)} s of 3 [${dry.map((d) => (d / 1000).toFixed(2)).join(", ")}] (${Math.round(ROWS / (dryMs / 1000))} rows/s, ${(dryMs / parseMs).toFixed(1)}x parse only) target <= 10 s: ${dryMs <= 10_000 ? "met" : "MISSED"}`,
  );

  // Per-post baseline: the composer's own path, one at a time.
  const one: number[] = [];
  const at = new Date(Date.now() + 48 * 3_600_000);
  for (let i = 0; i < BASELINE_POSTS; i++) {
    one.push(
      await ms(() =>
        savePost(actor, { mode: "schedule", content: `Baseline post ${i}`, platforms: ["sandbox"], at: new Date(at.getTime() + i * 1000) }),
      ),
    );
  }
  const perPost = median(one);
  console.log(`savePost:    median ${perPost.toFixed(1)} ms per post, one at a time (${Math.round(1000 / perPost)} posts/s)`);
  await db.post.deleteMany({ where: { workspaceId: actor.workspaceId } });

  // The import on the worker.
  const worker = await startWorker({ queues: ["maintenance"], schedulers: false, name: "bench-import" });
  try {
    const started = performance.now();
    await startImport(actor, lastId, "all_or_nothing");
    let row = await db.postImport.findUniqueOrThrow({ where: { id: lastId } });
    let lastShown = 0;
    while (row.status === "queued" || row.status === "running") {
      await new Promise((r) => setTimeout(r, 250));
      row = await db.postImport.findUniqueOrThrow({ where: { id: lastId } });
      if (performance.now() - lastShown > 10_000) {
        lastShown = performance.now();
        console.log(`  ... ${row.processed} rows after ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    }
    const runMs = performance.now() - started;
    const created = await db.post.count({ where: { workspaceId: actor.workspaceId } });
    console.log(
      `import:      ${(runMs / 1000).toFixed(1)} s on the worker, status ${row.status}, ${created} posts (${Math.round(created / (runMs / 1000))} posts/s, ${(runMs / created).toFixed(2)} ms per post = ${(runMs / created / perPost).toFixed(2)}x one savePost) target <= 60 s: ${runMs <= 60_000 ? "met" : "MISSED"}`,
    );
    if (row.error) console.log(`  error: ${row.error}`);
  } finally {
    await worker.close();
    await closeQueues();
  }
}
