"use client";
import { Button, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** The body of the error screens: the spec's heading, the message and a way out. */
export function ErrorDetails({ error, retry }: { error: unknown; retry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error ?? "Unknown error");
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1}>Unexpected Application Error!</Title>
        <Text>{message}</Text>
        {digest && (
          <Text size="sm" c="dimmed">
            Reference: <Code>{digest}</Code>
          </Text>
        )}
        <Group>
          {retry && <Button onClick={() => retry()}>Try again</Button>}
          <Button component="a" href="/" variant="default">
            Return to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
