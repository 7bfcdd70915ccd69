"use client";
import Link from "next/link";
import { useSession } from "next-auth/react";
import { Button, Group } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useAuthModal } from "@/components/auth/AuthModal";
import { homeForRole, sessionUser } from "@/lib/session";

/** Landing call-to-action: opens the sign-up/login modal, or leads a signed-in user home. */
export function LandingCta({ secondary = true }: { secondary?: boolean }) {
  const { data } = useSession();
  const { openAuthModal } = useAuthModal();
  const user = sessionUser(data);

  if (user) {
    return (
      <Group>
        <Button component={Link} href={homeForRole(user.role)} size="lg" rightSection={<IconArrowRight size={18} />}>
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
