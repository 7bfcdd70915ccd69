"use client";
import { useRouter } from "next/navigation";
import { IconLogout } from "@tabler/icons-react";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { refreshSessionUser } from "@/components/session-user";
import { IconButton } from "@/components/static/buttons";

/** The header's sign-out button (its name is also its tooltip, the browser's own). */
export function SignOutButton() {
  const router = useRouter();
  /**
   * Ends the session on the server, then goes to the site root of the host in use: next-auth's own
   * redirect would build it from NEXTAUTH_URL (another host when the app is reached as 127.0.0.1).
   * Leaving the signed-in layouts unmounts their query clients, so no cached data stays behind.
   */
  async function signOutToSiteRoot() {
    const { signOut } = await nextAuthClient();
    await signOut({ redirect: false }).catch(() => undefined);
    await refreshSessionUser();
    router.replace("/");
    router.refresh();
  }
  return (
    <IconButton aria-label="Sign out" title="Sign out" onClick={() => void signOutToSiteRoot()}>
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <IconLogout size={18} stroke={1.6} />
      </span>
    </IconButton>
  );
}
