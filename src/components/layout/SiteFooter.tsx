import { Logo } from "@/components/layout/Logo";
import { FOOTER_LINKS } from "@/components/layout/nav-items";
import classes from "@/components/layout/SiteFrame.module.css";
import { Container, Group } from "@/components/static/layout";
import { Anchor, Text } from "@/components/static/text";

/** Plain HTML, rendered on the server. */
export function SiteFooter() {
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size="lg" style={{ paddingBlock: "var(--mantine-spacing-lg)" }}>
        <Group justify="space-between" gap="md">
          <Group gap="md">
            <Logo />
            <Text size="sm" dimmed>
              AI-assisted social media management.
            </Text>
          </Group>
          <Group component="nav" aria-label="Footer" gap="lg">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.href} href={link.href} dimmed size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
