import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/SiteFrame";
import { MantineShell } from "@/components/providers";
import { TRPCReactProvider } from "@/trpc/react";

/** Admin area: the header, no footer, no user sidebar. Access is checked by the page. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <MantineShell>
      <TRPCReactProvider>
        <SiteFrame withFooter={false}>{children}</SiteFrame>
      </TRPCReactProvider>
    </MantineShell>
  );
}
