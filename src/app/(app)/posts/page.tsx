import { Suspense } from "react";
import type { Metadata } from "next";
import { PostsView } from "./PostsView";

export const metadata: Metadata = {
  title: "Posts",
  description: "All your published, scheduled, draft and failed posts.",
};

export default function PostsPage() {
  // The view reads its tab, search and filter from the URL.
  return (
    <Suspense>
      <PostsView />
    </Suspense>
  );
}
