"use client";
import dynamic from "next/dynamic";
import { useSession } from "next-auth/react";
import { Button, Skeleton } from "@mantine/core";
import { useAuthModal } from "@/components/auth/AuthModal";
import { sessionUser } from "@/lib/session";

const loadingPlaceholder = () => <Skeleton height={34} width={120} radius="md" />;

// The session is only known in the browser, so the signed-in controls (avatar, sign out) never
// render on the server: they load as their own chunk once a session is found.
const SignedInUserArea = dynamic(() => import("@/components/layout/SignedInUserArea"), { ssr: false, loading: loadingPlaceholder });

/** Right side of the header: profile link and sign out, or a Sign in button for visitors. */
export function UserArea() {
  const { data, status } = useSession();
  const { openAuthModal } = useAuthModal();
  const user = sessionUser(data);

  if (status === "loading") return loadingPlaceholder();

  if (!user) {
    return <Button onClick={() => openAuthModal("login")}>Sign in</Button>;
  }
  return <SignedInUserArea user={user} />;
}
