"use client";
import { Burger, Group } from "@mantine/core";
import { ColorSchemeToggle } from "@/components/layout/ColorSchemeToggle";
import { Logo } from "@/components/layout/Logo";
import { MainNav, MainNavMenu } from "@/components/layout/MainNav";
import { UserArea } from "@/components/layout/UserArea";

export interface SidebarToggle {
  opened: boolean;
  toggle: () => void;
}

/**
 * The navigation bar shown on every route. In the signed-in area it also carries the burger
 * that opens the sidebar on small screens (the public links then live in the sidebar too).
 */
export function HeaderBar({ sidebar }: { sidebar?: SidebarToggle }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="site-header">
      <Group gap="sm" wrap="nowrap" flex={1}>
        {sidebar && (
          <Burger
            opened={sidebar.opened}
            onClick={sidebar.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={sidebar.opened ? "Close sidebar" : "Open sidebar"}
          />
        )}
        <Logo />
      </Group>
      <MainNav />
      <Group gap="xs" wrap="nowrap" flex={1} justify="flex-end">
        {!sidebar && <MainNavMenu />}
        <ColorSchemeToggle />
        <UserArea />
      </Group>
    </Group>
  );
}
