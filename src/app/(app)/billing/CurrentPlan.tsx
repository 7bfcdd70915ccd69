"use client";
import { IntentLink } from "@/components/IntentLink";
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCrown, IconSparkles } from "@tabler/icons-react";
import { formatEuro } from "@/components/billing/stripe-key";
import { formatDate } from "@/lib/time";
import type { AppUser } from "@/components/posts/types";
import type { CurrentPlanInfo } from "./types";

/** The member's plan, its status and dates, with upgrade, cancel and compare. `current` is undefined while loading. */
export function CurrentPlan({
  current,
  user,
  timeZone,
  canUpgrade,
  canCancel,
  upgrading,
  onUpgrade,
  onCancel,
}: {
  current: CurrentPlanInfo | undefined;
  user: AppUser | null | undefined;
  timeZone: string;
  canUpgrade: boolean;
  canCancel: boolean;
  upgrading: boolean;
  onUpgrade: () => void;
  onCancel: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="current-plan">
      {current ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={2} size="h3" data-testid="current-plan-name">
                {current.name}
              </Title>
              {user?.role === "paid" && (
                <Badge color="grape" variant="filled" leftSection={<IconCrown size={12} />} data-testid="pro-badge">
                  Pro
                </Badge>
              )}
              <Badge
                variant="light"
                color={current.status === "past_due" ? "red" : current.status === "canceling" ? "yellow" : "teal"}
                data-testid="plan-status"
              >
                {current.status === "canceling" ? "Cancels at period end" : current.status === "past_due" ? "Payment overdue" : current.status}
              </Badge>
            </Group>
            <Text fw={700} fz="xl">
              {formatEuro(current.price)}
              <Text span c="dimmed" fz="sm">
                {current.price === 0 ? "/forever" : "/month"}
              </Text>
            </Text>
          </Group>
          {current.nextBillingDate && <Text size="sm">Next billing date: {formatDate(current.nextBillingDate, timeZone)}</Text>}
          {current.accessUntil && <Text size="sm">Your plan stays active until {formatDate(current.accessUntil, timeZone)}.</Text>}
          <Group>
            {canUpgrade && (
              <Button leftSection={<IconSparkles size={16} />} onClick={onUpgrade} loading={upgrading} data-testid="upgrade-pro">
                Upgrade to Pro
              </Button>
            )}
            {canCancel && (
              <Button variant="default" color="red" onClick={onCancel} data-testid="cancel-subscription">
                Cancel Subscription
              </Button>
            )}
            <Button component={IntentLink} href="/pricing" variant="subtle">
              Compare plans
            </Button>
          </Group>
        </Stack>
      ) : (
        <Skeleton height={80} />
      )}
    </Card>
  );
}
