"use client";
import { useQuery } from "@tanstack/react-query";
import { useWorkspaceRole } from "@/components/app/use-workspace-role";
import { Badge } from "@/components/static/cards";
import { useTRPC } from "@/trpc/react";

/** The sidebar's count of posts waiting for a review, for those who review (editor and up); nothing when none wait. */
export function ReviewCount() {
  const trpc = useTRPC();
  const { canReview } = useWorkspaceRole();
  const queue = useQuery({ ...trpc.review.queue.queryOptions(), enabled: canReview, refetchInterval: 60_000 });
  const waiting = canReview ? (queue.data?.waiting ?? 0) : 0;
  if (waiting === 0) return null;
  return (
    <Badge size="sm" color="violet" circle={waiting < 10} data-testid="review-count">
      {waiting}
      <span className="m_515a97f8 mantine-VisuallyHidden-root"> waiting for review</span>
    </Badge>
  );
}
