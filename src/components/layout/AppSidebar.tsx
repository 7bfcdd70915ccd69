"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { AppShell, Divider, NavLink, Stack, Text } from "@mantine/core";
import { APP_LINKS } from "@/components/layout/app-nav-items";
import { currentHref, PUBLIC_LINKS } from "@/components/layout/nav-items";
import { ReviewCount } from "@/components/layout/ReviewCount";
import { WorkspaceSwitcher } from "@/components/workspace/WorkspaceSwitcher";

/** The signed-in sidebar; below md it also lists the public pages, which the header then hides. */
export function AppSidebar({ onNavigate }: { onNavigate: () => void }) {
  const pathname = usePathname();
  const current = currentHref(
    pathname,
    APP_LINKS.map((link) => link.href),
  );
  return (
    <>
      <AppShell.Section pb="sm">
        <WorkspaceSwitcher onSwitched={onNavigate} />
      </AppShell.Section>
      {/* Native scrolling: Mantine's ScrollArea would add ~25 kB (with floating-ui) to every signed-in page. */}
      <AppShell.Section grow style={{ overflowY: "auto" }}>
        <Stack gap={2}>
          {APP_LINKS.map(({ href, label, icon: Icon }) => {
            const active = href === current;
            return (
              <NavLink
                key={href}
                component={Link}
                href={href}
                label={label}
                leftSection={<Icon size={20} stroke={1.6} />}
                rightSection={href === "/posts" ? <ReviewCount /> : undefined}
                active={active}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
              />
            );
          })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section hiddenFrom="md">
        <Divider my="sm" />
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pb={4}>
          PostPilot
        </Text>
        {PUBLIC_LINKS.map((link) => (
          <NavLink key={link.href} component={Link} href={link.href} label={link.label} onClick={onNavigate} />
        ))}
      </AppShell.Section>
    </>
  );
}
