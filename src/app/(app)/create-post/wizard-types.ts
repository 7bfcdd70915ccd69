/** The create-post wizard's shared state and the contract each content method's step-2 form follows. */
import type { NetworkKey } from "@/lib/networks";
import type { PostDraft } from "@/components/posts/editor/draft";

/** Content methods offered in step 1. `video` only links to /ai-videos. */
export type ContentMethod = "manual" | "ai" | "link" | "ai-plan";

// The draft itself is the post editor's (shared with the edit dialog).
export { EMPTY_DRAFT, WIZARD_MAX_CHARS, type MediaItem, type PostDraft, type PublishMode } from "@/components/posts/editor/draft";

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
