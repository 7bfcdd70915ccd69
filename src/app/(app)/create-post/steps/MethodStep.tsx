"use client";
import { Alert, Badge, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { METHOD_CARDS, type MethodCard } from "../methods";
import type { ContentMethod } from "../wizard-types";
import classes from "../create-post.module.css";

export function MethodStep({
  method,
  premium,
  paid,
  onChoose,
}: {
  method: ContentMethod | null;
  premium: boolean;
  paid: boolean;
  onChoose: (card: MethodCard) => void;
}) {
  const upcoming = method === "ai" || method === "link" || method === "ai-plan";
  return (
    <Stack gap="md">
      <Text c="dimmed">How do you want to create your post?</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {METHOD_CARDS.map((card) => {
          const locked = (card.gate === "premium" && !premium) || (card.gate === "paid" && !paid);
          const badge = card.gate === "premium" ? (premium ? null : "PREMIUM") : card.gate === "paid" ? "PRO" : null;
          return (
            <UnstyledButton
              key={card.key}
              className={classes.choice}
              data-selected={method === card.key || undefined}
              data-locked={locked || undefined}
              onClick={() => onChoose(card)}
              aria-pressed={card.key === "video" ? undefined : method === card.key}
              data-testid={`method-${card.key}`}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" color={card.color} aria-hidden>
                  {card.icon}
                </ThemeIcon>
                {badge && (
                  <Badge color={badge === "PRO" ? "orange" : "yellow"} variant="filled" size="sm">
                    {badge}
                  </Badge>
                )}
              </Group>
              <Text fw={600} mt="sm">
                {card.title}
              </Text>
              <Text size="sm" c="dimmed">
                {card.description}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {upcoming && (
        <Alert color="grape" variant="light" icon={<IconInfoCircle size={18} />} title="Coming with the AI release">
          This method is not available yet. Choose Write Myself to create your post now.
        </Alert>
      )}
    </Stack>
  );
}
