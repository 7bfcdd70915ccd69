"use client";
import { Alert, Button, Code, CopyButton, Group, Stack } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { LazyModal } from "@/components/LazyModal";

/** An endpoint's signing secret, shown once with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <LazyModal opened={secret !== null} onClose={onClose} title="Copy the signing secret" centered size="lg">
      <Stack gap="sm">
        <Alert color="yellow" title="Shown only now">
          Your receiver checks each delivery&apos;s <code>PostPilot-Signature</code> header with this secret. It is not shown again; rotate it to get
          a new one.
        </Alert>
        <Code block data-testid="webhook-secret" aria-label="The endpoint's signing secret">
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ""}>
            {({ copied, copy }) => (
              <Button leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} color={copied ? "teal" : undefined} onClick={copy}>
                {copied ? "Copied" : "Copy secret"}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
