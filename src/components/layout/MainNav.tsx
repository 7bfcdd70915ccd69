"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ActionIcon, Button, Group } from "@mantine/core";
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

// The menu (and its positioning library) is loaded on the first tap of its button.
const MainNavMenuLoaded = dynamic(() => import("@/components/layout/MainNavMenuLoaded"), {
  ssr: false,
  loading: () => menuButton(),
});

// An element, not a component: Menu.Target hands its ref and click handler to the ActionIcon itself.
function menuButton(onClick?: () => void) {
  return (
    <ActionIcon variant="default" size="lg" hiddenFrom="md" aria-label="Open navigation menu" onClick={onClick}>
      <IconMenu2 size={18} stroke={1.6} />
    </ActionIcon>
  );
}

/** The same links in a menu, below md. */
export function MainNavMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return menuButton(() => setWanted(true));
  return <MainNavMenuLoaded button={menuButton()} />;
}
