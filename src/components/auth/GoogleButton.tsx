"use client";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { googleSignInConfigured } from "@/components/auth/google";

// The divider, notice and button: shown only where the server has Google (or a Google sign-in just
// failed), and only once the providers list has answered anyway, so loaded then. React's lazy, not
// next/dynamic, whose loader costs about 2 kB on the page (see app/error.tsx).
const GoogleChoice = lazy(() => import("@/components/auth/GoogleChoice"));

const noSubscription = () => () => undefined;

/**
 * "or" + "Continue with Google", only when the server has a Google provider (asked once per page
 * load); a failed or unconfigured Google sign-in that sent the user back still explains itself.
 */
export function GoogleButton({ unavailable = false }: { unavailable?: boolean }) {
  const [configured, setConfigured] = useState<boolean | null>(null);
  // Rendered in the browser only (as next/dynamic's ssr: false did): the server does not ask Google.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    let active = true;
    void googleSignInConfigured().then((yes) => active && setConfigured(yes));
    return () => {
      active = false;
    };
  }, []);

  if (!mounted || (!configured && !unavailable)) return null;
  return (
    <Suspense fallback={null}>
      <GoogleChoice configured={configured === true} unavailable={unavailable} />
    </Suspense>
  );
}
