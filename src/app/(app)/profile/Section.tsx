import type { ReactNode } from "react";
import { Card, Group, Text, ThemeIcon, Title } from "@mantine/core";

/** A titled card of the profile page. */
export function Section({
  title,
  description,
  icon,
  color,
  children,
  testId,
}: {
  title: string;
  description?: string;
  icon: ReactNode;
  color?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId} component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size={36} color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
      </Group>
      {children}
    </Card>
  );
}
