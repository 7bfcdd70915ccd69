import type { Metadata } from "next";
import type { ReactNode } from "react";
import { MantineShell } from "@/components/providers";
import { TRPCReactProvider } from "@/trpc/react";
import classes from "./review.module.css";

export const metadata: Metadata = {
  // A review link is private to whoever holds it: never indexed, and its address (the token) is
  // not sent on as a referrer to media or links it shows.
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

/** Client review links (issue 26): no account, no app frame; the page shows what the link holds. */
export default function ReviewLayout({ children }: { children: ReactNode }) {
  return (
    <MantineShell>
      <TRPCReactProvider>
        <main className={classes.main}>{children}</main>
      </TRPCReactProvider>
    </MantineShell>
  );
}
