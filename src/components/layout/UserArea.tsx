"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signOut, useSession } from "next-auth/react";
import { useQueryClient } from "@tanstack/react-query";
import { ActionIcon, Avatar, Button, Group, Skeleton, Tooltip } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useAuthModal } from "@/components/auth/AuthModal";
import { homeForRole, sessionUser } from "@/lib/session";

/** Right side of the header: profile link and sign out, or a Sign in button for visitors. */
export function UserArea() {
  const { data, status } = useSession();
  const { openAuthModal } = useAuthModal();
  const user = sessionUser(data);
  const router = useRouter();
  const queryClient = useQueryClient();

  /**
   * Ends the session on the server, then goes to the site root of the host in use (next-auth's own
   * redirect would build it from NEXTAUTH_URL: another host when the app is reached as 127.0.0.1).
   */
  async function signOutToSiteRoot() {
    await signOut({ redirect: false }).catch(() => undefined);
    queryClient.clear();
    router.replace("/");
    router.refresh();
  }

  if (status === "loading") return <Skeleton height={34} width={120} radius="md" />;

  if (!user) {
    return <Button onClick={() => openAuthModal("login")}>Sign in</Button>;
  }

  const home = homeForRole(user.role);
  const label = user.role === "admin" ? "Admin" : "Dashboard";
  const avatar = <Avatar src={user.image} name={user.name || user.email} size={24} color="initials" />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} href={home} variant="light" px="xs" leftSection={avatar} title={user.email} visibleFrom="sm">
        {label}
      </Button>
      <ActionIcon component={Link} href={home} variant="light" size="lg" aria-label={label} title={user.email} hiddenFrom="sm">
        {avatar}
      </ActionIcon>
      <Tooltip label="Sign out">
        <ActionIcon variant="default" size="lg" aria-label="Sign out" onClick={() => void signOutToSiteRoot()}>
          <IconLogout size={18} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
