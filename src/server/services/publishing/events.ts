/**
 * The one way other features follow a post's publishing outcome: the publisher and the sweeper
 * call `postSettled` after they move a post to published or failed, and features that mirror
 * posts (AI videos) register a listener once at start-up (jobs/processors). Publishing itself
 * knows nothing of them.
 */
import { logger } from "@/server/logger";

export type PostSettledListener = (postId: string) => Promise<void>;

const listeners = new Set<PostSettledListener>();

/** Registers `listener` for every settled post of this process (idempotent per function). */
export function onPostSettled(listener: PostSettledListener): void {
  listeners.add(listener);
}

/** Tells the listeners; a listener's failure is logged and never undoes the settled post. */
export async function postSettled(postIds: string[]): Promise<void> {
  for (const listener of listeners) {
    for (const postId of postIds) {
      try {
        await listener(postId);
      } catch (err) {
        logger.warn({ postId, err: (err as Error).message }, "a listener of settled posts failed");
      }
    }
  }
}
