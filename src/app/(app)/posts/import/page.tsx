import type { Metadata } from "next";
import { Suspense } from "react";
import { ImportExportView } from "./ImportExportView";

export const metadata: Metadata = {
  title: "Import and export posts",
  description: "Import posts from a CSV or JSON file, and export your posts with their outcomes and links.",
};

export default function ImportExportPage() {
  return (
    <Suspense>
      <ImportExportView />
    </Suspense>
  );
}
