"use client";
import { useEffect, useRef } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { SignInProgress } from "@/components/auth/SignInProgress";
import { useSignInCompletion } from "@/components/auth/use-sign-in-completion";
import { authErrorText } from "@/lib/auth-messages";

/**
 * Where identity-provider sign-ins come back (and next-auth's error page):
 *   error  -> toast, back to /auth
 *   none   -> the Google flow already set the session cookie: route by role, or back to /auth
 * A `token` parameter is ignored on purpose: a link that signs the visitor in would let another
 * site sign a victim into the attacker's account (login CSRF).
 */
export function CallbackHandler() {
  const params = useSearchParams();
  const router = useRouter();
  const { finishFromSession, failAuthentication } = useSignInCompletion();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const error = params.get("error");
    window.history.replaceState(null, "", "/auth/callback");

    if (error === "google_not_configured") router.replace("/auth?error=google_not_configured");
    else if (error) failAuthentication("Authentication failed", authErrorText(error));
    else void finishFromSession();
  }, [params, router, finishFromSession, failAuthentication]);

  return <SignInProgress />;
}
