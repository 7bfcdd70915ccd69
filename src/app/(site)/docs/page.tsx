import { Container, Stack, TabsList, TabsPanel, TabsTab, Tabs, Text, Title } from "@mantine/core";
import { IconApi, IconHelpCircle, IconRocket, IconSparkles } from "@tabler/icons-react";
import { openApiDocument } from "@/server/api/rest-adapter";
import { pageMetadata } from "@/app/(site)/_shared/metadata";
import { ApiReference } from "@/app/(site)/docs/ApiReference";
import { DocsFaq } from "@/app/(site)/docs/DocsFaq";
import { DocsFeatures } from "@/app/(site)/docs/DocsFeatures";
import { GettingStarted } from "@/app/(site)/docs/GettingStarted";
import { describeApi, type OpenApiLike } from "@/app/(site)/docs/api-reference";

export const metadata = pageMetadata(
  "Documentation",
  "Get started with PostPilot, learn its features, browse the REST API reference and find answers to common questions.",
);

/**
 * Rendered per request: the OpenAPI document reads the configuration (APP_URL for the base URL),
 * which production refuses to load without its secrets, so it cannot be built ahead of time.
 */
export const dynamic = "force-dynamic";

const TABS = ["getting-started", "features", "api", "faq"] as const;
type Tab = (typeof TABS)[number];

export default async function DocsPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const { tab } = await searchParams;
  const initial: Tab = TABS.find((t) => t === tab) ?? "getting-started";
  const doc = openApiDocument() as OpenApiLike;
  const groups = describeApi(doc);
  const baseUrl = doc.servers?.[0]?.url.replace(/\/$/, "") ?? "/api";

  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Documentation</Title>
          <Text c="dimmed" size="lg">
            Everything you need to plan, write and publish with PostPilot, and to build on its API.
          </Text>
        </Stack>
        <Tabs defaultValue={initial} keepMounted={false}>
          <TabsList mb="xl">
            <TabsTab value="getting-started" leftSection={<IconRocket size={16} />}>
              Getting Started
            </TabsTab>
            <TabsTab value="features" leftSection={<IconSparkles size={16} />}>
              Features
            </TabsTab>
            <TabsTab value="api" leftSection={<IconApi size={16} />}>
              API Reference
            </TabsTab>
            <TabsTab value="faq" leftSection={<IconHelpCircle size={16} />}>
              FAQ
            </TabsTab>
          </TabsList>
          <TabsPanel value="getting-started">
            <GettingStarted />
          </TabsPanel>
          <TabsPanel value="features">
            <DocsFeatures />
          </TabsPanel>
          <TabsPanel value="api">
            <ApiReference groups={groups} baseUrl={baseUrl} />
          </TabsPanel>
          <TabsPanel value="faq">
            <DocsFaq />
          </TabsPanel>
        </Tabs>
      </Stack>
    </Container>
  );
}
