"use client";
import { Avatar, Badge, Divider, Group, Progress, Stack, Text } from "@mantine/core";
import { IconBrandGoogle, IconCrown, IconId, IconShieldCheck } from "@tabler/icons-react";
import { isUnlimited } from "@/lib/plans";
import { formatDate } from "@/lib/time";
import type { AppUser } from "@/components/posts/types";
import { Section } from "./Section";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

const STATUS_COLORS = { active: "teal", inactive: "gray", suspended: "red" } as const;

/** Who the member is: avatar, plan, role badge, AI usage and a few facts. */
export function AccountOverview({ user }: { user: AppUser }) {
  const unlimited = isUnlimited(user.aiPromptsLimit);
  const used = user.aiPromptsUsed;
  const limit = user.aiPromptsLimit;
  return (
    <Section title="Account Overview" icon={<IconId size={20} />} testId="account-overview">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.image} name={user.name || user.email} size={56} color="initials" radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} truncate>
                {user.name}
              </Text>
              {user.role === "paid" && (
                <Badge color="grape" variant="filled" size="sm" leftSection={<IconCrown size={12} />} data-testid="pro-badge">
                  Pro
                </Badge>
              )}
              {user.role === "admin" && (
                <Badge color="indigo" variant="filled" size="sm" leftSection={<IconShieldCheck size={12} />}>
                  Admin
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        <Divider />
        <Stack gap={8}>
          <Row label="Plan">{user.subscription || "Free Trial"}</Row>
          <Row label="Status">
            <Badge color={STATUS_COLORS[user.status]} variant="light" size="sm">
              {user.status}
            </Badge>
          </Row>
          <Row label="Sign-in">
            {user.googleId ? (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <IconBrandGoogle size={14} /> Google
              </Group>
            ) : (
              "Email and password"
            )}
          </Row>
          <Row label="Member since">{formatDate(user.createdAt, user.timeZone)}</Row>
          <Row label="Posts created">{user.postsCreated}</Row>
        </Stack>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" c="dimmed">
              AI prompts this period
            </Text>
            <Text size="sm" fw={600} data-testid="profile-ai-usage">
              {unlimited ? `${used} used · Unlimited` : `${used} / ${limit}`}
            </Text>
          </Group>
          {!unlimited && (
            <Progress
              value={limit > 0 ? Math.min((used / limit) * 100, 100) : 100}
              color={used >= limit ? "red" : "indigo"}
              size="sm"
              aria-label="AI prompts used this period"
            />
          )}
        </div>
      </Stack>
    </Section>
  );
}
