import { nextAuthClient } from "@/components/auth/nextauth-client";

let configuredOnce: Promise<boolean> | null = null;

/** Whether the server offers Google sign-in (its next-auth providers list), asked once per page load. */
export function googleSignInConfigured(): Promise<boolean> {
  configuredOnce ??= nextAuthClient()
    .then((client) => client.getProviders())
    .then((providers) => Boolean(providers?.google))
    .catch(() => {
      configuredOnce = null;
      return false;
    });
  return configuredOnce;
}

/**
 * Starts Google sign-in (the browser leaves the page). Resolves false, without leaving, when the
 * server has no Google provider configured.
 */
export async function startGoogleSignIn(): Promise<boolean> {
  const { getProviders, signIn } = await nextAuthClient();
  const providers = await getProviders().catch(() => null);
  if (!providers?.google) return false;
  await signIn("google", { callbackUrl: "/auth/callback" });
  return true;
}
