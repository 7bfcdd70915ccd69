"use client";
import { Group, Stack } from "@/components/static/layout";
import { Progress, Skeleton } from "@/components/static/feedback";
import { Anchor, Text } from "@/components/static/text";
import { isUnlimited } from "@/lib/plans";
import { Section } from "./parts";

/** The member's AI prompts used this period, against the plan's allowance. `user` is null while loading. */
export function AiPromptUsage({ user }: { user: { subscription?: string | null; aiPromptsUsed: number; aiPromptsLimit: number } | null }) {
  const used = user?.aiPromptsUsed ?? 0;
  const limit = user?.aiPromptsLimit ?? 0;
  const unlimited = isUnlimited(limit);
  const quotaReached = !unlimited && used >= limit;
  return (
    <Section title="AI Prompt Usage" testId="ai-usage">
      {!user ? (
        <Skeleton height={40} radius="default" />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" dimmed>
              {user.subscription || "Free Trial"}
            </Text>
            <Text size="sm" style={{ fontWeight: 600, ...(quotaReached && { color: "var(--mantine-color-red-text)" }) }} data-testid="ai-usage-text">
              {unlimited ? `${used} used · Unlimited` : `${used} / ${limit} prompts used`}
            </Text>
          </Group>
          {!unlimited && (
            <Progress
              value={limit > 0 ? Math.min((used / limit) * 100, 100) : 100}
              color={quotaReached ? "red" : "indigo"}
              size="sm"
              aria-label="AI prompts used this period"
            />
          )}
          {quotaReached && (
            <Text size="xs" style={{ color: "var(--mantine-color-red-text)" }}>
              You have used all your AI prompts. <Anchor href="/pricing">Upgrade your plan</Anchor> for more.
            </Text>
          )}
        </Stack>
      )}
    </Section>
  );
}
