import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { serverApi } from "@/trpc/server";
import { LinkUnavailable } from "../LinkUnavailable";
import { ReviewView } from "./ReviewView";

export const metadata: Metadata = {
  title: "Review posts",
  description: "Posts shared with you for review.",
};

/** Whether a refusal is a link that existed and is over (revoked or expired), as openReviewLink says. */
function isGone(err: TRPCError): boolean {
  return (err.cause as { extra?: { gone?: unknown } } | undefined)?.extra?.gone === true;
}

/**
 * A client's review page: the link's posts as each network will show them, to approve or send back.
 * Unknown token: 404. Revoked or expired: says so (the REST door answers 410; a page cannot).
 */
export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const api = await serverApi();
  const answer = await api.reviewLinks.view({ token }).catch((err: unknown) => {
    if (err instanceof TRPCError && err.code === "NOT_FOUND") return isGone(err) ? { gone: err.message } : notFound();
    if (err instanceof TRPCError && err.code === "BAD_REQUEST") notFound();
    throw err;
  });
  if ("gone" in answer) return <LinkUnavailable title="This review link is no longer available" message={answer.gone} />;
  return <ReviewView token={token} preview={answer.preview} />;
}
