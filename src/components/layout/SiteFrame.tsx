"use client";
import { Flex } from "@mantine/core";
import type { ReactNode } from "react";
import { HeaderBar } from "@/components/layout/HeaderBar";
import { SiteFooter } from "@/components/layout/SiteFooter";
import classes from "@/components/layout/SiteFrame.module.css";

/** Header, page and (on public pages) the footer. */
export function SiteFrame({ children, withFooter = true }: { children: ReactNode; withFooter?: boolean }) {
  return (
    <Flex direction="column" mih="100dvh">
      <header className={classes.header}>
        <HeaderBar />
      </header>
      <main className={classes.main}>{children}</main>
      {withFooter && <SiteFooter />}
    </Flex>
  );
}
