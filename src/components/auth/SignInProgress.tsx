import { Loader, Stack, Text } from "@/components/static/ui";

/** Plain HTML (see static/ui.tsx): /auth/callback shows it without loading Mantine. */
export function SignInProgress({ label = "Completing sign-in…" }: { label?: string }) {
  return (
    <Stack align="center" gap="sm" role="status" style={{ paddingBlock: "var(--mantine-spacing-xl)" }}>
      <Loader />
      <Text dimmed>{label}</Text>
    </Stack>
  );
}
