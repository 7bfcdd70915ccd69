"use client";
import { Modal } from "@mantine/core";
import { AuthForms, type AuthTab } from "@/components/auth/AuthForms";
import { MantineIsland } from "@/components/MantineIsland";
import { TRPCReactProvider } from "@/trpc/react";

/** The login/sign-up modal itself; loaded on its first opening (see AuthModalHost). */
export default function AuthModalDialog({ opened, onClose, tab, formKey }: { opened: boolean; onClose: () => void; tab: AuthTab; formKey: number }) {
  return (
    <MantineIsland>
    <Modal
      opened={opened}
      onClose={onClose}
      title="Welcome to PostPilot"
      centered
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {/* Sign-up calls the API; the modal sits above the pages' own tRPC clients, so it brings one. */}
      <TRPCReactProvider>
        <AuthForms key={formKey} defaultTab={tab} onSuccess={onClose} />
      </TRPCReactProvider>
    </Modal>
    </MantineIsland>
  );
}
