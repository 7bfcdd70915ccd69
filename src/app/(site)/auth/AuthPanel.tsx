"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { AuthForms, isAuthTab } from "@/components/auth/AuthForms";
import { startGoogleSignIn } from "@/components/auth/google";
import { SignInProgress } from "@/components/auth/SignInProgress";
import { notifyError } from "@/components/notify-on-use";
import { authErrorText } from "@/lib/auth-messages";

/**
 * The /auth page's forms, plus the query parameters it accepts:
 *   token, user      ignored and removed from the address bar (no link may sign anyone in: login CSRF)
 *   error            a sign-in error to show (google_not_configured shows a notice instead)
 *   provider=google  start Google sign-in at once (what GET /api/auth/google sends here)
 *   callbackUrl      where to go after signing in (same-origin paths only)
 *   tab=signup       open on the sign-up tab
 * The two forms' fields come rendered from the server (`login`, `signup`: AuthFields.tsx).
 */
export function AuthPanel({ login, signup }: { login: ReactNode; signup: ReactNode }) {
  const params = useSearchParams();
  const [query] = useState(() => ({
    token: params.get("token"),
    error: params.get("error"),
    provider: params.get("provider"),
    callbackUrl: params.get("callbackUrl"),
    tab: params.get("tab"),
    hasUser: params.has("user"),
  }));
  const [busy, setBusy] = useState(query.provider === "google");
  const [googleUnavailable, setGoogleUnavailable] = useState(query.error === "google_not_configured");
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    if (query.token || query.error || query.provider || query.hasUser || query.tab) {
      const keep = query.callbackUrl ? `?callbackUrl=${encodeURIComponent(query.callbackUrl)}` : "";
      window.history.replaceState(null, "", `/auth${keep}`);
    }
    if (query.error && query.error !== "google_not_configured") {
      notifyError("Authentication failed", authErrorText(query.error));
    }
    if (query.provider === "google") {
      void startGoogleSignIn().then((started) => {
        if (!started) {
          setGoogleUnavailable(true);
          setBusy(false);
        }
      });
    }
  }, [query]);

  if (busy) return <SignInProgress />;
  return (
    <AuthForms
      defaultTab={isAuthTab(query.tab) ? query.tab : "login"}
      callbackUrl={query.callbackUrl}
      googleUnavailable={googleUnavailable}
      login={login}
      signup={signup}
    />
  );
}
