"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ActionIcon, Badge, Card, Center, Group, Loader, Pagination, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBan, IconBrandGoogle, IconEdit, IconSearch } from "@tabler/icons-react";
import { DeferredTooltip } from "@/components/layout/DeferredTooltip";
import { ScrollTable, Tbody, Td, Th, Thead, Tr } from "@/components/static/table";
import { notifyInfo } from "@/components/notify";
import { formatDate } from "@/lib/time";
import { useAppUser } from "@/components/app/use-app-user";
import { useTRPC } from "@/trpc/react";
import { formatLimit, formatNumber, ROLE_COLORS, ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from "./format";
import type { AdminUser } from "./types";
import { useLoadError } from "./use-load-error";

// The dialog (a Modal, which brings floating-ui, and its Selects) loads on the first Edit; it then
// stays mounted so closing still animates.
const EditUserDialog = dynamic(() => import("./EditUserDialog").then((m) => m.EditUserDialog), { ssr: false });

const PAGE_SIZE = 25;

export function UsersTab() {
  const trpc = useTRPC();
  const { timeZone } = useAppUser();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [editorLoaded, setEditorLoaded] = useState(false);
  const users = useQuery({
    ...trpc.admin.users.queryOptions({ page, pageSize: PAGE_SIZE, search: debounced || undefined }),
    placeholderData: keepPreviousData,
  });
  useLoadError(users.error);

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  function suspend(user: AdminUser) {
    // The spec's Suspend button only informs; suspension is a status change in Edit.
    notifyInfo("Suspend user", `To suspend ${user.name || user.email}, open Edit and set the status to Suspended.`);
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="admin-users">
      <Group justify="space-between" mb="md" gap="sm">
        <TextInput
          placeholder="Search by name or email"
          aria-label="Search users"
          leftSection={<IconSearch size={16} />}
          rightSection={users.isFetching ? <Loader size={14} /> : null}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 320 }}
        />
        <Text size="sm" c="dimmed">
          {users.data ? `${formatNumber(total)} user${total === 1 ? "" : "s"}` : " "}
        </Text>
      </Group>

      <ScrollTable minWidth={860} verticalSpacing="sm">
        <Thead>
          <Tr hover>
            <Th>User</Th>
            <Th>Account type</Th>
            <Th>Status</Th>
            <Th>Plan</Th>
            <Th>AI prompts</Th>
            <Th>Posts</Th>
            <Th>Joined</Th>
            <Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Th>
          </Tr>
        </Thead>
        <Tbody>
          {(users.data?.users ?? []).map((u) => (
            <Tr hover key={u.id} data-testid="admin-user-row" data-email={u.email}>
              <Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {u.name}
                  </Text>
                  {u.googleLinked && <IconBrandGoogle size={14} aria-label="Google account" />}
                </Group>
                <Text size="xs" c="dimmed">
                  {u.email}
                </Text>
              </Td>
              <Td>
                <Badge color={ROLE_COLORS[u.role]} variant="light">
                  {ROLE_LABELS[u.role]}
                </Badge>
              </Td>
              <Td>
                <Badge color={STATUS_COLORS[u.status]} variant="dot">
                  {STATUS_LABELS[u.status]}
                </Badge>
              </Td>
              <Td>
                <Text size="sm">{u.subscription}</Text>
              </Td>
              <Td>
                <Text size="sm" data-testid="admin-user-usage">
                  {formatNumber(u.aiPromptsUsed)} / {formatLimit(u.aiPromptsLimit)}
                </Text>
              </Td>
              <Td>
                <Text size="sm">{formatNumber(u.postsCreated)}</Text>
              </Td>
              <Td>
                <Text size="sm">{formatDate(u.createdAt, timeZone)}</Text>
              </Td>
              <Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <DeferredTooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${u.email}`}
                      onClick={() => {
                        setEditorLoaded(true);
                        setEditing(u);
                      }}
                    >
                      <IconEdit size={18} />
                    </ActionIcon>
                  </DeferredTooltip>
                  <DeferredTooltip label="Suspend">
                    <ActionIcon variant="subtle" color="red" aria-label={`Suspend ${u.email}`} onClick={() => suspend(u)}>
                      <IconBan size={18} />
                    </ActionIcon>
                  </DeferredTooltip>
                </Group>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </ScrollTable>

      {users.isLoading && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {users.data && total === 0 && (
        <Text ta="center" c="dimmed" py="xl">
          {debounced ? `No users match “${debounced}”.` : "No users yet."}
        </Text>
      )}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}

      {editorLoaded && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
