"use client";
import { Badge, Group, Skeleton, Stack, Text } from "@mantine/core";
import { LinkAnchor } from "@/components/links";
import type { SocialAccountItem } from "@/components/posts/types";
import { networkLabel } from "@/lib/networks";
import { Section } from "./parts";

function AccountRow({ account }: { account: SocialAccountItem }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="account-row">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {account.accountName}
        </Text>
        <Text size="xs" c="dimmed">
          {networkLabel(account.platform)}
          {account.username ? ` · @${account.username}` : ""}
        </Text>
      </div>
      {account.isExpired ? (
        <Badge color="red" variant="light" size="sm">
          Expired
        </Badge>
      ) : (
        <Badge color="teal" variant="light" size="sm">
          Active
        </Badge>
      )}
    </Group>
  );
}

/** The connected accounts and whether each still works. `accounts` is undefined while loading. */
export function AccountOverview({ accounts }: { accounts: SocialAccountItem[] | undefined }) {
  return (
    <Section
      title="Account Overview"
      testId="account-overview"
      action={
        <LinkAnchor href="/accounts" size="sm">
          Manage
        </LinkAnchor>
      }
    >
      {!accounts ? (
        <Skeleton height={40} />
      ) : accounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No accounts connected yet. <LinkAnchor href="/accounts">Connect your social accounts</LinkAnchor> to start posting.
        </Text>
      ) : (
        <Stack gap="sm">
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
