/**
 * Posts: the entry points of the spec's endpoints, each one row of the lifecycle table
 * (./lifecycle.ts) performed by transition() (./transition.ts).
 * A member only ever sees the active workspace's posts: another workspace's post answers 404, like a
 * missing one. `actor` is the member and the workspace (src/server/services/workspaces/actor.ts).
 */
import { db } from "@/server/db";
import type { Actor } from "@/server/services/workspaces/actor";
import { NotFound } from "@/server/errors";
import type { PostAction } from "./lifecycle";
import type { PublishOutcome } from "./outcome";
import { presentPost, POST_INCLUDE, type PresentedPost } from "./present";
import { transition, type Transitioned, type TransitionInput } from "./transition";

export type { PublishOutcome } from "./outcome";

export interface PostDraftInput {
  content: string;
  platforms: string[];
  mediaUrls?: string[];
  /** Alt text per media file (index i describes mediaUrls[i]; "" = none); omitted: none. */
  mediaAlt?: string[];
  /** manual, ai or link: AI-written posts are marked aiGenerated */
  source?: "manual" | "ai" | "link";
  /** The wizard's AI text this post keeps (its regenerations so far, the free one included, become the post's). */
  generationId?: string;
}

export async function getOwnedPost(actor: Actor, postId: string) {
  const post = await db.post.findFirst({ where: { id: postId, workspaceId: actor.workspaceId }, include: POST_INCLUDE });
  if (!post) throw NotFound("Post");
  return post;
}

export async function getPost(actor: Actor, postId: string): Promise<PresentedPost> {
  return presentPost(await getOwnedPost(actor, postId));
}

async function presented(actor: Actor, done: Promise<Transitioned>): Promise<PresentedPost> {
  return getPost(actor, (await done).post!.id);
}

async function outcome(done: Promise<Transitioned>): Promise<PublishOutcome> {
  return (await done).outcome!;
}

/**
 * What an editor asks for when it saves (spec: the wizard's Save as draft / Publish Now / Schedule
 * Post and the edit dialog's Save Changes): a row of the lifecycle table each.
 */
export type SaveMode = Extract<PostAction, "draft" | "schedule" | "now" | "keep">;
export const SAVE_MODES = ["draft", "schedule", "now", "keep"] as const satisfies readonly SaveMode[];

export interface SavePostInput extends PostDraftInput {
  /** An existing post of this user (a draft, scheduled or failed one); none creates a post. */
  id?: string;
  mode: SaveMode;
  /** The date of a scheduled post (required for schedule) or of a draft (optional). */
  at?: Date | null;
  /** For an existing post, omitted keeps its media (a plan draft's image may be added meanwhile). */
  mediaUrls?: string[];
}

export type SaveOutcome = { mode: "draft" | "schedule" | "keep"; post: PresentedPost } | ({ mode: "now" } & PublishOutcome);

/** The one editor operation (wizard and edit dialog, POST /api/posts/save): the mode's row of the table. */
export async function savePost(actor: Actor, input: SavePostInput): Promise<SaveOutcome> {
  const { mode, id, ...fields } = input;
  const done = await transition(actor, mode, id ?? null, fields);
  if (mode === "now") return { mode, ...done.outcome! };
  return { mode, post: await getPost(actor, done.post!.id) };
}

/** POST /api/posts/schedule. */
export const schedulePost = (actor: Actor, input: PostDraftInput & { scheduledAt: Date }) =>
  presented(actor, transition(actor, "schedule", null, { ...input, at: input.scheduledAt }));

/** POST /api/posts/publish: through the same queue as scheduled posts. */
export const publishNewPost = (actor: Actor, input: PostDraftInput) => outcome(transition(actor, "now", null, input));

/** POST /api/posts/draft (kept for existing clients). */
export const saveDraft = (actor: Actor, input: PostDraftInput & { id?: string; scheduledAt?: Date | null }) => {
  const { id, scheduledAt, ...fields } = input;
  return presented(actor, transition(actor, "draft", id ?? null, { ...fields, at: scheduledAt }));
};

/** Approve: a draft becomes scheduled at its planned time. */
export const approvePost = (actor: Actor, postId: string) => presented(actor, transition(actor, "approve", postId));

/** Publish Now: a scheduled post (or draft) goes out at once. */
export const publishExistingNow = (actor: Actor, postId: string) => outcome(transition(actor, "publishNow", postId));

/** Republish: a failed post gets a new attempt; networks it already reached are not posted again. */
export const republishPost = (actor: Actor, postId: string) => outcome(transition(actor, "republish", postId));

/** The edit dialog and PUT /api/posts/{id}: content (at most 2000 characters), networks, media, and a scheduled post's time. */
export const updatePost = (actor: Actor, postId: string, input: Omit<TransitionInput, "at" | "checked"> & { scheduledAt?: Date }) => {
  const { scheduledAt, ...fields } = input;
  return presented(actor, transition(actor, "edit", postId, { ...fields, at: scheduledAt }));
};

export const deletePost = async (actor: Actor, postId: string): Promise<void> => void (await transition(actor, "delete", postId));
