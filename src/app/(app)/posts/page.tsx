import { Suspense } from "react";
import type { Metadata } from "next";
import { Prefetched } from "@/trpc/prefetch";
import { listFilter, listInput, listViewOf, nextCursor } from "./list-view";
import { PostsView } from "./PostsView";

export const metadata: Metadata = {
  title: "Posts",
  description: "All your published, scheduled, draft and failed posts.",
};

export default async function PostsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // As URLSearchParams.get: the first value of a repeated parameter.
  const view = listViewOf({ get: (name) => [params[name]].flat()[0] ?? null });
  return (
    <Prefetched
      queries={(trpc, queryClient) =>
        Promise.all([
          queryClient.prefetchQuery(trpc.auth.me.queryOptions()),
          queryClient.prefetchQuery(trpc.post.counts.queryOptions(listFilter(view))),
          queryClient.prefetchInfiniteQuery(trpc.post.list.infiniteQueryOptions(listInput(view), { getNextPageParam: nextCursor })),
        ])
      }
    >
      {/* The view reads its tab, search and filter from the URL; its own boundary is hydrated after the frame, in short slices. */}
      <Suspense>
        <PostsView />
      </Suspense>
    </Prefetched>
  );
}
