"use client";
import "@mantine/core/styles.css";
import dynamic from "next/dynamic";
import { ColorSchemeScript } from "@/components/ColorSchemeScript";

// Loaded when the root layout has failed, not with every page (Mantine and its provider included).
const GlobalErrorDetails = dynamic(() => import("@/components/GlobalErrorDetails"));

/** Last-resort boundary when the root layout itself fails: its own document, no providers. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Unexpected Application Error · PostPilot</title>
        <ColorSchemeScript />
      </head>
      <body>
        <GlobalErrorDetails error={error} retry={retry} />
      </body>
    </html>
  );
}
