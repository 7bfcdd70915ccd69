import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@/components/static/ui";
import { NetworkIcon } from "@/components/NetworkIcon";

/** The marketing list (spec part 1 §1): five live networks, two coming soon. */
const NETWORKS = [
  { name: "LinkedIn", network: "linkedin" as const, live: true },
  { name: "X", network: "x" as const, live: true },
  { name: "Threads", network: "threads" as const, live: true },
  { name: "YouTube", network: "youtube" as const, live: true },
  { name: "TikTok", network: "tiktok" as const, live: true },
  { name: "Facebook", network: "facebook" as const, live: false },
  { name: "Instagram", network: "instagram" as const, live: false },
];

export function Networks() {
  return (
    <Container size="lg" style={{ paddingBlock: "calc(4rem * var(--mantine-scale))" }} component="section" aria-labelledby="networks-title">
      <Stack gap="xl">
        <Stack gap={4} style={{ textAlign: "center" }}>
          <Title order={2} id="networks-title">
            Your networks, one dashboard
          </Title>
          <Text dimmed size="lg">
            Connect your accounts once and publish everywhere.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="md">
          {NETWORKS.map(({ name, network, live }) => (
            <Card key={name} padding="md" style={{ opacity: live ? 1 : 0.7 }} data-testid={`network-${name}`}>
              <Stack align="center" gap="xs">
                <NetworkIcon network={network} size={36} stroke={1.5} />
                <Text style={{ fontWeight: 600 }}>{name}</Text>
                <Group gap={4}>
                  {live ? (
                    <Badge color="teal" size="sm">
                      Live
                    </Badge>
                  ) : (
                    <Badge color="gray" size="sm">
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
