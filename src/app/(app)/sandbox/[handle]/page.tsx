import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { requireUser } from "@/server/auth/page-guard";
import { serverApi } from "@/trpc/server";
import { sandboxHandleFromSegment } from "@/lib/sandbox-feed";
import { SandboxFeedView } from "./SandboxFeedView";

export const metadata: Metadata = {
  title: "Sandbox feed",
  description: "Posts published to the built-in sandbox network (a local preview, not a real network).",
};

/** The sandbox network's feed: its owner's posts, newest first, paged. Anyone else gets 404. */
export default async function SandboxFeedPage({
  params,
  searchParams,
}: {
  params: Promise<{ handle: string }>;
  searchParams: Promise<{ cursor?: string }>;
}) {
  const { handle: segment } = await params;
  const { cursor } = await searchParams;
  await requireUser("/accounts");
  // Already decoded by Next.js: decoding again threw on a malformed escape (a 500, not a 404).
  const handle = sandboxHandleFromSegment(segment);
  if (!handle) notFound();
  const api = await serverApi();
  const feed = await api.accounts.sandbox.feed({ handle, cursor: typeof cursor === "string" ? cursor : null }).catch((err: unknown) => {
    if (err instanceof TRPCError && (err.code === "NOT_FOUND" || err.code === "BAD_REQUEST")) notFound();
    throw err;
  });
  return <SandboxFeedView feed={feed} firstPage={!cursor} />;
}
