"use client";
import { CompactBadge } from "@/components/static/compact";
import { Group, Stack } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { Anchor, Text } from "@/components/static/text";
import type { SocialAccountItem } from "@/components/posts/types";
import { networkLabel } from "@/lib/networks";
import { Section } from "./parts";

function AccountRow({ account }: { account: SocialAccountItem }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="account-row">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" data-truncate="end" style={{ fontWeight: 500 }}>
          {account.accountName}
        </Text>
        <Text size="xs" dimmed>
          {networkLabel(account.platform)}
          {account.username ? ` · @${account.username}` : ""}
        </Text>
      </div>
      {account.isExpired ? (
        <CompactBadge color="red" variant="light" size="sm">
          Expired
        </CompactBadge>
      ) : (
        <CompactBadge color="teal" variant="light" size="sm">
          Active
        </CompactBadge>
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
        <Anchor href="/accounts" size="sm">
          Manage
        </Anchor>
      }
    >
      {!accounts ? (
        <Skeleton height={40} radius="default" />
      ) : accounts.length === 0 ? (
        <Text size="sm" dimmed>
          No accounts connected yet. <Anchor href="/accounts">Connect your social accounts</Anchor> to start posting.
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
