import { IntentLink } from "@/components/IntentLink";
import type { CSSProperties } from "react";
import { SignOutButton } from "@/components/layout/SignOutButton";
import { Avatar } from "@/components/static/avatar";
import { Button } from "@/components/static/buttons";
import { Group, hiddenFrom, visibleFrom } from "@/components/static/layout";
import { homeForRole, type SessionUser } from "@/lib/signed-in-user";

/**
 * The header's profile link and sign-out button: plain markup with Mantine's classes. The signed-in
 * area renders it on the server with the session's user (AppFrame); public pages load it once the
 * browser has found a session (UserArea).
 */
export default function SignedInUserArea({ user }: { user: SessionUser }) {
  const home = homeForRole(user.role);
  const label = user.role === "admin" ? "Admin" : "Dashboard";
  const avatar = <Avatar src={user.image} name={user.name || user.email} size={24} />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        href={home}
        variant="light"
        leftSection={avatar}
        title={user.email}
        className={visibleFrom("sm")}
        style={{ paddingInline: "var(--mantine-spacing-xs)" }}
      >
        {label}
      </Button>
      <IntentLink
        href={home}
        aria-label={label}
        title={user.email}
        className={`mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root ${hiddenFrom("sm")}`}
        data-variant="light"
        data-size="lg"
        style={
          {
            "--ai-size": "var(--ai-size-lg)",
            "--ai-bg": "var(--mantine-color-indigo-light)",
            "--ai-hover": "var(--mantine-color-indigo-light-hover)",
            "--ai-color": "var(--mantine-color-indigo-light-color)",
            "--ai-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
          } as CSSProperties
        }
      >
        <span className="m_8d3afb97 mantine-ActionIcon-icon">{avatar}</span>
      </IntentLink>
      <SignOutButton />
    </Group>
  );
}
