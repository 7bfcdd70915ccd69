"use client";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import type { PaymentMethod } from "./types";

/** The saved payment methods, each with its Remove button. `methods` is undefined while loading. */
export function PaymentMethods({ methods, onRemove }: { methods: PaymentMethod[] | undefined; onRemove: (id: string) => void }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Payment methods
      </Title>
      {methods?.length === 0 && <Text c="dimmed">No saved payment methods. Your card is saved when you pay for a plan.</Text>}
      <Stack gap="sm">
        {methods?.map((method) => (
          <Group key={method.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="payment-method">
            <Group gap="sm" style={{ flex: 1, minWidth: 0 }}>
              <IconCreditCard size={20} />
              <Text>
                {method.type === "paypal"
                  ? `PayPal ${method.email ?? ""}`
                  : `${(method.brand ?? "card").toUpperCase()} •••• ${method.last4 ?? "????"}`}
              </Text>
              {method.expiryMonth && method.expiryYear && (
                <Text size="sm" c="dimmed">
                  Expires {String(method.expiryMonth).padStart(2, "0")}/{method.expiryYear}
                </Text>
              )}
              {method.isDefault && <Badge variant="light">Default</Badge>}
            </Group>
            <Button variant="subtle" color="red" size="xs" style={{ flexShrink: 0 }} onClick={() => onRemove(method.id)}>
              Remove
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
