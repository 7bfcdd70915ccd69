import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/SiteFrame";

/** Admin area: the header, no footer, no user sidebar. Access is checked by the page. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <SiteFrame withFooter={false}>{children}</SiteFrame>;
}
