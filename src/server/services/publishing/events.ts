/**
 * The one way other features follow a post's publishing outcome: the publisher and the sweeper
 * call `postSettled` after they move a post to published or failed, and features that mirror
 * posts (AI videos) register a listener once at start-up (jobs/registry.ts). Publishing itself
 * knows nothing of them.
 */
import DataLoader from "dataloader";
import { logger } from "@/server/logger";

/** Gets the ids of posts settled at about the same moment, to follow them in one statement. */
export type PostSettledListener = (postIds: string[]) => Promise<void>;

const listeners = new Set<PostSettledListener>();

/** Registers `listener` for every settled post of this process (idempotent per function). */
export function onPostSettled(listener: PostSettledListener): void {
  listeners.add(listener);
}

async function tellListeners(postIds: string[]): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(postIds);
    } catch (err) {
      logger.warn({ posts: postIds.length, err: (err as Error).message }, "a listener of settled posts failed");
    }
  }
}

// The posts of a burst settle a few at a time in many jobs: gather them for 2 ms (as batch.ts does).
const settled = new DataLoader<string, void>(
  async (postIds) => {
    await tellListeners([...new Set(postIds)]);
    return postIds.map(() => undefined);
  },
  { cache: false, maxBatchSize: 500, batchScheduleFn: (run) => setTimeout(run, 2) },
);

/** Tells the listeners; a listener's failure is logged and never undoes the settled post. */
export async function postSettled(postIds: string[]): Promise<void> {
  if (listeners.size === 0) return;
  await Promise.all(postIds.map((id) => settled.load(id)));
}
