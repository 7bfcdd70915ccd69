"use client";
import { IntentLink } from "@/components/IntentLink";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { Grid } from "@/components/static/cards";
import { CompactBadge } from "@/components/static/compact";
import { Group, Stack } from "@/components/static/layout";
import { Card, ThemeIcon } from "@/components/static/surfaces";
import { Text } from "@/components/static/text";
import { IconBulb, IconCalendar, IconMovie, IconPencilPlus } from "@tabler/icons-react";
import { notifyError } from "@/components/notify";
import classes from "./dashboard.module.css";

/** Mantine's UnstyledButton classes, on the links (and the locked video button) around the cards. */
const ACTION_LINK = `mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root ${classes.actionLink}`;

function ActionCard({
  icon,
  color,
  title,
  description,
  badge,
  dimmed,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  description: string;
  badge?: string;
  dimmed?: boolean;
}) {
  return (
    <Card padding="lg" className={classes.actionCard} data-dimmed={dimmed || undefined} style={{ height: "100%" }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {badge && (
          <CompactBadge color="yellow" variant="filled" size="sm">
            {badge}
          </CompactBadge>
        )}
      </Group>
      <Stack gap={4} style={{ marginTop: "var(--mantine-spacing-md)" }}>
        <Text style={{ fontWeight: 600 }}>{title}</Text>
        <Text size="sm" dimmed>
          {description}
        </Text>
      </Stack>
    </Card>
  );
}

/** Create Post, AI Suggestions, AI Video Generation (premium) and Calendar. */
export function QuickActions({ premium }: { premium: boolean }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function lockedVideo() {
    notifyError("Premium Feature", "AI Video Generation is available for premium users. Upgrade to unlock!");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => router.push("/pricing"), 2000);
  }

  const video = (
    <ActionCard
      icon={<IconMovie size={24} />}
      color="grape"
      title="AI Video Generation"
      description="Turn an idea into a short video for TikTok and YouTube."
      badge={premium ? undefined : "PREMIUM"}
      dimmed={!premium}
    />
  );

  return (
    <Grid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="quick-actions">
      <IntentLink href="/create-post" className={ACTION_LINK}>
        <ActionCard
          icon={<IconPencilPlus size={24} />}
          color="indigo"
          title="Create Post"
          description="Write a post and publish it now or schedule it."
        />
      </IntentLink>
      <IntentLink href="/ai-suggestions" className={ACTION_LINK}>
        <ActionCard icon={<IconBulb size={24} />} color="orange" title="AI Suggestions" description="Get post ideas from a link or a subject." />
      </IntentLink>
      {premium ? (
        <IntentLink href="/ai-videos" className={ACTION_LINK}>
          {video}
        </IntentLink>
      ) : (
        <button type="button" onClick={lockedVideo} className={ACTION_LINK} aria-label="AI Video Generation (premium feature)">
          {video}
        </button>
      )}
      <IntentLink href="/calendar" className={ACTION_LINK}>
        <ActionCard icon={<IconCalendar size={24} />} color="teal" title="Calendar" description="See scheduled and published posts by day." />
      </IntentLink>
    </Grid>
  );
}
