"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_REQUESTED, toastWasRequested } from "@/components/toast-signal";

// Mantine's toast container (and Mantine with it, on public pages) is not part of the first load;
// notifications.show() keeps toasts in the store until it is there; notify.ts signals each toast
// (toast-signal.ts) so the container is loaded then. React's lazy, not next/dynamic: next/dynamic's
// loader code (about 2 kB gz) would otherwise ship with every page.
const ToastContainer = lazy(() => import("@/components/ToastContainer"));

/**
 * The page's toast container, mounted with the first toast (or at once when a toast was requested
 * before it mounted, e.g. "Account created!" just before moving to the dashboard). Mounting it after
 * every page load cost the signed-in pages a task of Mantine's Notifications and Transition code.
 */
export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toastWasRequested()) setMounted(true); // eslint-disable-line react-hooks/set-state-in-effect -- mount after hydration, by design
    // Mantine's store (notify.ts) keeps a toast until the container loads. The store is
    // not imported here, so pages that never toast do not ship it.
    const onToast = () => setMounted(true);
    window.addEventListener(TOAST_REQUESTED, onToast);
    return () => window.removeEventListener(TOAST_REQUESTED, onToast);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
