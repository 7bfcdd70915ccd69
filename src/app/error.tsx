"use client";
import { lazy, Suspense, useEffect } from "react";

// Loaded when an error is shown: every page carries this boundary, and would otherwise carry its own
// copy of the header and the error screen in its first-load JavaScript. React's lazy rather than
// next/dynamic, whose loader code each boundary's chunk carried a copy of (about 2 kB gz a page).
const ErrorScreen = lazy(() => import("@/components/ErrorScreen"));

/** Error boundary for every page below the root layout. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} retry={retry} />
    </Suspense>
  );
}
