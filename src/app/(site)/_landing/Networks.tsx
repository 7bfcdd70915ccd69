import { Container, Group, SimpleGrid, Stack } from "@/components/static/layout";
import { Badge, Card } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import { NetworkIcon } from "@/components/NetworkIcon";
import { NETWORK_KEYS, NETWORKS as CATALOGUE } from "@/lib/networks";

/** The marketing list (spec part 1 §1): the real networks of the catalogue, live ones first. */
const NETWORKS = [
  ...NETWORK_KEYS.filter((k) => CATALOGUE[k].status === "live"),
  ...NETWORK_KEYS.filter((k) => CATALOGUE[k].status === "comingSoon"),
].map((network) => ({ name: CATALOGUE[network].shortLabel, network, live: CATALOGUE[network].status === "live" }));

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
        <SimpleGrid cols={{ base: 2, sm: 4, md: Math.min(NETWORKS.length, 8) }} spacing="md">
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
