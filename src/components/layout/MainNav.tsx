"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { IntentLink } from "@/components/IntentLink";
import { usePathname } from "next/navigation";
import classes from "@/components/layout/MainNav.module.css";
import { isActivePath, PUBLIC_LINKS } from "@/components/layout/nav-items";
import { Button, IconButton } from "@/components/static/buttons";
import { Group, hiddenFrom, visibleFrom } from "@/components/static/layout";

/** The header's links to the public pages (from md up); the current page's link is highlighted. */
export function MainNav() {
  const pathname = usePathname();
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" className={visibleFrom("md")}>
      {PUBLIC_LINKS.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <Button
            key={link.href}
            href={link.href}
            variant={active ? "light" : "subtle"}
            color={active ? "indigo" : "gray"}
            aria-current={active ? "page" : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * The same links in a menu, below md: a plain disclosure (button + list of links) that closes on
 * a pick, Escape or a click elsewhere; no positioning library. The server renders its `icon`, so
 * the icon's code is not part of every public page's JavaScript.
 */
export function MainNavMenu({ icon }: { icon: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpened(false);
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [opened]);
  return (
    <div ref={root} className={`${classes.menu} ${hiddenFrom("md")}`}>
      <IconButton aria-label="Open navigation menu" aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
        {icon}
      </IconButton>
      {opened && (
        <nav aria-label="Main" className={classes.dropdown}>
          {PUBLIC_LINKS.map((link) => (
            <IntentLink key={link.href} href={link.href} className={classes.item} onClick={() => setOpened(false)}>
              {link.label}
            </IntentLink>
          ))}
        </nav>
      )}
    </div>
  );
}
