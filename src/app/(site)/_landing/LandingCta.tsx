"use client";
import { IconArrowRight } from "@tabler/icons-react";
import { openAuthModal } from "@/components/auth/auth-modal-store";
import { useSessionUser } from "@/components/session-user";
import { Button } from "@/components/static/buttons";
import { Group } from "@/components/static/layout";
import { homeForRole } from "@/lib/signed-in-user";

/** Landing call-to-action: opens the sign-up/login modal, or leads a signed-in user home. */
export function LandingCta({ secondary = true }: { secondary?: boolean }) {
  const { user } = useSessionUser();

  if (user) {
    return (
      <Group>
        <Button href={homeForRole(user.role)} size="lg" rightSection={<IconArrowRight size={18} />}>
          {user.role === "admin" ? "Go to admin" : "Go to your dashboard"}
        </Button>
      </Group>
    );
  }
  return (
    <Group>
      <Button size="lg" onClick={() => openAuthModal("signup")} rightSection={<IconArrowRight size={18} />}>
        Get started free
      </Button>
      {secondary && (
        <Button size="lg" variant="default" onClick={() => openAuthModal("login")}>
          Log in
        </Button>
      )}
    </Group>
  );
}
