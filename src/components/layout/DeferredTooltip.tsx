"use client";
import { useEffect, useState, type ComponentType, type ReactElement } from "react";
import type { TooltipProps } from "@mantine/core";

/**
 * A Mantine Tooltip (row actions) that is attached once the page is interactive:
 * the tooltip's positioning library (floating-ui) then stays out of every page's first load.
 * Until it arrives the button works as usual, only without its hover label.
 */
export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, "children"> & { children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("@/components/layout/deferred-parts").then((parts) => live && setTooltip(() => parts.Tooltip));
    return () => {
      live = false;
    };
  }, []);
  return Tooltip ? <Tooltip {...props}>{children}</Tooltip> : children;
}
