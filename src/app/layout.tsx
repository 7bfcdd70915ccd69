import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import { Providers } from "@/components/providers";

export const metadata: Metadata = {
  title: {
    default: "PostPilot · AI-assisted social media manager",
    template: "%s · PostPilot",
  },
  description:
    "PostPilot helps you write, schedule and publish posts to LinkedIn, X, Threads and more from one dashboard, with AI help for text, images, content plans and short videos.",
  applicationName: "PostPilot",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="auto" />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
