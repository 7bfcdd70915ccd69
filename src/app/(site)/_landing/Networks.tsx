import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from "@tabler/icons-react";

/** The marketing list (spec part 1 §1): five live networks, two coming soon. */
const NETWORKS = [
  { name: "LinkedIn", icon: IconBrandLinkedin, live: true },
  { name: "X", icon: IconBrandX, live: true },
  { name: "Threads", icon: IconBrandThreads, live: true },
  { name: "YouTube", icon: IconBrandYoutube, live: true },
  { name: "TikTok", icon: IconBrandTiktok, live: true },
  { name: "Facebook", icon: IconBrandFacebook, live: false },
  { name: "Instagram", icon: IconBrandInstagram, live: false },
];

export function Networks() {
  return (
    <Container size="lg" py={64} component="section" aria-labelledby="networks-title">
      <Stack gap="xl">
        <Stack gap={4} ta="center">
          <Title order={2} id="networks-title">
            Your networks, one dashboard
          </Title>
          <Text c="dimmed" size="lg">
            Connect your accounts once and publish everywhere.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="md">
          {NETWORKS.map(({ name, icon: Icon, live }) => (
            <Card key={name} withBorder radius="md" padding="md" opacity={live ? 1 : 0.7} data-testid={`network-${name}`}>
              <Stack align="center" gap="xs">
                <Icon size={36} stroke={1.5} aria-hidden />
                <Text fw={600}>{name}</Text>
                <Group gap={4}>
                  {live ? (
                    <Badge color="teal" variant="light" size="sm">
                      Live
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" size="sm">
                      Coming Soon
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
