"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import type { AuthTab } from "@/components/auth/AuthForms";
import { onAuthModalOpen } from "@/components/auth/auth-modal-store";

// The forms (tabs, inputs, Google, sign-up) and Mantine itself are code most visitors never open:
// loaded on first use (React's lazy: see ToastHost).
const AuthModalDialog = lazy(() => import("@/components/auth/AuthModalDialog"));

/** The login/sign-up modal, opened from the header and the public pages with openAuthModal(). */
export function AuthModalHost() {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<AuthTab>("login");
  // A new key per opening resets the forms and selects the requested tab.
  const [openCount, setOpenCount] = useState(0);

  useEffect(
    () =>
      onAuthModalOpen((requested) => {
        setTab(requested);
        setOpenCount((n) => n + 1);
        setOpened(true);
      }),
    [],
  );

  if (openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalDialog opened={opened} onClose={() => setOpened(false)} tab={tab} formKey={openCount} />
    </Suspense>
  );
}
