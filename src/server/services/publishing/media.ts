import { PublishError, type PublishMedia } from "@/server/integrations/social/types";
import { StorageUnavailableError } from "@/server/integrations/storage";
import { mediaKeyFromUrl, mediaUrl, mimeTypeOfKey, readMedia } from "@/server/services/media/storage";

/** A post's media as the networks need it: our files are read from storage for upload APIs, with their alt texts. */
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
        let bytes: Buffer | null;
        try {
          bytes = await readMedia(key);
        } catch (error) {
          // The store is down or slow: nothing was posted yet, so the publish is tried again later.
          if (error instanceof StorageUnavailableError) throw new PublishError("transient", "the media storage could not be reached");
          throw error;
        }
        if (!bytes) throw new Error("a media file of this post is missing from storage");
        return bytes;
      },
    };
  });
}
