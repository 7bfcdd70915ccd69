import { IntentLink } from "@/components/IntentLink";
import type { CSSProperties } from "react";
import { APP_LINKS } from "@/components/layout/app-nav-items";
import { PUBLIC_LINKS } from "@/components/layout/nav-items";
import { ReviewCount } from "@/components/layout/ReviewCount";
import { SidebarLinks } from "@/components/layout/sidebar-state";
import { WorkspaceSwitcher } from "@/components/workspace/WorkspaceSwitcher";
import { Divider, hiddenFrom, Stack } from "@/components/static/layout";

const SECTION = "m_6dcfc7c7 mantine-AppShell-section";

/**
 * The signed-in sidebar (server-rendered: see AppFrame); below md it also lists the public pages,
 * which the header then hides. Native scrolling: Mantine's ScrollArea would add ~25 kB (with
 * floating-ui) to every signed-in page.
 */
export function AppSidebar() {
  return (
    <>
      <div className={SECTION} style={{ paddingBottom: "var(--mantine-spacing-sm)" }}>
        <WorkspaceSwitcher />
      </div>
      <div className={SECTION} data-grow="true" style={{ overflowY: "auto" }}>
        <Stack gap={2}>
          <SidebarLinks
            links={APP_LINKS.map(({ href, label, icon: Icon }) => ({
              href,
              label,
              icon: <Icon size={20} stroke={1.6} />,
              right: href === "/posts" ? <ReviewCount /> : undefined,
            }))}
          />
        </Stack>
      </div>
      <div className={`${SECTION} ${hiddenFrom("md")}`}>
        <Divider style={{ marginBlock: "var(--mantine-spacing-sm)" }} />
        <p
          className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
          data-size="xs"
          style={
            {
              "--text-fz": "var(--mantine-font-size-xs)",
              "--text-lh": "var(--mantine-line-height-xs)",
              paddingInline: "var(--mantine-spacing-sm)",
              paddingBottom: "calc(0.25rem * var(--mantine-scale))",
              color: "var(--mantine-color-dimmed)",
              fontWeight: 700,
              textTransform: "uppercase",
            } as CSSProperties
          }
        >
          PostPilot
        </p>
        {/* These leave the signed-in area (its frame unmounts), so they need not close the sidebar. */}
        {PUBLIC_LINKS.map((link) => (
          <IntentLink
            key={link.href}
            href={link.href}
            className="mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root"
          >
            <div className="m_f07af9d2 mantine-NavLink-body">
              <span className="m_1f6ac4c4 mantine-NavLink-label">{link.label}</span>
            </div>
          </IntentLink>
        ))}
      </div>
    </>
  );
}
