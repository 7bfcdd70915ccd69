"use client";
import { AppShell, Burger } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { AppSidebar } from "@/components/layout/AppSidebar";
import { HeaderBar } from "@/components/layout/HeaderBar";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { MAIN_ID, SkipLink } from "@/components/layout/SkipLink";
import classes from "@/components/layout/AppFrame.module.css";
import { ToastHost } from "@/components/ToastHost";
import { PausedBanner } from "@/components/workspace/PausedBanner";

/** The signed-in area: header, a sidebar that collapses behind a burger on small screens, no footer. */
export function AppFrame({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <HeaderBar
          appControls={<NotificationBell />}
          sidebarButton={
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? "Close sidebar" : "Open sidebar"}
              aria-expanded={opened}
              aria-controls="app-sidebar"
            />
          }
        />
      </AppShell.Header>
      <AppShell.Navbar
        p="sm"
        aria-label="App"
        id="app-sidebar"
        data-testid="app-sidebar"
        className={classes.navbar}
        data-closed={opened ? undefined : true}
      >
        <AppSidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <PausedBanner />
        {children}
      </AppShell.Main>
      <ToastHost eager />
    </AppShell>
  );
}
