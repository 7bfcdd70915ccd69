"use client";
import dynamic from "next/dynamic";
import { openAuthModal } from "@/components/auth/auth-modal-store";
import { useSessionUser } from "@/components/session-user";
import { Button, Skeleton } from "@/components/static/ui";

const loadingPlaceholder = () => <Skeleton height={34} width={120} />;

// The session is only known in the browser, so the signed-in controls (avatar, sign out) never
// render on the server: they load as their own chunk (with Mantine) once a session is found.
const SignedInUserArea = dynamic(() => import("@/components/layout/SignedInUserArea"), { ssr: false, loading: loadingPlaceholder });

/** Right side of the header: profile link and sign out, or a Sign in button for visitors. */
export function UserArea() {
  const { status, user } = useSessionUser();
  if (status === "loading") return loadingPlaceholder();
  if (!user) return <Button onClick={() => openAuthModal("login")}>Sign in</Button>;
  return <SignedInUserArea user={user} />;
}
