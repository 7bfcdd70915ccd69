"use client";
import type { ReactElement } from "react";
import Link from "next/link";
import { Menu } from "@/components/layout/deferred-parts";
import { PUBLIC_LINKS } from "@/components/layout/nav-items";

/** The small-screen navigation menu; mounted by the first tap on its button, so it opens at once. */
export default function MainNavMenuLoaded({ button }: { button: ReactElement }) {
  return (
    <Menu position="bottom-end" width={180} defaultOpened>
      <Menu.Target>{button}</Menu.Target>
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
