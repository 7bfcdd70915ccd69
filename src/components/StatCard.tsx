import type { ReactNode } from "react";
import { Card, Group, Skeleton, Text, ThemeIcon } from "@mantine/core";

/** A labelled number with an icon (dashboard stats, calendar counters); a skeleton while loading. */
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
    <Card withBorder padding={large ? "lg" : "md"} radius="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={large ? 32 : 28} width={large ? 48 : 40} mt={large ? 6 : 4} />
          ) : (
            <Text fz={large ? 32 : 28} fw={700} lh={1.2} data-testid={testId}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon size={large ? 48 : 42} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
