/**
 * Waiting for a job to end without reading the database in a loop: one BullMQ QueueEvents reader
 * (a blocking read of the queue's event stream, which the workers write anyway) per queue and
 * process, open while someone waits and closed a while after the last one left.
 */
import { QueueEvents } from "bullmq";
import { logger } from "@/server/logger";
import { redis } from "@/server/redis";
import type { QueueName } from "./names";
import { bullConnection, getQueuePrefix, onCloseQueues } from "./queues";

/** Events after which a job has nothing more to do (for now): its owner looks at the result. */
const ENDINGS = ["completed", "failed", "removed"] as const;
/** A reader stays open this long after its last watcher, so a run of requests shares it. */
const LINGER_MS = 30_000;

interface Reader {
  prefix: string;
  /** Resolves once the reader's position in the stream is fixed: every later event reaches it. */
  ready: Promise<QueueEvents>;
  watchers: Map<string, Set<() => void>>;
  closeTimer?: NodeJS.Timeout;
}

const readers = new Map<QueueName, Reader>();

function openReader(name: QueueName): Reader {
  const reader: Reader = { prefix: getQueuePrefix(), watchers: new Map(), ready: Promise.resolve(null as never) };
  reader.ready = (async () => {
    // Start after the stream's last entry now (not at '$' when the first read runs): an event
    // written while the reader connects is still delivered.
    const [last] = await redis().xrevrange(`${reader.prefix}:${name}:events`, "+", "-", "COUNT", 1);
    const events = new QueueEvents(name, { connection: bullConnection(), prefix: reader.prefix, lastEventId: last?.[0] ?? "0-0" });
    events.on("error", (err) => logger.warn({ queue: name, err: err.message }, "queue events reader error"));
    for (const ending of ENDINGS) {
      events.on(ending, ({ jobId }: { jobId: string }) => reader.watchers.get(jobId)?.forEach((wake) => wake()));
    }
    return events;
  })();
  // A reader that could not open (Redis away) is dropped: the next watch opens a new one.
  reader.ready.catch(() => {
    if (readers.get(name) === reader) readers.delete(name);
  });
  return reader;
}

async function closeReader(name: QueueName, reader: Reader): Promise<void> {
  if (readers.get(name) === reader) readers.delete(name);
  clearTimeout(reader.closeTimer);
  const events = await reader.ready.catch(() => null);
  await events?.close().catch((err: Error) => logger.warn({ queue: name, err: err.message }, "queue events close failed"));
}

onCloseQueues(async () => {
  await Promise.all([...readers.entries()].map(([name, reader]) => closeReader(name, reader)));
});

export interface JobWatch {
  /** Resolves once the reader will see every later event of the job (bounded by `ms`). */
  ready(ms: number): Promise<void>;
  /** Resolves when the job ends (completes, fails, is removed) or after `ms`; an end seen since the last call resolves at once. */
  next(ms: number): Promise<void>;
  stop(): void;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Watches job `jobId` of queue `name` (call stop() when done). */
export function watchJob(name: QueueName, jobId: string): JobWatch {
  let reader = readers.get(name);
  if (reader && reader.prefix !== getQueuePrefix()) {
    void closeReader(name, reader);
    reader = undefined;
  }
  if (!reader) {
    reader = openReader(name);
    readers.set(name, reader);
  }
  const open = reader;
  clearTimeout(open.closeTimer);
  let ended = false;
  let wakeNext: (() => void) | null = null;
  const wake = () => {
    ended = true;
    wakeNext?.();
  };
  const set = open.watchers.get(jobId) ?? new Set();
  set.add(wake);
  open.watchers.set(jobId, set);

  return {
    async ready(ms) {
      await within(
        open.ready.then(
          () => undefined,
          () => undefined,
        ),
        ms,
      );
    },
    async next(ms) {
      if (!ended) await within(new Promise<void>((resolve) => (wakeNext = resolve)), ms);
      wakeNext = null;
      ended = false;
    },
    stop() {
      set.delete(wake);
      if (set.size === 0) open.watchers.delete(jobId);
      if (open.watchers.size > 0 || readers.get(name) !== open) return;
      open.closeTimer = setTimeout(() => void closeReader(name, open), LINGER_MS);
      open.closeTimer.unref();
    },
  };
}
