"use client";
/**
 * Mantine buttons and anchors rendered as IntentLink (next/link, prefetched on intent). Server components cannot pass
 * `component={IntentLink}` themselves (a function is not serialisable), so they use these.
 */
import { IntentLink } from "@/components/IntentLink";
import { Anchor, Button, type AnchorProps, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";

export function LinkButton({ href, children, ...props }: ButtonProps & { href: string; children?: ReactNode }) {
  return (
    <Button component={IntentLink} href={href} {...props}>
      {children}
    </Button>
  );
}

export function LinkAnchor({ href, children, ...props }: AnchorProps & { href: string; children?: ReactNode }) {
  return (
    <Anchor component={IntentLink} href={href} {...props}>
      {children}
    </Anchor>
  );
}
