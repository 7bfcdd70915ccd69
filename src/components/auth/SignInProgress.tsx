import { Loader } from "@/components/static/feedback";
import { Stack } from "@/components/static/layout";
import { Text } from "@/components/static/text";

/** Plain HTML (see static/README.md): /auth/callback shows it without loading Mantine. */
export function SignInProgress({ label = "Completing sign-in…" }: { label?: string }) {
  return (
    <Stack align="center" gap="sm" role="status" style={{ paddingBlock: "var(--mantine-spacing-xl)" }}>
      <Loader />
      <Text dimmed>{label}</Text>
    </Stack>
  );
}
