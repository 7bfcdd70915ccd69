"use client";
import { useState } from "react";
import { Alert, Button, Stack } from "@mantine/core";
import { IconBrandGoogle, IconInfoCircle } from "@tabler/icons-react";
import { startGoogleSignIn } from "@/components/auth/google";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server. Please use your email and password.";

/** "Continue with Google": always shown; explains itself when the server has no Google provider. */
export function GoogleButton({ unavailable = false }: { unavailable?: boolean }) {
  const [notConfigured, setNotConfigured] = useState(false);
  const [starting, setStarting] = useState(false);

  async function handleClick() {
    setStarting(true);
    const started = await startGoogleSignIn();
    if (!started) {
      setNotConfigured(true);
      setStarting(false);
    }
  }

  return (
    <Stack gap="xs">
      {(unavailable || notConfigured) && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status">
          {GOOGLE_NOT_CONFIGURED}
        </Alert>
      )}
      <Button variant="default" leftSection={<IconBrandGoogle size={18} />} onClick={handleClick} loading={starting} fullWidth>
        Continue with Google
      </Button>
    </Stack>
  );
}
