import type { ReactNode } from "react";
import { spacing } from "@/components/static/box";
import { Group } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { Card, ThemeIcon } from "@/components/static/surfaces";
import { Text } from "@/components/static/text";

/**
 * A labelled number with an icon (dashboard stats, calendar counters); a skeleton while loading.
 * Plain markup with Mantine's classes (components/static/), the same HTML as Mantine's Card, Text, ThemeIcon and Skeleton.
 */
export function StatCard({
  label,
  value,
  icon,
  color,
  testId,
  size = "lg",
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  testId: string;
  size?: "md" | "lg";
}) {
  const large = size === "lg";
  return (
    <Card padding={large ? "lg" : "md"}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" dimmed style={{ fontWeight: 500 }}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={large ? 32 : 28} width={large ? 48 : 40} radius="default" style={{ marginTop: spacing(large ? 6 : 4) }} />
          ) : (
            <Text style={{ fontSize: `calc(${large ? 2 : 1.75}rem * var(--mantine-scale))`, fontWeight: 700, lineHeight: 1.2 }} data-testid={testId}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon size={large ? 48 : 42} variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
