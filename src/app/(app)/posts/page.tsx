import type { Metadata } from "next";
import { PostsView } from "./PostsView";

export const metadata: Metadata = {
  title: "Posts",
  description: "All your published, scheduled, draft and failed posts.",
};

export default function PostsPage() {
  return <PostsView />;
}
