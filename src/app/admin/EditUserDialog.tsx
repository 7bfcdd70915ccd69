"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import type { AdminUser } from "./types";

const DEFAULT_LIMIT = 25;
const ACCOUNT_TYPES = [
  { value: "free", label: "Free" },
  { value: "paid", label: "Pro" },
  { value: "admin", label: "Admin" },
];
const STATUSES = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "suspended", label: "Suspended" },
];
const SUBSCRIPTIONS = ["Free Trial", "Basic", "Pro", "Enterprise", "Admin"] as const;

type Role = AdminUser["role"];
type Status = AdminUser["status"];
type Subscription = (typeof SUBSCRIPTIONS)[number];

interface Draft {
  name: string;
  email: string;
  role: Role;
  status: Status;
  subscription: Subscription;
  aiPromptsLimit: number | string;
}

function draftOf(user: AdminUser): Draft {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    subscription: (SUBSCRIPTIONS as readonly string[]).includes(user.subscription) ? (user.subscription as Subscription) : "Free Trial",
    aiPromptsLimit: user.aiPromptsLimit ?? DEFAULT_LIMIT,
  };
}

/** The Edit User dialog: name, e-mail, account type, status, plan and AI prompt limit. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Edit User" centered size="lg" zIndex={400}>
      {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.updateUser.mutationOptions());
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Numeric, falling back to 0 (spec).
    const limit = typeof draft.aiPromptsLimit === "number" ? draft.aiPromptsLimit : Number.parseInt(draft.aiPromptsLimit, 10);
    try {
      await save.mutateAsync({
        id: user.id,
        name: draft.name,
        email: draft.email,
        role: draft.role,
        status: draft.status,
        subscription: draft.subscription,
        aiPromptsLimit: Number.isFinite(limit) ? limit : 0,
      });
      await Promise.all([queryClient.invalidateQueries(trpc.admin.pathFilter()), queryClient.invalidateQueries(trpc.auth.me.pathFilter())]);
      notifySuccess("User Updated", `${draft.name || draft.email} has been updated.`);
      onClose();
    } catch (error) {
      const info = errorInfo(error, "Failed to update user.");
      notifyError("Error", typeof info.extra.error === "string" ? info.extra.error : info.message);
    }
  }

  return (
    <form onSubmit={handleSubmit} data-testid="edit-user-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" value={draft.name} onChange={(e) => set("name", e.currentTarget.value)} required maxLength={100} />
          <TextInput
            label="Email"
            type="email"
            value={draft.email}
            onChange={(e) => set("email", e.currentTarget.value)}
            required
            maxLength={254}
            description="A new address must be confirmed by the member; the old one is told."
          />
          <Select
            label="Account type"
            data={ACCOUNT_TYPES}
            value={draft.role}
            onChange={(v) => v && set("role", v as Role)}
            allowDeselect={false}
            comboboxProps={{ zIndex: 500 }}
          />
          <Select
            label="Status"
            data={STATUSES}
            value={draft.status}
            onChange={(v) => v && set("status", v as Status)}
            allowDeselect={false}
            description={draft.status !== "active" ? "Signs the user out everywhere." : undefined}
            comboboxProps={{ zIndex: 500 }}
          />
          <Select
            label="Subscription"
            data={[...SUBSCRIPTIONS]}
            value={draft.subscription}
            onChange={(v) => v && set("subscription", v as Subscription)}
            allowDeselect={false}
            comboboxProps={{ zIndex: 500 }}
          />
          <NumberInput
            label="AI prompt limit"
            description="Per month; -1 is unlimited."
            value={draft.aiPromptsLimit}
            onChange={(v) => set("aiPromptsLimit", v)}
            min={-1}
            allowDecimal={false}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
