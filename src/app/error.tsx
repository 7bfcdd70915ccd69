"use client";
import { useEffect } from "react";
import dynamic from "next/dynamic";

// Loaded when an error is shown: every page carries this boundary, and would otherwise carry its own
// copy of the header and the error screen in its first-load JavaScript.
const ErrorScreen = dynamic(() => import("@/components/ErrorScreen"));

/** Error boundary for every page below the root layout. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen error={error} retry={retry} />;
}
