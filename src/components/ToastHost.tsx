"use client";
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { TOAST_REQUESTED, toastWasRequested } from "@/components/toast-signal";

// Mantine's toast container (and Mantine with it, on public pages) is not part of the first load;
// notifications.show() keeps toasts in the store until it is there; notify.ts signals each toast
// (toastSignal.ts) so the container is loaded then.
const ToastContainer = dynamic(() => import("@/components/ToastContainer"), { ssr: false });

/**
 * The page's toast container. `eager` (the signed-in area, which has Mantine loaded anyway): mounted
 * right after hydration, so toasts appear at once. Otherwise (public pages): mounted with the first toast.
 */
export function ToastHost({ eager = false }: { eager?: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (eager || toastWasRequested()) setMounted(true); // eslint-disable-line react-hooks/set-state-in-effect -- mount after hydration, by design
    // Public pages: Mantine's store (notify.ts) keeps a toast until the container loads. The store is
    // not imported here, so pages that never toast do not ship it.
    const onToast = () => setMounted(true);
    window.addEventListener(TOAST_REQUESTED, onToast);
    return () => window.removeEventListener(TOAST_REQUESTED, onToast);
  }, [eager]);
  return mounted ? <ToastContainer /> : null;
}
