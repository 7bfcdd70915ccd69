"use client";
import { useState } from "react";
import { Badge, Button, Card, Text, Title, VisuallyHidden } from "@mantine/core";
import { ScrollTable, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
import { IconDownload } from "@tabler/icons-react";
import { formatEuro } from "@/components/billing/stripe-key";
import { notifyError } from "@/components/notify";
import { formatDate } from "@/lib/time";
import { errorInfo } from "@/trpc/errors";
import { useTRPCClient } from "@/trpc/react";
import type { BillingHistoryItem } from "./types";

const STATUS_COLORS = { paid: "teal", pending: "yellow", failed: "red" } as const;

/** The invoices, newest first, each with its download. `items` is undefined while loading. */
export function BillingHistory({ items, timeZone }: { items: BillingHistoryItem[] | undefined; timeZone: string }) {
  const client = useTRPCClient();
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(id: string) {
    setDownloading(id);
    try {
      const answer = await client.billing.invoice.query({ id });
      window.open(answer.downloadUrl, "_blank", "noopener,noreferrer");
    } catch (err) {
      const info = errorInfo(err, "Could not download the invoice. Please try again.");
      if (info.message === "Invoice not available") notifyError("Invoice not available", "This invoice has no downloadable copy.");
      else notifyError("Download Failed", info.message);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Billing history
      </Title>
      {items?.length === 0 ? (
        <Text c="dimmed">No invoices yet.</Text>
      ) : (
        <ScrollTable minWidth={560} data-testid="billing-history">
          <Thead>
            <Tr>
              <Th>Date</Th>
              <Th>Description</Th>
              <Th>Amount</Th>
              <Th>Status</Th>
              <Th>
                <VisuallyHidden>Invoice</VisuallyHidden>
              </Th>
            </Tr>
          </Thead>
          <Tbody>
            {items?.map((item) => (
              <Tr key={item.id}>
                <Td>{formatDate(item.date, timeZone)}</Td>
                <Td>{item.description}</Td>
                <Td>{formatEuro(item.amount)}</Td>
                <Td>
                  <Badge color={STATUS_COLORS[item.status]} variant="light">
                    {item.status}
                  </Badge>
                </Td>
                <Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconDownload size={14} />}
                    loading={downloading === item.id}
                    onClick={() => void download(item.id)}
                  >
                    Download
                  </Button>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </ScrollTable>
      )}
    </Card>
  );
}
