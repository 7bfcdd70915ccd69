import type { ReactNode } from "react";
import { Card, Group, Skeleton, Text, ThemeIcon } from "@mantine/core";

/** One number with its label, an icon and an optional hint (how it is computed). */
export function MetricCard({
  label,
  value,
  icon,
  color = "indigo",
  hint,
  extra,
  testId,
}: {
  label: string;
  value: string | undefined;
  icon: ReactNode;
  color?: string;
  hint?: string;
  extra?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={30} width={80} mt={6} />
          ) : (
            <Group gap="xs" align="baseline">
              <Text fz={26} fw={700} lh={1.3} data-metric-value>
                {value}
              </Text>
              {extra}
            </Group>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt={6}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
