"use client";
import { ActionButton } from "@/components/static/cards-button";
import { Loader, ThemeIcon } from "@/components/static/cards";
import { Group, Paper, Text, Title } from "@/components/static/ui";
import { OVERALL_TEXT, type OverallStatus } from "@/app/(site)/status/status-model";
import type { StatusIcons } from "./status-icons";

const OVERALL_COLOR: Record<OverallStatus, string> = { checking: "blue", operational: "teal", degraded: "yellow", outage: "red" };

/** The overall status with what is being checked, and the Refresh button. */
export function OverallBanner({
  overall,
  detail,
  running,
  onRefresh,
  icons,
}: {
  overall: OverallStatus;
  detail: string;
  running: boolean;
  onRefresh: () => void;
  icons: StatusIcons;
}) {
  const color = OVERALL_COLOR[overall];
  return (
    <Paper
      radius="md"
      data-testid="overall-status"
      data-status={overall}
      style={{
        backgroundColor: `var(--mantine-color-${color}-light)`,
        border: `1px solid var(--mantine-color-${color}-outline)`,
        padding: "var(--mantine-spacing-lg)",
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="xl" color={color} variant="filled">
            {overall === "checking" ? <Loader size={22} color="white" /> : icons.overall[overall]}
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" style={{ color: `var(--mantine-color-${color}-light-color)` }} aria-live="polite">
              {OVERALL_TEXT[overall]}
            </Title>
            <Text size="sm" dimmed>
              {detail}
            </Text>
          </div>
        </Group>
        <ActionButton variant="default" leftSection={icons.refresh} onClick={onRefresh} loading={running} loaderSize="xs">
          Refresh
        </ActionButton>
      </Group>
    </Paper>
  );
}
