"use client";
import { useEffect, useState } from "react";
import { IconBrandGoogle, IconInfoCircle } from "@tabler/icons-react";
import { Stack } from "@/components/static/ui";
import { Alert, FormButton, LabeledDivider } from "@/components/static/form-parts";
import { googleSignInConfigured, startGoogleSignIn } from "@/components/auth/google";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server. Please use your email and password.";

/**
 * "or" + "Continue with Google", only when the server has a Google provider (asked once per page
 * load); a failed or unconfigured Google sign-in that sent the user back still explains itself.
 */
export function GoogleButton({ unavailable = false }: { unavailable?: boolean }) {
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [notConfigured, setNotConfigured] = useState(false);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let active = true;
    void googleSignInConfigured().then((yes) => active && setConfigured(yes));
    return () => {
      active = false;
    };
  }, []);

  async function handleClick() {
    setStarting(true);
    const started = await startGoogleSignIn();
    if (!started) {
      setNotConfigured(true);
      setStarting(false);
    }
  }

  if (!configured && !unavailable) return null;
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
