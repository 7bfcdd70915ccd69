"use client";
import { IntentLink } from "@/components/IntentLink";
import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { currentHref } from "@/components/layout/nav-items";
import classes from "@/components/layout/AppFrame.module.css";

/**
 * The app frame's only state: whether the sidebar is open on a phone. Everything else in the frame
 * is server-rendered markup with Mantine's AppShell classes (AppFrame.tsx); these islands are the
 * parts that read or change that state: the root (its data attribute drives the CSS), the burger,
 * and the sidebar's links (a tap on one closes the sidebar).
 */
interface SidebarState {
  opened: boolean;
  toggle: () => void;
  close: () => void;
}

const SidebarContext = createContext<SidebarState>({ opened: false, toggle: () => undefined, close: () => undefined });

/** Mantine's AppShell root (fixed mode); `data-sidebar-open` opens the navbar below the sm breakpoint. */
export function AppShellRoot({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const toggle = useCallback(() => setOpened((was) => !was), []);
  const close = useCallback(() => setOpened(false), []);
  const state = useMemo(() => ({ opened, toggle, close }), [opened, toggle, close]);
  return (
    <SidebarContext.Provider value={state}>
      <div
        className={`m_89ab340 mantine-AppShell-root ${classes.root}`}
        data-mode="fixed"
        data-sidebar-open={opened || undefined}
        style={{ "--app-shell-transition-duration": "200ms", "--app-shell-transition-timing-function": "ease" } as CSSProperties}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** Mantine's Burger (size sm, shown below sm): opens and closes the sidebar. */
export function SidebarToggle() {
  const { opened, toggle } = useContext(SidebarContext);
  return (
    <button
      type="button"
      className="mantine-focus-auto m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root mantine-hidden-from-sm"
      style={{ "--burger-size": "var(--burger-size-sm)" } as CSSProperties}
      data-size="sm"
      aria-label={opened ? "Close sidebar" : "Open sidebar"}
      aria-expanded={opened}
      aria-controls="app-sidebar"
      onClick={toggle}
    >
      <div className="m_d4fb9cad mantine-Burger-burger" data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  );
}

export interface SidebarLink {
  href: string;
  label: string;
  /** Rendered on the server (the icons are not part of this island). */
  icon?: ReactNode;
  /** Shown at the right end of the link (the review count). */
  right?: ReactNode;
}

/**
 * Mantine NavLinks as plain markup: the current one (the most specific link the path is under)
 * gets aria-current="page", which Mantine's NavLink CSS styles as active.
 */
export function SidebarLinks({ links }: { links: SidebarLink[] }) {
  const pathname = usePathname();
  const { close } = useContext(SidebarContext);
  const current = currentHref(
    pathname,
    links.map((link) => link.href),
  );
  return links.map(({ href, label, icon, right }) => (
    <IntentLink
      key={href}
      href={href}
      className="mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root"
      aria-current={href === current ? "page" : undefined}
      onClick={close}
    >
      {icon && (
        <span className="m_690090b5 mantine-NavLink-section" data-position="left">
          {icon}
        </span>
      )}
      <div className="m_f07af9d2 mantine-NavLink-body">
        <span className="m_1f6ac4c4 mantine-NavLink-label">{label}</span>
      </div>
      {right && (
        <span className="m_690090b5 mantine-NavLink-section" data-position="right">
          {right}
        </span>
      )}
    </IntentLink>
  ));
}

/** For islands inside the sidebar that leave the page (the workspace switcher). */
export function useCloseSidebar(): () => void {
  return useContext(SidebarContext).close;
}
