"use client";
import { Modal } from "@/components/Modal";
import { AuthForms, type AuthTab } from "@/components/auth/AuthForms";
import { LoginPanel, SignupPanel } from "@/components/auth/AuthFields";
import { MantineIsland } from "@/components/MantineIsland";

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
        {/* The forms are plain HTML with Mantine's classes and call the API with fetch (no tRPC client). */}
        <AuthForms key={formKey} defaultTab={tab} onSuccess={onClose} login={<LoginPanel />} signup={<SignupPanel />} />
      </Modal>
    </MantineIsland>
  );
}
