import { Container, Stack, Text, Title } from "@mantine/core";

/** A link that shows nothing (unknown, revoked or expired): why, and what to do; nothing of the link itself. */
export function LinkUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <Container size="sm" py={96} data-testid="review-link-unavailable">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Container>
  );
}
