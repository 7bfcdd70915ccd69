import { IconApi, IconHelpCircle, IconRocket, IconSparkles } from "@tabler/icons-react";
import { openApiDocument } from "@/server/api/rest-adapter";
import { pageMetadata } from "@/app/(site)/_shared/metadata";
import { ApiReference } from "@/app/(site)/docs/ApiReference";
import { DocsFaq } from "@/app/(site)/docs/DocsFaq";
import { DocsFeatures } from "@/app/(site)/docs/DocsFeatures";
import { GettingStarted } from "@/app/(site)/docs/GettingStarted";
import { describeApi, type OpenApiLike } from "@/app/(site)/docs/api-reference";
import { Tabs } from "@/components/static/docs-client";
import { Container, Stack } from "@/components/static/layout";
import { Text, Title } from "@/components/static/text";

export const metadata = pageMetadata(
  "Documentation",
  "Get started with PostPilot, learn its features, browse the REST API reference and find answers to common questions.",
);

/**
 * Rendered per request: the OpenAPI document reads the configuration (APP_URL for the base URL),
 * which production refuses to load without its secrets, so it cannot be built ahead of time.
 * Plain HTML with Mantine's classes; the tabs and accordions are small islands (no Mantine code).
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
    <Container size="lg" style={{ paddingBlock: "calc(3rem * var(--mantine-scale))" }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Documentation</Title>
          <Text dimmed size="lg">
            Everything you need to plan, write and publish with PostPilot, and to build on its API.
          </Text>
        </Stack>
        <Tabs
          id="docs-tabs"
          initial={initial}
          listMarginBottom="xl"
          tabs={[
            { value: "getting-started", label: "Getting Started", icon: <IconRocket size={16} />, panel: <GettingStarted /> },
            { value: "features", label: "Features", icon: <IconSparkles size={16} />, panel: <DocsFeatures /> },
            { value: "api", label: "API Reference", icon: <IconApi size={16} />, panel: <ApiReference groups={groups} baseUrl={baseUrl} /> },
            { value: "faq", label: "FAQ", icon: <IconHelpCircle size={16} />, panel: <DocsFaq /> },
          ]}
        />
      </Stack>
    </Container>
  );
}
