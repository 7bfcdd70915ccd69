"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Badge, Button, CopyButton, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { ScrollTable, Caption, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
import { IconCheck, IconCopy, IconMailPlus } from "@tabler/icons-react";
import { Section } from "@/app/(app)/profile/Section";
import { useAppUser } from "@/components/app/use-app-user";
import { formatDateTime } from "@/lib/time";
import { useTRPC } from "@/trpc/react";
import { useWorkspaceAction } from "./use-workspace-actions";
import type { CurrentWorkspace } from "./workspace-types";

type InvitableRole = "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
const ROLES: { value: InvitableRole; label: string }[] = [
  { value: "ADMIN", label: "Admin" },
  { value: "EDITOR", label: "Editor" },
  { value: "CONTRIBUTOR", label: "Contributor" },
  { value: "CLIENT", label: "Client" },
];

/** Invite by e-mail with a role; the link is shown once to copy (and e-mailed when the server can); pending ones listed. */
export function InvitationsSection({ workspace }: { workspace: CurrentWorkspace }) {
  const trpc = useTRPC();
  const { timeZone } = useAppUser();
  const pending = useQuery(trpc.invitations.pending.queryOptions());
  const invite = useMutation(trpc.invitations.create.mutationOptions());
  const revoke = useMutation(trpc.invitations.revoke.mutationOptions());
  const renew = useMutation(trpc.invitations.renewLink.mutationOptions());
  const act = useWorkspaceAction();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitableRole>("CONTRIBUTOR");
  const [issued, setIssued] = useState<{ email: string; link: string; emailSent: boolean } | null>(null);
  const roles = workspace.role === "OWNER" ? ROLES : ROLES.filter((r) => r.value !== "ADMIN");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await act(() => invite.mutateAsync({ email, role }), "Invitation created", "Invitation not created");
    if (answer) {
      setIssued({ email: answer.invitation.email, link: answer.link, emailSent: answer.emailSent });
      setEmail("");
    }
  }

  async function newLink(id: string, to: string) {
    const answer = await act(() => renew.mutateAsync({ id }), "New link created", "No new link");
    if (answer) setIssued({ email: to, link: answer.link, emailSent: false });
  }

  return (
    <Section
      title="Invitations"
      description="Invitations expire after 7 days. Only the owner invites admins."
      icon={<IconMailPlus size={20} />}
      testId="workspace-invitations"
    >
      <Stack gap="md">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="E-mail address"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: "1 1 240px" }}
            />
            <NativeSelect label="Role" value={role} data={roles} onChange={(event) => setRole(event.currentTarget.value as InvitableRole)} />
            <Button type="submit" loading={invite.isPending} disabled={workspace.paused}>
              Invite
            </Button>
          </Group>
        </form>
        {issued && (
          <Alert
            color="teal"
            title={issued.emailSent ? `Invitation e-mailed to ${issued.email}` : `Invitation for ${issued.email}`}
            data-testid="invitation-link"
          >
            <Stack gap={6}>
              <Text size="sm">Copy the link and send it to them: it is shown only now (you can make a new one from the list).</Text>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  aria-label="Invitation link"
                  readOnly
                  value={issued.link}
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={issued.link}>
                  {({ copied, copy }) => (
                    <Button
                      onClick={copy}
                      variant="light"
                      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    >
                      {copied ? "Copied" : "Copy link"}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
        {(pending.data?.data.length ?? 0) > 0 && (
          <ScrollTable minWidth={520} verticalSpacing="xs">
            <Caption>Pending invitations</Caption>
            <Thead>
              <Tr>
                <Th scope="col">E-mail</Th>
                <Th scope="col">Role</Th>
                <Th scope="col">Expires</Th>
                <Th scope="col">Actions</Th>
              </Tr>
            </Thead>
            <Tbody>
              {pending.data?.data.map((inv) => (
                <Tr key={inv.id} data-testid="invitation-row">
                  <Td>{inv.email}</Td>
                  <Td>{inv.role.toLowerCase()}</Td>
                  <Td>
                    {inv.expired ? (
                      <Badge color="gray" variant="light">
                        expired
                      </Badge>
                    ) : (
                      formatDateTime(inv.expiresAt, timeZone)
                    )}
                  </Td>
                  <Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`New link for ${inv.email}`}
                        onClick={() => void newLink(inv.id, inv.email)}
                      >
                        New link
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Revoke the invitation of ${inv.email}`}
                        onClick={() => void act(() => revoke.mutateAsync({ id: inv.id }), "Invitation revoked", "Not revoked")}
                      >
                        Revoke
                      </Button>
                    </Group>
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </ScrollTable>
        )}
      </Stack>
    </Section>
  );
}
