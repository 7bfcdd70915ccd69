import type { ReactNode } from "react";
import { AuthModalHost } from "@/components/auth/AuthModal";
import { HeaderBar } from "@/components/layout/HeaderBar";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { MAIN_ID, SkipLink } from "@/components/layout/SkipLink";
import { ToastHost } from "@/components/ToastHost";
import classes from "@/components/layout/SiteFrame.module.css";

/**
 * Header, page and (on public pages) the footer. Server-rendered HTML; the only client code is the
 * header's islands (active link, colour scheme, small-screen menu, user area), the sign-in
 * modal's host (loads the modal on its first opening) and the toast host (loads with the first toast).
 */
export function SiteFrame({ children, withFooter = true }: { children: ReactNode; withFooter?: boolean }) {
  return (
    <div className={classes.frame}>
      <SkipLink />
      <header className={classes.header}>
        <HeaderBar />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      {withFooter && <SiteFooter />}
      <AuthModalHost />
      <ToastHost />
    </div>
  );
}
