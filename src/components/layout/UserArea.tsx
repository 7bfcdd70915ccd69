"use client";
import { lazy, Suspense } from "react";
import { openAuthModal } from "@/components/auth/auth-modal-store";
import { useSessionUser } from "@/components/session-user";
import { Button } from "@/components/static/buttons";
import { Skeleton } from "@/components/static/feedback";

const loadingPlaceholder = () => <Skeleton height={34} width={120} />;

// The session is only known in the browser, so the signed-in controls (avatar, sign out) never
// render on the server: they load as their own chunk (with Mantine) once a session is found
// (React's lazy: see ToastHost).
const SignedInUserArea = lazy(() => import("@/components/layout/SignedInUserArea"));

/** Right side of the header: profile link and sign out, or a Sign in button for visitors. */
export function UserArea() {
  const { status, user } = useSessionUser();
  if (status === "loading") return loadingPlaceholder();
  if (!user) return <Button onClick={() => openAuthModal("login")}>Sign in</Button>;
  return (
    <Suspense fallback={loadingPlaceholder()}>
      <SignedInUserArea user={user} />
    </Suspense>
  );
}
