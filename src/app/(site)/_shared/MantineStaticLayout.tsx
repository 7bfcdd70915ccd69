import type { ReactNode } from "react";
import { MantinePage } from "@/app/(site)/_shared/MantinePage";

/** The layout of a public page built from Mantine components that calls no API. */
export default function MantineStaticLayout({ children }: { children: ReactNode }) {
  return <MantinePage withApi={false}>{children}</MantinePage>;
}
