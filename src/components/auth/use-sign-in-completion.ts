"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { notifyError } from "@/components/notify-on-use";
import { safeCallbackUrl } from "@/lib/redirects";
import { homeForRole, sessionUser, type UserRole } from "@/lib/signed-in-user";

/** The last step of every sign-in: where to go next. */
export function useSignInCompletion() {
  const router = useRouter();

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
      // notify-on-use: /auth/callback should not ship the toast store for a failure (the toast shows
      // once it is loaded; the frame around /auth and /auth/callback stays mounted meanwhile).
      notifyError(title, message);
      router.replace("/auth");
    },
    [router],
  );

  /** No token (the Google flow sets the session cookie itself): use the session if there is one. */
  const finishFromSession = useCallback(async () => {
    const { getSession } = await nextAuthClient();
    const user = sessionUser(await getSession().catch(() => null));
    if (user) router.replace(homeForRole(user.role));
    else failAuthentication("Authentication error", "No authentication token received.");
  }, [router, failAuthentication]);

  return { goHome, finishFromSession, failAuthentication };
}
