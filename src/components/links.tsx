"use client";
/**
 * Mantine buttons and anchors rendered as next/link. Server components cannot pass
 * `component={Link}` themselves (a function is not serialisable), so they use these.
 */
import Link from "next/link";
import { Anchor, Button, type AnchorProps, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";

export function LinkButton({ href, children, ...props }: ButtonProps & { href: string; children?: ReactNode }) {
  return (
    <Button component={Link} href={href} {...props}>
      {children}
    </Button>
  );
}

export function LinkAnchor({ href, children, ...props }: AnchorProps & { href: string; children?: ReactNode }) {
  return (
    <Anchor component={Link} href={href} {...props}>
      {children}
    </Anchor>
  );
}
