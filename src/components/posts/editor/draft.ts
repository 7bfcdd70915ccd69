/** What a post editor holds (wizard and edit dialog alike) before it saves. */
import type { NetworkKey } from "@/lib/networks";
import type { PostItem } from "../types";

export { EDIT_MAX_CHARS, WIZARD_MAX_CHARS } from "@/lib/post-text";

/** A file uploaded to /api/media/upload (or generated) and attached to the post. */
export interface MediaItem {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  name: string;
  /** Describes the file for people who cannot see it (sent as the post's mediaAlt). */
  alt?: string;
}

export type PublishMode = "now" | "schedule";

/** Everything an editor collects before saving. */
export interface PostDraft {
  content: string;
  media: MediaItem[];
  /** null until the user changes the selection: connected networks are then preselected. */
  platforms: NetworkKey[] | null;
  publishMode: PublishMode | null;
  /** "YYYY-MM-DD" and "HH:mm" in the user's time zone. */
  date: string | null;
  time: string;
  /** The AI text this post is made from (ai.generate's generationId): saving it keeps its free regeneration. */
  generationId?: string | null;
  /** An alt text was changed: the media are sent with the save even where they cannot be changed. */
  altChanged?: boolean;
}

export const EMPTY_DRAFT: PostDraft = { content: "", media: [], platforms: null, publishMode: null, date: null, time: "" };

/** The file name at the end of a media URL (as sent if it is not validly percent-encoded). */
function fileNameOf(url: string): string {
  const last = url.split("/").pop() || "media";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A stored post's media as editor items. */
export function mediaFromPost(post: Pick<PostItem, "media" | "mediaAlt">): MediaItem[] {
  return post.media.map((url, index) => ({
    id: url,
    url,
    mimeType: /\.(mp4|m4v)(\?|$)/i.test(url) ? "video/mp4" : "image/*",
    sizeBytes: 0,
    name: fileNameOf(url),
    alt: post.mediaAlt?.[index] ?? "",
  }));
}
