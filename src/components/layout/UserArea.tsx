"use client";
import Link from "next/link";
import { signOut, useSession } from "next-auth/react";
import { ActionIcon, Avatar, Button, Group, Skeleton } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useAuthModal } from "@/components/auth/AuthModal";
import { DeferredTooltip } from "@/components/layout/DeferredTooltip";
import { homeForRole, sessionUser } from "@/lib/session";

/** Right side of the header: profile link and sign out, or a Sign in button for visitors. */
export function UserArea() {
  const { data, status } = useSession();
  const { openAuthModal } = useAuthModal();
  const user = sessionUser(data);

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
      <DeferredTooltip label="Sign out">
        <ActionIcon variant="default" size="lg" aria-label="Sign out" onClick={() => void signOut({ callbackUrl: "/" })}>
          <IconLogout size={18} stroke={1.6} />
        </ActionIcon>
      </DeferredTooltip>
    </Group>
  );
}
