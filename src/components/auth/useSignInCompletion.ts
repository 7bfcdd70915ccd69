"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { notifyError } from "@/components/notify";
import { safeCallbackUrl } from "@/lib/redirects";
import { homeForRole, sessionUser, type UserRole } from "@/lib/session";
import { useTRPCClient } from "@/trpc/react";

/** The last step of every sign-in: where to go, and how to turn a bearer token into a session. */
export function useSignInCompletion() {
  const router = useRouter();
  const trpcClient = useTRPCClient();

  /** callbackUrl when it is a safe same-origin path, else the role's home. */
  const goHome = useCallback(
    (role: UserRole | undefined, callbackUrl?: string | null) => {
      const target = safeCallbackUrl(callbackUrl, window.location.origin) ?? homeForRole(role);
      router.replace(target);
    },
    [router],
  );

  const failAuthentication = useCallback(
    (title: string, message: string) => {
      notifyError(title, message);
      router.replace("/auth");
    },
    [router],
  );

  /** A token from an identity-provider redirect: open a session with it, verify it, route by role. */
  const finishWithToken = useCallback(
    async (token: string) => {
      try {
        const result = await signIn<"credentials">("token", { token, redirect: false });
        if (!result?.ok || result.error) throw new Error(result?.error ?? "sign-in refused");
        const { user } = await trpcClient.auth.me.query();
        router.replace(homeForRole(user.role));
      } catch {
        failAuthentication("Authentication error", "Failed to process authentication data.");
      }
    },
    [router, trpcClient, failAuthentication],
  );

  /** No token (the Google flow sets the session cookie itself): use the session if there is one. */
  const finishFromSession = useCallback(async () => {
    const user = sessionUser(await getSession().catch(() => null));
    if (user) router.replace(homeForRole(user.role));
    else failAuthentication("Authentication error", "No authentication token received.");
  }, [router, failAuthentication]);

  return { goHome, finishWithToken, finishFromSession, failAuthentication };
}
