"use client";
import { lazy, Suspense } from "react";

// Every page carries the root not-found boundary; its header, footer and text load only when a 404
// is shown (rendered on the server as usual), not with every page's first-load JavaScript. React's
// lazy rather than next/dynamic (see app/error.tsx).
const NotFoundContent = lazy(() => import("@/components/NotFoundContent"));

export function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  );
}
