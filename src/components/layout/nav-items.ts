/**
 * Links of the header and footer. The signed-in sidebar's links (with their icons) live in
 * app-nav-items.ts, so the public header's islands do not ship the sidebar's icons.
 */
export interface NavItem {
  href: string;
  label: string;
}

/** Header links, on every route. */
export const PUBLIC_LINKS: NavItem[] = [
  { href: "/", label: "Home" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/docs", label: "Docs" },
];

/** Footer links, on public pages. */
export const FOOTER_LINKS: NavItem[] = [
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
  { href: "/status", label: "Status" },
  { href: "/dashboard", label: "Dashboard" },
];

export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The one link of a list that is current: the most specific one the path is under (on
 * /workspace/api-keys that is "API keys", not also "Workspace settings"); null when none is.
 */
export function currentHref(pathname: string, hrefs: readonly string[]): string | null {
  let best: string | null = null;
  for (const href of hrefs) if (isActivePath(pathname, href) && (best === null || href.length > best.length)) best = href;
  return best;
}
