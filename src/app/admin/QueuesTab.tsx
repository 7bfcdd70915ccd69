"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconRefresh, IconRotateClockwise } from "@tabler/icons-react";
import { DeferredTooltip } from "@/components/layout/DeferredTooltip";
import { ScrollTable, Tbody, Td, Th, Thead, Tr } from "@/components/static/table";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { formatDateTime } from "@/lib/time";
import { useAppUser } from "@/components/app/use-app-user";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { networkLabel } from "@/lib/networks";
import type { AdminPublishing, AdminQueues } from "./types";

const REFRESH_MS = 10_000;

const DESCRIPTIONS: Record<string, string> = {
  publish: "Publishing posts to the networks",
  media: "AI images and videos",
  video: "AI short-video batches",
  maintenance: "Heartbeat, sweeper, token refresh",
};

const COUNTS: { key: keyof AdminQueues[number]["counts"]; label: string; color: string }[] = [
  { key: "waiting", label: "Waiting", color: "blue" },
  { key: "delayed", label: "Delayed", color: "gray" },
  { key: "active", label: "Active", color: "teal" },
  { key: "failed", label: "Failed", color: "red" },
  { key: "completed", label: "Completed", color: "green" },
];

function seconds(ms: number | null): string {
  return ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`;
}

/** The on-time promise: the last 24 hours of publishing per network. */
function PublishingLastDay({ publishing }: { publishing: AdminPublishing }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="publishing-last-day">
      <Title order={2} size="h4" mb="xs">
        Publishing, last 24 hours
      </Title>
      {publishing.networks.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing was published in the last 24 hours.
        </Text>
      ) : (
        <ScrollTable minWidth={560} verticalSpacing="xs" fz="sm">
          <Thead>
            <Tr>
              <Th>Network</Th>
              <Th>Published</Th>
              <Th>Lateness p50</Th>
              <Th>Lateness p99</Th>
              <Th>Retries</Th>
              <Th>Failed</Th>
              <Th>Needs review</Th>
            </Tr>
          </Thead>
          <Tbody>
            {publishing.networks.map((n) => (
              <Tr key={n.platform}>
                <Td>{networkLabel(n.platform)}</Td>
                <Td>{n.published}</Td>
                <Td>{seconds(n.latenessP50Ms)}</Td>
                <Td>{seconds(n.latenessP99Ms)}</Td>
                <Td>{n.retries}</Td>
                <Td style={n.failed > 0 ? { color: "var(--mantine-color-red-text)" } : undefined}>{n.failed}</Td>
                <Td style={n.needsReview > 0 ? { color: "var(--mantine-color-orange-text)" } : undefined}>{n.needsReview}</Td>
              </Tr>
            ))}
          </Tbody>
        </ScrollTable>
      )}
    </Card>
  );
}

/** Background jobs: counts per queue, the latest failures and a retry for each. */
export function QueuesTab() {
  const trpc = useTRPC();
  const { timeZone } = useAppUser();
  const queues = useQuery({ ...trpc.admin.queues.queryOptions(), refetchInterval: REFRESH_MS });
  const retry = useMutation(trpc.admin.retryJob.mutationOptions());

  async function handleRetry(queue: AdminQueues[number]["name"], id: string) {
    try {
      await retry.mutateAsync({ queue, id });
      notifySuccess("Job Retried", `The ${queue} job ${id} is queued again.`);
      await queues.refetch();
    } catch (error) {
      notifyServerError(error, "Error", "Failed to retry the job.");
    }
  }

  return (
    <Stack gap="lg" data-testid="admin-queues">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {queues.data && (
            <span data-testid="workers-alive">
              {queues.data.workers.alive} worker process{queues.data.workers.alive === 1 ? "" : "es"} alive.{" "}
            </span>
          )}
          Refreshes every {REFRESH_MS / 1000} seconds.
        </Text>
        <Button variant="light" size="xs" leftSection={<IconRefresh size={14} />} onClick={() => void queues.refetch()} loading={queues.isFetching}>
          Refresh
        </Button>
      </Group>
      {queues.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error loading data">
          {errorInfo(queues.error, "The job queues cannot be reached.").message}
        </Alert>
      )}
      {!queues.data && !queues.isError && <Skeleton height={200} radius="md" />}
      {queues.data && <PublishingLastDay publishing={queues.data.publishing} />}
      {queues.data?.queues.map((queue) => (
        <Card key={queue.name} withBorder radius="md" padding="lg" data-testid={`queue-${queue.name}`}>
          <Group justify="space-between" mb={queue.failedJobs.length > 0 ? "sm" : 0} wrap="wrap">
            <div>
              <Title order={2} size="h4" tt="capitalize">
                {queue.name}
              </Title>
              <Text size="xs" c="dimmed">
                {DESCRIPTIONS[queue.name]}
              </Text>
            </div>
            <SimpleGrid cols={5} spacing="xs">
              {COUNTS.map(({ key, label, color }) => (
                <div key={key} style={{ textAlign: "center", minWidth: 64 }}>
                  <Text fw={700} size="lg" c={queue.counts[key] > 0 && key === "failed" ? "red" : undefined}>
                    {queue.counts[key]}
                  </Text>
                  <Badge size="xs" variant="light" color={color}>
                    {label}
                  </Badge>
                </div>
              ))}
            </SimpleGrid>
          </Group>
          {queue.failedJobs.length > 0 && (
            <ScrollTable minWidth={640} verticalSpacing="xs" fz="sm">
              <Thead>
                <Tr>
                  <Th>Job</Th>
                  <Th>Reason</Th>
                  <Th>Tries</Th>
                  <Th>Failed</Th>
                  <Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Th>
                </Tr>
              </Thead>
              <Tbody>
                {queue.failedJobs.map((job) => (
                  <Tr key={job.id}>
                    <Td>
                      <DeferredTooltip label={JSON.stringify(job.data)} multiline maw={360}>
                        <Text size="xs" ff="monospace">
                          {job.name} · {job.id}
                        </Text>
                      </DeferredTooltip>
                    </Td>
                    <Td>
                      <Text size="xs" c="red" lineClamp={2}>
                        {job.failedReason}
                      </Text>
                    </Td>
                    <Td>{job.attemptsMade}</Td>
                    <Td>
                      <Text size="xs">{job.failedAt ? formatDateTime(job.failedAt, timeZone) : "—"}</Text>
                    </Td>
                    <Td>
                      <Button
                        size="compact-xs"
                        variant="light"
                        leftSection={<IconRotateClockwise size={12} />}
                        onClick={() => void handleRetry(queue.name, job.id)}
                        loading={retry.isPending && retry.variables?.id === job.id}
                      >
                        Retry
                      </Button>
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </ScrollTable>
          )}
        </Card>
      ))}
    </Stack>
  );
}
