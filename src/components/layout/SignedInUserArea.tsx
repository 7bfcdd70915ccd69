"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ActionIcon, Avatar, Button, Group } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { DeferredTooltip } from "@/components/layout/DeferredTooltip";
import { MantineIsland } from "@/components/MantineIsland";
import { refreshSessionUser } from "@/components/session-user";
import { homeForRole, type SessionUser } from "@/lib/signed-in-user";

/** The header's profile link and sign-out button (see UserArea). */
export default function SignedInUserArea({ user }: { user: SessionUser }) {
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
  const home = homeForRole(user.role);
  const label = user.role === "admin" ? "Admin" : "Dashboard";
  const avatar = <Avatar src={user.image} name={user.name || user.email} size={24} color="initials" />;
  return (
    <MantineIsland>
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} href={home} variant="light" px="xs" leftSection={avatar} title={user.email} visibleFrom="sm">
          {label}
        </Button>
        <ActionIcon component={Link} href={home} variant="light" size="lg" aria-label={label} title={user.email} hiddenFrom="sm">
          {avatar}
        </ActionIcon>
        <DeferredTooltip label="Sign out">
          <ActionIcon variant="default" size="lg" aria-label="Sign out" onClick={() => void signOutToSiteRoot()}>
            <IconLogout size={18} stroke={1.6} />
          </ActionIcon>
        </DeferredTooltip>
      </Group>
    </MantineIsland>
  );
}
