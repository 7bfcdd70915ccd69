"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { ScrollTable, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
import { IconCheck, IconCopy, IconLink } from "@tabler/icons-react";
import { useAppUser } from "@/components/app/use-app-user";
import { RemovalDialog, useConfirmedRemoval } from "@/components/workspace/SettingsList";
import { formatDate, formatDateTime } from "@/lib/time";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { CreateReviewLinkForm } from "./CreateReviewLinkForm";

const STATE_COLOR = { active: "green", expired: "gray", revoked: "red" } as const;

/** The new link's URL, shown once (only its hash is kept), with a copy button. */
function NewLinkUrl({ url }: { url: string }) {
  return (
    <Alert color="green" variant="light" icon={<IconLink size={18} />} title="Link created: copy it now" data-testid="review-link-created">
      <Stack gap="xs">
        <Text size="sm">This is the only time the address is shown. Send it to your client; they need no account.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Review link"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1 }}
            data-testid="review-link-url"
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button onClick={copy} variant={copied ? "light" : "filled"} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
                {copied ? "Copied" : "Copy link"}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Client review links (issue 26): create one for chosen posts or a date range, see who opened them, revoke them. */
export function ReviewLinksView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { timeZone } = useAppUser();
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const links = useQuery(trpc.reviewLinks.list.queryOptions({}));
  const revoke = useMutation(trpc.reviewLinks.revoke.mutationOptions());
  const revoking = useConfirmedRemoval<{ id: string; label: string }>(
    async (link) => {
      await revoke.mutateAsync({ id: link.id });
      await queryClient.invalidateQueries(trpc.reviewLinks.list.pathFilter());
    },
    { failed: "Revoking failed" },
  );
  return (
    <Stack gap="lg" maw={960}>
      <WorkspaceNav />
      <div>
        <Title order={1}>Client review links</Title>
        <Text c="dimmed">
          Share chosen posts, or everything planned in a date range, with a client. They see each post as every network will show it, and approve it
          or ask for changes without an account. Whatever they do is recorded under the link&apos;s label.
        </Text>
      </div>
      <CreateReviewLinkForm
        onCreated={(url) => {
          setCreatedUrl(url);
          void queryClient.invalidateQueries(trpc.reviewLinks.list.pathFilter());
        }}
      />
      {createdUrl && <NewLinkUrl url={createdUrl} />}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="review-links-heading">
        <Title order={2} size="h3" id="review-links-heading" mb="sm">
          Links
        </Title>
        {links.error && <Alert color="red">{errorInfo(links.error, "The links could not be loaded.").message}</Alert>}
        {links.data && links.data.links.length === 0 && <Text c="dimmed">No review links yet.</Text>}
        {links.data && links.data.links.length > 0 && (
          <ScrollTable minWidth={640} verticalSpacing="sm" data-testid="review-links-table">
            <Thead>
              <Tr>
                <Th>Label</Th>
                <Th>Shows</Th>
                <Th>State</Th>
                <Th>Expires</Th>
                <Th>Last opened</Th>
                <Th>Decisions</Th>
                <Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Th>
              </Tr>
            </Thead>
            <Tbody>
              {links.data.links.map((link) => (
                <Tr key={link.id}>
                  <Td>{link.label}</Td>
                  <Td>
                    {link.scope.kind === "posts"
                      ? `${link.scope.postIds.length} post${link.scope.postIds.length === 1 ? "" : "s"}`
                      : `${formatDate(link.scope.from, timeZone)} – ${formatDate(new Date(link.scope.to.getTime() - 1), timeZone)}`}
                  </Td>
                  <Td>
                    <Badge color={STATE_COLOR[link.state]} variant="light">
                      {link.state}
                    </Badge>
                  </Td>
                  <Td>{formatDateTime(link.expiresAt, timeZone)}</Td>
                  <Td>{link.lastOpenedAt ? formatDateTime(link.lastOpenedAt, timeZone) : "Never"}</Td>
                  <Td>{link.actions}</Td>
                  <Td>
                    {link.state === "active" && (
                      <Button size="xs" variant="default" color="red" onClick={() => revoking.ask(link)} aria-label={`Revoke: ${link.label}`}>
                        Revoke
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </ScrollTable>
        )}
      </Card>
      <RemovalDialog
        removal={revoking}
        title="Revoke this link?"
        confirmLabel="Revoke link"
        message={(link) => `"${link.label}" stops working at once, for good. What the client already did stays recorded.`}
      />
    </Stack>
  );
}
