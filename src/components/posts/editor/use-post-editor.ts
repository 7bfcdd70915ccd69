"use client";
/**
 * The post editor's logic, shared by the create-post wizard and the edit dialog: the draft (text,
 * networks, media, date), the checks with the spec's messages, and one save call (post.save) that
 * stores the post and moves it to its next state on the server in one step.
 */
import { useCallback, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { notifyError } from "@/components/notify";
import { NETWORKS, networkLabel, textLimitProblems, type NetworkKey } from "@/lib/networks";
import { useTRPC } from "@/trpc/react";
import { notifyServerError } from "../feedback";
import { visibleLength } from "../text";
import { isFuture, zonedToDate } from "@/lib/time";
import type { PostStatus, SaveAnswer, SaveMode } from "../types";
import { EMPTY_DRAFT, type PostDraft } from "./draft";

/** What a save asks the server for (see savePost): draft, schedule, now, or keep (edits only). */
export type { SaveMode };

/** The part of the editor a failed check points at (the wizard goes back to its step). */
export type EditorField = "content" | "platforms" | "connected" | "mode" | "schedule" | "server";

/** The existing post being edited. */
export interface EditedPost {
  id: string;
  status: PostStatus;
  /** Its date when the date fields are not shown (a draft's date is then kept as it is). */
  scheduledAt?: Date | string | null;
}

export interface PostEditorOptions {
  /** Networks the user can post to now (connected, active, not expired). */
  usable: NetworkKey[];
  /** Whether the user's accounts are still loading (no "nothing connected" hint meanwhile). */
  accountsLoading?: boolean;
  timeZone: string;
  initial?: PostDraft | (() => PostDraft);
  post?: EditedPost | null;
  /** A hard text limit (the edit dialog's 2000); the wizard's 3000 is only shown. */
  maxChars?: number;
  /** Only connected networks can be kept: one disconnected since is dropped on save (edit dialog). */
  onlyUsable?: boolean;
  /** An account's own text limit where it differs from its network's (a Mastodon instance's). */
  accountLimits?: Partial<Record<NetworkKey, number | null>>;
}

export interface SaveRequest {
  /** null: the user has not chosen yet ("Publish option required"). */
  mode: SaveMode | null;
  /** Whether the date fields are on screen: their date is then the post's (and required unless a draft). */
  withDate: boolean;
  /** Send the media; without, an existing post keeps its own. */
  withMedia: boolean;
  source?: "manual" | "ai" | "link";
  /** Title of the toast when the server refuses without a title of its own. */
  failureTitle: string;
  failureMessage?: string;
}

export type SaveResult = { ok: true; answer: SaveAnswer; at: Date | null } | { ok: false; field: EditorField };

export function usePostEditor({
  usable,
  accountsLoading = false,
  timeZone,
  initial = EMPTY_DRAFT,
  post: initialPost = null,
  maxChars,
  onlyUsable = false,
  accountLimits = {},
}: PostEditorOptions) {
  const trpc = useTRPC();
  const save = useMutation(trpc.post.save.mutationOptions());
  const [draft, setDraft] = useState<PostDraft>(initial);
  const [post, setPost] = useState<EditedPost | null>(initialPost);

  // Until the user changes the selection, every connected network is selected (those that need
  // media, like Instagram, once the post has some).
  const preselected = (d: PostDraft): NetworkKey[] => d.platforms ?? usable.filter((p) => d.media.length > 0 || !NETWORKS[p].media.requiresMedia);
  const chosen = preselected(draft);
  const platforms = onlyUsable ? chosen.filter((p) => usable.includes(p)) : chosen;
  // Declared here: a bare `length` would be the browser's window.length (always 0 here).
  const length = visibleLength(draft.content);
  const limitOf = (p: NetworkKey) => accountLimits[p] ?? NETWORKS[p].text.limit;
  // Every limit the save will check (characters as each network counts them, Bluesky's bytes).
  const overNetwork = platforms.filter((p) => NETWORKS[p]).flatMap((p) => textLimitProblems(p, draft.content.trim(), limitOf(p)));

  function change(patch: Partial<PostDraft> | ((d: PostDraft) => Partial<PostDraft>)) {
    setDraft((d) => ({ ...d, ...(typeof patch === "function" ? patch(d) : patch) }));
  }

  function togglePlatform(network: NetworkKey) {
    setDraft((d) => {
      const current = preselected(d);
      return { ...d, platforms: current.includes(network) ? current.filter((p) => p !== network) : [...current, network] };
    });
  }

  /** Starts over (or edits another post). */
  const reset = useCallback((next: PostDraft = EMPTY_DRAFT, nextPost: EditedPost | null = null) => {
    setDraft(next);
    setPost(nextPost);
  }, []);

  /** Whether one part is complete; tells the user what is missing if not. */
  function check(field: "content" | "platforms"): boolean {
    if (field === "content") {
      if (!draft.content.trim()) {
        notifyError("Content required", "Please add some content to your post.");
        return false;
      }
      const trimmed = visibleLength(draft.content.trim());
      if (maxChars !== undefined && trimmed > maxChars) {
        notifyError("Content too long", `Your post is ${trimmed} characters; the limit here is ${maxChars}.`);
        return false;
      }
      return true;
    }
    if (platforms.length === 0) {
      if (!accountsLoading && usable.length === 0 && !onlyUsable) {
        notifyError("No account connected", "No account is connected yet. Connect one on the Accounts page, or save this post as a draft.");
      } else {
        notifyError("Platform required", "Please select at least one platform.");
      }
      return false;
    }
    // Networks that take only posts with media (Instagram), said before scheduling.
    const needMedia = draft.media.length === 0 ? platforms.filter((p) => NETWORKS[p].media.requiresMedia) : [];
    if (needMedia.length > 0) {
      notifyError(
        "Media required",
        `${needMedia.map(networkLabel).join(" and ")} needs an image or a video: add one, or unselect ${needMedia.length > 1 ? "them" : "it"}.`,
      );
      return false;
    }
    return true;
  }

  /** The date the post is saved with, or the field that is wrong (toasted). */
  function dateFor(request: SaveRequest, mode: SaveMode): { at: Date | null | undefined } | { field: EditorField } {
    if (!request.withDate) {
      if (mode !== "draft") return { at: undefined };
      return { at: post?.scheduledAt ? new Date(post.scheduledAt) : null };
    }
    const at = zonedToDate(draft.date, draft.time, timeZone);
    if (mode === "draft") return { at };
    if (!at) {
      notifyError("Schedule required", "Please set a date and time for scheduled posts.");
      return { field: "schedule" };
    }
    if (!isFuture(at)) {
      notifyError("Invalid schedule time", "Please select a future date and time.");
      return { field: "schedule" };
    }
    return { at };
  }

  /** Checks the draft for `mode`, then saves it in one call. Every problem is toasted. */
  async function submit(request: SaveRequest): Promise<SaveResult> {
    if (request.mode === "draft") {
      if (!draft.content.trim()) {
        notifyError("Content required", "Please add some content to your post.");
        return { ok: false, field: "content" };
      }
    } else {
      if (!check("content")) return { ok: false, field: "content" };
      if (!check("platforms")) return { ok: false, field: "platforms" };
      const missing = platforms.filter((p) => !usable.includes(p));
      if (missing.length > 0) {
        notifyError(
          "Platforms not connected",
          `Please connect these platforms first: ${missing.map(networkLabel).join(", ")}. Go to Accounts to connect them.`,
        );
        return { ok: false, field: "connected" };
      }
    }
    const mode = request.mode;
    if (!mode) {
      notifyError("Publish option required", "Please choose to publish now or schedule the post.");
      return { ok: false, field: "mode" };
    }
    const date = dateFor(request, mode);
    if ("field" in date) return { ok: false, field: date.field };
    try {
      const answer = await save.mutateAsync({
        ...(post ? { id: post.id } : {}),
        content: draft.content,
        platforms,
        ...(request.withMedia || draft.altChanged
          ? { mediaUrls: draft.media.map((m) => m.url), mediaAlt: draft.media.map((m) => m.alt?.trim() ?? "") }
          : {}),
        mode,
        ...(date.at !== undefined ? { at: date.at ? date.at.toISOString() : null } : {}),
        source: request.source ?? "manual",
        ...(mode !== "draft" && draft.generationId ? { generationId: draft.generationId } : {}),
      });
      return { ok: true, answer, at: date.at ?? null };
    } catch (error) {
      notifyServerError(error, request.failureTitle, request.failureMessage);
      return { ok: false, field: "server" };
    }
  }

  return { draft, change, togglePlatform, reset, post, platforms, length, overNetwork, check, submit, saving: save.isPending };
}
