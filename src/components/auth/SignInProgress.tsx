import { Loader, Stack, Text } from "@mantine/core";

export function SignInProgress({ label = "Completing sign-in…" }: { label?: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Loader />
      <Text c="dimmed">{label}</Text>
    </Stack>
  );
}
