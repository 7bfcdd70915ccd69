import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/SiteFrame";

/** Public pages: header and footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
