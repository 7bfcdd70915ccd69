import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth-server";
import { AppError } from "@/server/errors";
import { sandboxFeed } from "@/server/services/accounts/sandbox";
import { SandboxFeedView } from "./SandboxFeedView";

export const metadata: Metadata = {
  title: "Sandbox feed",
  description: "Posts published to the built-in sandbox network (a local preview, not a real network).",
};

/** The sandbox network's feed: its owner's posts, newest first, paged. Anyone else gets 404. */
export default async function SandboxFeedPage({ params, searchParams }: { params: Promise<{ handle: string }>; searchParams: Promise<{ cursor?: string }> }) {
  const user = await requireUser("/accounts");
  const { handle } = await params;
  const { cursor } = await searchParams;
  const feed = await sandboxFeed(user.id, decodeURIComponent(handle), typeof cursor === "string" ? cursor : null).catch((err: unknown) => {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  return <SandboxFeedView feed={feed} firstPage={!cursor} />;
}
