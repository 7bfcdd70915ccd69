import type { Metadata } from "next";
import { Suspense } from "react";
import { CreatePostWizard } from "./CreatePostWizard";

export const metadata: Metadata = {
  title: "Create Post",
  description: "Write, generate and schedule a post for your connected networks.",
};

export default function CreatePostPage() {
  return (
    <Suspense>
      <CreatePostWizard />
    </Suspense>
  );
}
