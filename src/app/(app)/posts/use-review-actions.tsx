"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useMutation } from "@tanstack/react-query";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import type { PostItem } from "@/components/posts/types";
import { useTRPC } from "@/trpc/react";

// The review dialogs (a modal, a textarea, date and time pickers: Mantine's Modal, Popover and
// @mantine/dates, ~55 kB gz) load on their first opening: a dialog mounted closed still loads its
// chunk with the page.
const RequestChangesDialog = dynamic(() => import("./ReviewDialogs").then((m) => m.RequestChangesDialog), { ssr: false });
const NewTimeDialog = dynamic(() => import("./ReviewDialogs").then((m) => m.NewTimeDialog), { ssr: false });

export type ReviewAction = "approveReview" | "requestChanges" | "withdraw";
export const REVIEW_ACTIONS: readonly string[] = ["approveReview", "requestChanges", "withdraw"] satisfies ReviewAction[];

/** The server's answer that the time asked for passed while in review (the approver must choose one). */
function needsNewTime(error: unknown): boolean {
  const data = (error as { data?: { extra?: { newTimeNeeded?: boolean } } } | null)?.data;
  return data?.extra?.newTimeNeeded === true;
}

/** The review queue's actions on a post card (approve, request changes, withdraw) and their dialogs. */
export function useReviewActions(timeZone: string, refresh: () => Promise<void>) {
  const trpc = useTRPC();
  const approve = useMutation(trpc.review.approve.mutationOptions());
  const requestChanges = useMutation(trpc.review.requestChanges.mutationOptions());
  const withdraw = useMutation(trpc.review.withdraw.mutationOptions());
  const [askingChanges, setAskingChanges] = useState<PostItem | null>(null);
  const [askingTime, setAskingTime] = useState<PostItem | null>(null);
  // Mounted from their first opening on (then kept, so that closing still animates).
  const [changesLoaded, setChangesLoaded] = useState(false);
  if (askingChanges && !changesLoaded) setChangesLoaded(true);
  const [timeLoaded, setTimeLoaded] = useState(false);
  if (askingTime && !timeLoaded) setTimeLoaded(true);

  async function approveAt(post: PostItem, at?: Date): Promise<boolean> {
    try {
      const answer = await approve.mutateAsync({ id: post.id, at: at?.toISOString() });
      notifySuccess("Post approved", answer.message);
      return true;
    } catch (error) {
      if (needsNewTime(error) && !at) setAskingTime(post);
      else notifyServerError(error, "Failed to approve post");
      return false;
    } finally {
      void refresh();
    }
  }

  async function sendBack(post: PostItem, note: string): Promise<boolean> {
    try {
      await requestChanges.mutateAsync({ id: post.id, note });
      notifySuccess("Changes requested", "The author was told what to change.");
      return true;
    } catch (error) {
      notifyServerError(error, "Failed to request changes");
      return false;
    } finally {
      void refresh();
    }
  }

  /** Runs `action` on `post` (request changes opens its dialog first). */
  async function run(action: ReviewAction, post: PostItem): Promise<void> {
    if (action === "requestChanges") return setAskingChanges(post);
    if (action === "approveReview") return void (await approveAt(post));
    try {
      await withdraw.mutateAsync({ id: post.id });
      notifySuccess("Withdrawn", "The post is back in your drafts.");
    } catch (error) {
      notifyServerError(error, "Failed to withdraw post");
    } finally {
      void refresh();
    }
  }

  const dialogs = (
    <>
      {changesLoaded && <RequestChangesDialog post={askingChanges} onSend={sendBack} onClose={() => setAskingChanges(null)} />}
      {timeLoaded && <NewTimeDialog post={askingTime} timeZone={timeZone} onApprove={approveAt} onClose={() => setAskingTime(null)} />}
    </>
  );
  return { run, dialogs };
}
