"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Code, Skeleton, Stack, Text } from "@mantine/core";
import { ScrollTable, Caption, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { useTRPC } from "@/trpc/react";

const STATUS_COLOR = { pending: "yellow", succeeded: "green", failed: "red" } as const;

function when(date: Date): string {
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
}

/** An endpoint's latest deliveries: status, response time, each try's signature header, the payload, and Redeliver. */
export function Deliveries({ endpointId }: { endpointId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deliveries = useQuery(trpc.webhooks.deliveries.queryOptions({ id: endpointId }, { refetchInterval: 3000 }));
  const redeliver = useMutation(trpc.webhooks.redeliver.mutationOptions());

  async function again(id: string) {
    try {
      await redeliver.mutateAsync({ id });
      notifySuccess("Redelivery queued", "It is sent again in a moment.");
      await queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.queryKey({ id: endpointId }) });
    } catch (error) {
      notifyServerError(error, "Redelivery failed");
    }
  }

  if (!deliveries.data) return <Skeleton height={80} radius="md" />;
  if (deliveries.data.deliveries.length === 0) return <Text c="dimmed">No deliveries yet. They appear here as events happen.</Text>;
  return (
    <ScrollTable minWidth={760} data-testid="webhook-deliveries">
      <Caption>Latest deliveries, newest first</Caption>
      <Thead>
        <Tr>
          <Th scope="col">Event</Th>
          <Th scope="col">Status</Th>
          <Th scope="col">Answer</Th>
          <Th scope="col">Response time</Th>
          <Th scope="col">Tries</Th>
          <Th scope="col">Created</Th>
          <Th scope="col">Details</Th>
        </Tr>
      </Thead>
      <Tbody>
        {deliveries.data.deliveries.map((d) => (
          <Tr key={d.id} data-testid="webhook-delivery" striped>
            <Td>
              <code>{d.type}</code>
            </Td>
            <Td>
              <Badge color={STATUS_COLOR[d.status]} variant="light">
                {d.status}
              </Badge>
            </Td>
            <Td>{d.lastStatusCode ?? (d.lastError ? "no answer" : "—")}</Td>
            <Td>{d.lastDurationMs !== null ? `${d.lastDurationMs} ms` : "—"}</Td>
            <Td>{d.attempts}</Td>
            <Td>{when(d.createdAt)}</Td>
            <Td>
              <details>
                <summary>Payload and signature</summary>
                <Stack gap={6} mt={6} maw={560}>
                  {d.lastError && <Text size="sm">Last error: {d.lastError}</Text>}
                  {d.tries.map((t) => (
                    <Text key={t.number} size="sm">
                      Try {t.number}: {t.statusCode ?? "no answer"} in {t.durationMs} ms{t.error ? ` (${t.error})` : ""} —{" "}
                      <Code data-testid="webhook-signature">PostPilot-Signature: {t.signature}</Code>
                    </Text>
                  ))}
                  <Code block data-testid="webhook-payload" tabIndex={0} aria-label={`Payload of ${d.eventId}`}>
                    {d.payload}
                  </Code>
                  <div>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void again(d.id)}
                      loading={redeliver.isPending && redeliver.variables?.id === d.id}
                    >
                      Redeliver
                    </Button>
                  </div>
                </Stack>
              </details>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </ScrollTable>
  );
}
