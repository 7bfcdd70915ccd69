"use client";
import "@mantine/core/styles.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import dynamic from "next/dynamic";
import { theme } from "@/components/theme";

// Loaded when the root layout has failed, not with every page.
const ErrorDetails = dynamic(() => import("@/components/ErrorDetails").then((m) => m.ErrorDetails));

/** Last-resort boundary when the root layout itself fails: its own document, no providers. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <title>Unexpected Application Error · PostPilot</title>
        <ColorSchemeScript defaultColorScheme="auto" />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          <ErrorDetails error={error} retry={retry} />
        </MantineProvider>
      </body>
    </html>
  );
}
