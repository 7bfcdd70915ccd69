import { PublishError, type MediaSource, type PublishMedia } from "@/server/integrations/social/types";
import { StorageUnavailableError } from "@/server/integrations/storage";
import { mediaKeyFromUrl, mediaUrl, mimeTypeOfKey, openMedia, readMedia, statMedia } from "@/server/services/media/storage";

const MISSING = "a media file of this post is missing from storage";

/** A store that is down or slow: nothing was posted yet, so the publish is tried again later. */
async function fromStorage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw new PublishError("transient", "the media storage could not be reached");
    throw error;
  }
}

/**
 * A stored file as a stream source: its size now, and a new read of the store (all of it or one
 * range) for each part a network's upload sends, so a video is never held whole in memory.
 */
async function storedSource(key: string): Promise<MediaSource> {
  const info = await fromStorage(() => statMedia(key));
  if (!info) throw new Error(MISSING);
  return {
    size: info.size,
    open: async (range) => {
      const object = await fromStorage(() => openMedia(key, range));
      if (!object) throw new Error(MISSING);
      return object.body;
    },
  };
}

/**
 * A post's media as the networks need it: our files are read from storage for upload APIs, with
 * their alt texts. Images whole (`read`, from the worker's image cache), videos as streams (`source`).
 */
export async function mediaForPublishing(urls: string[], alt: string[] = []): Promise<PublishMedia[]> {
  // Only our own stored files are published, at URLs built from their keys; a stored value that
  // holds no key of ours (never accepted since keys are stored) is left out rather than passed on.
  return urls.flatMap((stored, index) => {
    const key = mediaKeyFromUrl(stored);
    if (!key) return [];
    return {
      url: mediaUrl(key),
      mimeType: mimeTypeOfKey(key),
      ...(alt[index] ? { alt: alt[index] } : {}),
      read: async () => {
        const bytes = await fromStorage(() => readMedia(key));
        if (!bytes) throw new Error(MISSING);
        return bytes;
      },
      source: () => storedSource(key),
    };
  });
}
