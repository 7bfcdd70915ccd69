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
          queryClient.prefetchQuery(trpc.post.counts.queryOptions(listFilter(view))),
          queryClient.prefetchInfiniteQuery(trpc.post.list.infiniteQueryOptions(listInput(view), { getNextPageParam: nextCursor })),
        ])
      }
    >
      {/*
        The view reads its tab, search and filter from the URL. No Suspense boundary of its own: React
        would stream it apart from the shell and reveal it 300 ms after the first paint, and a reload
        whose hydration fell back to a client render left that streamed copy hidden in the page
        (docs/decisions.md, "Mobile speed: the content in the shell").
      */}
      <PostsView />
    </Prefetched>
  );
}
