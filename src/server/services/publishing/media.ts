import type { PublishMedia } from "@/server/integrations/social/types";
import { mediaKeyFromUrl, mimeTypeOfKey, readMedia } from "@/server/services/media/storage";

/** A post's media as the networks need it: our files are read from storage for upload APIs. */
export async function mediaForPublishing(urls: string[]): Promise<PublishMedia[]> {
  return urls.map((url) => {
    const key = mediaKeyFromUrl(url);
    if (!key) return { url, mimeType: url.match(/\.mp4($|\?)/i) ? "video/mp4" : url.match(/\.png($|\?)/i) ? "image/png" : "image/jpeg" };
    return {
      url,
      mimeType: mimeTypeOfKey(key),
      read: async () => {
        const bytes = await readMedia(key);
        if (!bytes) throw new Error("a media file of this post is missing from storage");
        return bytes;
      },
    };
  });
}
