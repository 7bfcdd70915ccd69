"use client";
import Link from "next/link";
import { Anchor, Container, Group, Text } from "@mantine/core";
import { Logo } from "@/components/layout/Logo";
import { FOOTER_LINKS } from "@/components/layout/nav-items";
import classes from "@/components/layout/SiteFrame.module.css";

export function SiteFooter() {
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="md">
          <Group gap="md">
            <Logo />
            <Text size="sm" c="dimmed">
              AI-assisted social media management.
            </Text>
          </Group>
          <Group component="nav" aria-label="Footer" gap="lg">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.href} component={Link} href={link.href} c="dimmed" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
