import type { CSSProperties, ReactNode } from "react";
import { AppSidebar } from "@/components/layout/AppSidebar";
import { HeaderBar } from "@/components/layout/HeaderBar";
import SignedInUserArea from "@/components/layout/SignedInUserArea";
import { AppShellRoot, SidebarToggle } from "@/components/layout/sidebar-state";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { MAIN_ID, SkipLink } from "@/components/layout/SkipLink";
import classes from "@/components/layout/AppFrame.module.css";
import { ToastHost } from "@/components/ToastHost";
import { PausedBanner } from "@/components/workspace/PausedBanner";
import type { SessionUser } from "@/lib/signed-in-user";

/**
 * The signed-in area: header, a sidebar that collapses behind a burger on small screens, no footer.
 * Server-rendered with Mantine's AppShell classes rather than built from its components: the frame
 * is on every signed-in page, and as components it hydrated (and re-rendered after hydration) a few
 * hundred fibers before the page's own content (docs/decisions.md, "Mobile speed: the app frame as
 * markup"). The islands: the open/closed state (sidebar-state.tsx), the workspace switcher, the
 * review count, the bell, the sign-out button and the toasts.
 */
export function AppFrame({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <AppShellRoot>
      <SkipLink />
      <header
        className="m_3b16f56b mantine-AppShell-header right-scroll-bar-position"
        data-with-border="true"
        style={{ "--app-shell-header-z-index": 100 } as CSSProperties}
      >
        <HeaderBar appControls={<NotificationBell />} sidebarButton={<SidebarToggle />} userArea={<SignedInUserArea user={user} />} />
      </header>
      <nav
        className={`m_45252eee mantine-AppShell-navbar ${classes.navbar}`}
        data-with-border="true"
        aria-label="App"
        id="app-sidebar"
        data-testid="app-sidebar"
        style={{ "--app-shell-navbar-z-index": "calc(100 + 1)", padding: "var(--mantine-spacing-sm)" } as CSSProperties}
      >
        <AppSidebar />
      </nav>
      <main className="m_8983817 mantine-AppShell-main" id={MAIN_ID} tabIndex={-1}>
        <PausedBanner />
        {children}
      </main>
      {/* Loaded with the first toast, as on the public pages: not a task of every page load. */}
      <ToastHost />
    </AppShellRoot>
  );
}
