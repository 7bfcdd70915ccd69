import type { Metadata } from "next";
import { ReviewLinksView } from "./ReviewLinksView";

export const metadata: Metadata = {
  title: "Client review links",
  description: "Share posts with a client for approval, without an account.",
};

export default function ReviewLinksPage() {
  return <ReviewLinksView />;
}
