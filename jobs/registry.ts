/**
 * The job registry: every file under jobs/definitions/ is one job (see jobs/define.ts). The
 * processors per queue and the periodic schedules are derived from them, so adding a job, periodic
 * or not, is one new file there (plus its test).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { QUEUE_NAMES, type QueueName } from "@/server/queue";
import { onPostSettled } from "@/server/services/publishing/events";
import { syncVideoEntriesFromPosts } from "@/server/services/video/sync";
import { byJobName, processorOf, type JobDefinition, type QueueProcessor } from "./define";

export * from "./define";

// An AI video's queue entry follows its post's publishing outcome.
onPostSettled(syncVideoEntriesFromPosts);

const DEFINITIONS_DIR = path.join(__dirname, "definitions");

function isDefinition(value: unknown): value is JobDefinition {
  const d = value as Partial<JobDefinition> | null;
  return !!d && typeof d.name === "string" && typeof d.handle === "function" && (QUEUE_NAMES as readonly string[]).includes(String(d.queue));
}

let loading: Promise<readonly JobDefinition[]> | undefined;

/** Every job definition, loaded once per process (file order, so schedules are created in a stable order). */
export function jobDefinitions(): Promise<readonly JobDefinition[]> {
  loading ??= (async () => {
    const files = readdirSync(DEFINITIONS_DIR)
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .sort();
    const definitions: JobDefinition[] = [];
    for (const file of files) {
      const loaded = ((await import(path.join(DEFINITIONS_DIR, file))) as { default?: unknown }).default;
      if (!isDefinition(loaded)) throw new Error(`jobs/definitions/${file} must default-export defineJob({ queue, name, payload, handle })`);
      // The file's name is the job's: one place to look for a job seen in the queues.
      if (`${loaded.name}.ts` !== file) throw new Error(`jobs/definitions/${file} defines "${loaded.name}": name the file after the job`);
      // A schedule's job carries `{ task: <name> }`, the maintenance queue's shape.
      if (loaded.every && loaded.queue !== "maintenance") throw new Error(`jobs/definitions/${file}: only maintenance jobs run on a schedule`);
      definitions.push(loaded);
    }
    return definitions;
  })();
  return loading;
}

/** queue → the processor of its jobs (dispatching on the job name; unknown names fail at once). */
export async function processors(): Promise<{ [Q in QueueName]: QueueProcessor<Q> }> {
  const definitions = await jobDefinitions();
  const byQueue = Object.fromEntries(QUEUE_NAMES.map((queue) => [queue, {} as Record<string, QueueProcessor<QueueName>>]));
  for (const definition of definitions) byQueue[definition.queue]![definition.name] = processorOf(definition);
  return Object.fromEntries(QUEUE_NAMES.map((queue) => [queue, byJobName(queue, byQueue[queue]!)])) as { [Q in QueueName]: QueueProcessor<Q> };
}

export interface Schedule {
  /** The job scheduler's id in Redis: the job's name. */
  id: string;
  queue: QueueName;
  every: () => number;
}

/** The periodic jobs' schedules (the definitions with `every`). */
export async function schedules(): Promise<Schedule[]> {
  return (await jobDefinitions()).flatMap((d) => (d.every ? [{ id: d.name, queue: d.queue, every: d.every }] : []));
}
