/** The create-post wizard's shared state and the contract each content method's step-2 form follows. */
import type { NetworkKey } from "@/lib/networks";

/** Content methods offered in step 1. `video` only links to /ai-videos. */
export type ContentMethod = "manual" | "ai" | "link" | "ai-plan";

export const WIZARD_MAX_CHARS = 3000;

/** A file uploaded to /api/media/upload (or generated) and attached to the post. */
export interface MediaItem {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  name: string;
}

export type PublishMode = "now" | "schedule";

/** Everything the single-post flows (manual, AI, link) collect before submitting. */
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
}

export const EMPTY_DRAFT: PostDraft = { content: "", media: [], platforms: null, publishMode: null, date: null, time: "" };

/** What a method's step-2 form receives: the draft and a way to change it. */
export interface ContentFormProps {
  draft: PostDraft;
  onChange: (patch: Partial<PostDraft> | ((draft: PostDraft) => Partial<PostDraft>)) => void;
  /** Switch to another method (e.g. "write it myself instead"). */
  onSwitchMethod: (method: ContentMethod) => void;
  /** Editing an existing post: media cannot be changed. */
  editing: boolean;
  /** The post being edited (regenerating its text uses ai.regenerate). */
  postId?: string;
  /** The networks selected so far (the connected ones until the user changes the selection). */
  platforms?: NetworkKey[];
}
