import "@mantine/dates/styles.css";
import type { ReactNode } from "react";
import { ZoneClock } from "@/components/app/ZoneClock";
import { AppFrame } from "@/components/layout/AppFrame";
import { todaysZoneOffsets } from "@/lib/zone-clock";
import { requireUser } from "@/server/auth/page-guard";
import { MantineShell } from "@/components/providers";
import { TRPCReactProvider } from "@/trpc/react";
import { Prefetched } from "@/trpc/prefetch";

/**
 * The signed-in area. Visitors without a session are sent to /auth?callbackUrl=<this page>
 * before anything renders; the API checks every call again on its own.
 */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const user = await requireUser("/dashboard");
  return (
    <MantineShell>
      <TRPCReactProvider>
        <ZoneClock offsets={todaysZoneOffsets(user.timeZone)}>
          {/*
          What the frame asks for on every signed-in page (the user, the workspace switcher, the paused
          banner, the review count) comes with the HTML: fetched after hydration it re-rendered the
          whole page once it arrived. Pages prefetch only their own queries (one home per query: a
          second, newer copy would be applied after hydration and re-render its readers).
        */}
          <Prefetched
            queries={(trpc, queryClient) =>
              Promise.all([
                queryClient.prefetchQuery(trpc.auth.me.queryOptions()),
                queryClient.prefetchQuery(trpc.workspace.list.queryOptions()),
                queryClient.prefetchQuery(trpc.workspace.current.queryOptions()),
                queryClient.prefetchQuery(trpc.review.access.queryOptions()),
              ])
            }
          >
            <AppFrame user={user}>{children}</AppFrame>
          </Prefetched>
        </ZoneClock>
      </TRPCReactProvider>
    </MantineShell>
  );
}
