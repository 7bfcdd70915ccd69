"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconBulb, IconCalendar, IconMovie, IconPencilPlus } from "@tabler/icons-react";
import { notifyError } from "@/components/notify";
import classes from "./dashboard.module.css";

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
    <Card withBorder padding="lg" radius="md" className={classes.actionCard} data-dimmed={dimmed || undefined} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        {badge && (
          <Badge color="yellow" variant="filled" size="sm">
            {badge}
          </Badge>
        )}
      </Group>
      <Stack gap={4} mt="md">
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
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
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="quick-actions">
      <UnstyledButton component={Link} href="/create-post" className={classes.actionLink}>
        <ActionCard
          icon={<IconPencilPlus size={24} />}
          color="indigo"
          title="Create Post"
          description="Write a post and publish it now or schedule it."
        />
      </UnstyledButton>
      <UnstyledButton component={Link} href="/ai-suggestions" className={classes.actionLink}>
        <ActionCard icon={<IconBulb size={24} />} color="orange" title="AI Suggestions" description="Get post ideas from a link or a subject." />
      </UnstyledButton>
      {premium ? (
        <UnstyledButton component={Link} href="/ai-videos" className={classes.actionLink}>
          {video}
        </UnstyledButton>
      ) : (
        <UnstyledButton onClick={lockedVideo} className={classes.actionLink} aria-label="AI Video Generation (premium feature)">
          {video}
        </UnstyledButton>
      )}
      <UnstyledButton component={Link} href="/calendar" className={classes.actionLink}>
        <ActionCard icon={<IconCalendar size={24} />} color="teal" title="Calendar" description="See scheduled and published posts by day." />
      </UnstyledButton>
    </SimpleGrid>
  );
}
