"use client";
import { Badge } from "@/components/static/cards";
import { SectionCard } from "@/components/static/panels";
import { Group } from "@/components/static/layout";
import { Text, Title } from "@/components/static/text";
import { STATUS_COLOR, STATUS_LABEL } from "./status-model";
import { useLiveProcedure } from "./use-live-procedure";

/**
 * The on-time promise, visible (issue 16): how late the last hour's scheduled posts went out and
 * whether due posts are waiting (GET /api/status/publishing). Beside the spec's six service cards,
 * not one of them, so the spec's checks and their order stay as they are.
 */
export function PublishingOnTime({ reloadKey }: { reloadKey: number }) {
  const publishing = useLiveProcedure("status.publishing", reloadKey, 0);
  const status = publishing.error ? "outage" : (publishing.data?.status ?? "checking");

  return (
    <SectionCard padding="lg" aria-labelledby="publishing-title" data-testid="publishing-on-time" data-status={status}>
      <Group justify="space-between" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        <Title order={2} size="h3" id="publishing-title">
          On-time publishing
        </Title>
        <Badge color={STATUS_COLOR[status]}>{STATUS_LABEL[status]}</Badge>
      </Group>
      <Text size="sm" dimmed data-testid="publishing-lateness">
        {publishing.loading ? "Checking…" : publishing.error ? publishing.error.message || "The check did not answer." : publishing.data?.description}
      </Text>
    </SectionCard>
  );
}
