"use client";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import type { AuthTab } from "@/components/auth/AuthForms";

// The forms (tabs, inputs, Google, sign-up) are code most visitors never open: loaded on first use.
const AuthModalDialog = dynamic(() => import("@/components/auth/AuthModalDialog"), { ssr: false });

interface AuthModalContextValue {
  openAuthModal: (tab?: AuthTab) => void;
}

const AuthModalContext = createContext<AuthModalContextValue | null>(null);

/** The login/sign-up modal, opened from the header and the landing page. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<AuthTab>("login");
  // A new key per opening resets the forms and selects the requested tab.
  const [openCount, setOpenCount] = useState(0);

  const openAuthModal = useCallback((requested: AuthTab = "login") => {
    setTab(requested);
    setOpenCount((n) => n + 1);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const value = useMemo(() => ({ openAuthModal }), [openAuthModal]);

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      {openCount > 0 && <AuthModalDialog opened={opened} onClose={close} tab={tab} formKey={openCount} />}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalContextValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error("useAuthModal must be used within an AuthModalProvider");
  return value;
}
