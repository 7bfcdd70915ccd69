"use client";
import { IntentLink } from "@/components/IntentLink";
import { usePathname } from "next/navigation";
import { Button, Group } from "@mantine/core";

/** The workspace's settings pages, one home for the list (issue 26), shown at the top of each. */
export const WORKSPACE_PAGES: { href: string; label: string }[] = [
  { href: "/workspace", label: "Members and settings" },
  { href: "/workspace/review", label: "Review and approval" },
  { href: "/workspace/review-links", label: "Client review links" },
  { href: "/workspace/networks", label: "Network apps" },
  { href: "/workspace/api-keys", label: "API keys" },
  { href: "/workspace/webhooks", label: "Webhooks" },
  { href: "/workspace/connected-apps", label: "Connected apps" },
];

/** Plain links (each is a page, not an ARIA tab), the current one marked for sight and for screen readers. */
export function WorkspaceNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Workspace settings pages">
      <Group gap="xs">
        {WORKSPACE_PAGES.map((page) => {
          const current = pathname === page.href;
          return (
            <Button
              key={page.href}
              component={IntentLink}
              href={page.href}
              size="compact-md"
              variant={current ? "light" : "subtle"}
              aria-current={current ? "page" : undefined}
            >
              {page.label}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
