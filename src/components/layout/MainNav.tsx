"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ActionIcon, Button, Group, Menu } from "@mantine/core";
import { IconMenu2 } from "@tabler/icons-react";
import { isActivePath, PUBLIC_LINKS } from "@/components/layout/nav-items";

/** The header's links to the public pages (from md up). */
export function MainNav() {
  const pathname = usePathname();
  return (
    <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
      {PUBLIC_LINKS.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <Button
            key={link.href}
            component={Link}
            href={link.href}
            variant={active ? "light" : "subtle"}
            color={active ? undefined : "gray"}
            aria-current={active ? "page" : undefined}
            size="sm"
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}

/** The same links in a menu, below md. */
export function MainNavMenu() {
  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" hiddenFrom="md" aria-label="Open navigation menu">
          <IconMenu2 size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {PUBLIC_LINKS.map((link) => (
          <Menu.Item key={link.href} component={Link} href={link.href}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
