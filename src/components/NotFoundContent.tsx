"use client";
import { Container, Stack, Text, Title } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { LinkButton } from "@/components/links";
import { NotFoundLogger } from "@/components/NotFoundLogger";
import { SiteFrame } from "@/components/layout/SiteFrame";
import { MantineIsland } from "@/components/MantineIsland";

/** The 404 screen (see NotFoundScreen for why it is a separate chunk). */
export default function NotFoundContent() {
  return (
    <MantineIsland>
      <SiteFrame>
        <NotFoundLogger />
        <Container size="sm" py={96}>
          <Stack align="center" ta="center" gap="md">
            <Title order={1} fz={72} c="dimmed">
              404
            </Title>
            <Text size="xl" fw={600}>
              Oops! Page not found
            </Text>
            <Text c="dimmed">The page you are looking for may have moved, or never existed.</Text>
            <LinkButton href="/" leftSection={<IconHome size={18} />} mt="sm">
              Return to Home
            </LinkButton>
          </Stack>
        </Container>
      </SiteFrame>
    </MantineIsland>
  );
}
