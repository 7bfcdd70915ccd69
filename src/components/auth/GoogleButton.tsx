"use client";
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { googleSignInConfigured } from "@/components/auth/google";

// The divider, notice and button: shown only where the server has Google (or a Google sign-in just
// failed), and only once the providers list has answered anyway, so loaded then.
const GoogleChoice = dynamic(() => import("@/components/auth/GoogleChoice"), { ssr: false });

/**
 * "or" + "Continue with Google", only when the server has a Google provider (asked once per page
 * load); a failed or unconfigured Google sign-in that sent the user back still explains itself.
 */
export function GoogleButton({ unavailable = false }: { unavailable?: boolean }) {
  const [configured, setConfigured] = useState<boolean | null>(null);

  useEffect(() => {
    let active = true;
    void googleSignInConfigured().then((yes) => active && setConfigured(yes));
    return () => {
      active = false;
    };
  }, []);

  if (!configured && !unavailable) return null;
  return <GoogleChoice configured={configured === true} unavailable={unavailable} />;
}
