"use client";
import { useState } from "react";
import { IconBrandGoogle, IconInfoCircle } from "@tabler/icons-react";
import { Stack } from "@/components/static/layout";
import { Alert, LabeledDivider } from "@/components/static/Alert";
import { FormButton } from "@/components/static/FormButton";
import { startGoogleSignIn } from "@/components/auth/google";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server. Please use your email and password.";

/** GoogleButton's visible part (loaded when shown): the divider, the notice when Google is unavailable, the button when configured. */
export default function GoogleChoice({ configured, unavailable }: { configured: boolean; unavailable: boolean }) {
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
    <Stack gap="md">
      <LabeledDivider label="or" />
      {(unavailable || notConfigured) && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
          {GOOGLE_NOT_CONFIGURED}
        </Alert>
      )}
      {configured && (
        <FormButton variant="default" leftSection={<IconBrandGoogle size={18} />} onClick={handleClick} loading={starting} fullWidth>
          Continue with Google
        </FormButton>
      )}
    </Stack>
  );
}
