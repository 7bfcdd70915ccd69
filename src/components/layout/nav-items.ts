import {
  IconBulb,
  IconCalendar,
  IconCreditCard,
  IconLayoutDashboard,
  IconListDetails,
  IconMovie,
  IconPencilPlus,
  IconPlugConnected,
  IconUser,
  type Icon,
} from "@tabler/icons-react";

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

/** Sidebar of the signed-in area. */
export const APP_LINKS: (NavItem & { icon: Icon })[] = [
  { href: "/dashboard", label: "Dashboard", icon: IconLayoutDashboard },
  { href: "/create-post", label: "Create Post", icon: IconPencilPlus },
  { href: "/posts", label: "Posts", icon: IconListDetails },
  { href: "/calendar", label: "Calendar", icon: IconCalendar },
  { href: "/ai-suggestions", label: "AI Suggestions", icon: IconBulb },
  { href: "/ai-videos", label: "AI Videos", icon: IconMovie },
  { href: "/accounts", label: "Accounts", icon: IconPlugConnected },
  { href: "/profile", label: "Profile", icon: IconUser },
  { href: "/billing", label: "Billing", icon: IconCreditCard },
];

export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
