"use client";
import "./mantine-styles.css";
import { lazy, Suspense } from "react";
import { ColorSchemeScript } from "@/components/ColorSchemeScript";

// Loaded when the root layout has failed, not with every page (Mantine and its provider included);
// React's lazy rather than next/dynamic (see app/error.tsx).
const GlobalErrorDetails = lazy(() => import("@/components/GlobalErrorDetails"));

/** Last-resort boundary when the root layout itself fails: its own document, no providers. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Unexpected Application Error · PostPilot</title>
        <ColorSchemeScript />
      </head>
      <body>
        <Suspense fallback={null}>
          <GlobalErrorDetails error={error} retry={retry} />
        </Suspense>
      </body>
    </html>
  );
}
