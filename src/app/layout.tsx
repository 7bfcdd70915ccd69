import "./mantine-styles.css";
import "@mantine/notifications/styles.css";
import "./theme-variables.css";
import "./inline-links.css";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ColorSchemeScript } from "@/components/ColorSchemeScript";

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
    <html lang="en" suppressHydrationWarning>
      <head>
        <ColorSchemeScript />
      </head>
      <body>
        {/* No client providers here: static public pages ship no Mantine and no next-auth client.
            The areas built from Mantine components wrap themselves (src/components/providers.tsx). */}
        {children}
      </body>
    </html>
  );
}
