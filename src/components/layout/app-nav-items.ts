import {
  IconApps,
  IconBulb,
  IconCalendar,
  IconCreditCard,
  IconKey,
  IconLayoutDashboard,
  IconListDetails,
  IconMovie,
  IconPencilPlus,
  IconPlugConnected,
  IconUser,
  IconUsersGroup,
  type Icon,
} from "@tabler/icons-react";
import type { NavItem } from "@/components/layout/nav-items";

/** Sidebar of the signed-in area. */
export const APP_LINKS: (NavItem & { icon: Icon })[] = [
  { href: "/dashboard", label: "Dashboard", icon: IconLayoutDashboard },
  { href: "/create-post", label: "Create Post", icon: IconPencilPlus },
  { href: "/posts", label: "Posts", icon: IconListDetails },
  { href: "/calendar", label: "Calendar", icon: IconCalendar },
  { href: "/ai-suggestions", label: "AI Suggestions", icon: IconBulb },
  { href: "/ai-videos", label: "AI Videos", icon: IconMovie },
  { href: "/accounts", label: "Accounts", icon: IconPlugConnected },
  { href: "/workspace", label: "Workspace settings", icon: IconUsersGroup },
  { href: "/profile", label: "Profile", icon: IconUser },
  { href: "/billing", label: "Billing", icon: IconCreditCard },
  { href: "/workspace/api-keys", label: "API keys", icon: IconKey },
  { href: "/workspace/connected-apps", label: "Connected apps", icon: IconApps },
];
