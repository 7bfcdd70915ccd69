import { getProviders, signIn } from "next-auth/react";

/**
 * Starts Google sign-in (the browser leaves the page). Resolves false, without leaving, when the
 * server has no Google provider configured.
 */
export async function startGoogleSignIn(): Promise<boolean> {
  const providers = await getProviders().catch(() => null);
  if (!providers?.google) return false;
  await signIn("google", { callbackUrl: "/auth/callback" });
  return true;
}
