import { IconMenu2 } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ColorSchemeToggle } from "@/components/layout/ColorSchemeToggle";
import { Logo } from "@/components/layout/Logo";
import { MainNav, MainNavMenu } from "@/components/layout/MainNav";
import { UserArea } from "@/components/layout/UserArea";
import { Group } from "@/components/static/layout";

/**
 * The navigation bar shown on every route: server-rendered HTML with small client islands. In the
 * signed-in area `sidebarButton` is the burger that opens the sidebar on small screens (the public
 * links then live in the sidebar too, so the small-screen menu is left out), and `appControls` the
 * signed-in area's own controls (the notification bell), and `userArea` the profile link and sign-out
 * button when the server knows the user (else UserArea finds the session in the browser). Icons are
 * rendered here, on the server, and handed to the islands: their code stays out of the page's JavaScript.
 */
export function HeaderBar({ sidebarButton, appControls, userArea }: { sidebarButton?: ReactNode; appControls?: ReactNode; userArea?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="site-header" style={{ paddingInline: "var(--mantine-spacing-md)", height: "100%" }}>
      <Group gap="sm" wrap="nowrap" style={{ flex: 1 }}>
        {sidebarButton}
        <Logo />
      </Group>
      <MainNav />
      <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: 1 }}>
        {!sidebarButton && <MainNavMenu icon={<IconMenu2 size={18} stroke={1.6} />} />}
        {appControls}
        <ColorSchemeToggle />
        {userArea ?? <UserArea />}
      </Group>
    </Group>
  );
}
