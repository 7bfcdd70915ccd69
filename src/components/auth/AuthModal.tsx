"use client";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Modal } from "@mantine/core";
import { AuthForms, type AuthTab } from "@/components/auth/AuthForms";

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
      <Modal opened={opened} onClose={close} title="Welcome to PostPilot"
        centered
        size="md"
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        <AuthForms key={openCount} defaultTab={tab} onSuccess={close} />
      </Modal>
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalContextValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error("useAuthModal must be used within an AuthModalProvider");
  return value;
}
