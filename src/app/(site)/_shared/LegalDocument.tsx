import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Container, Divider, Group, Stack } from "@/components/static/layout";
import { Anchor, List, ListItem, Text, Title } from "@/components/static/text";

export interface LegalSection {
  title: string;
  /** Paragraphs; a string[] inside renders as a bulleted list. */
  body: (ReactNode | string[])[];
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function BackHome() {
  return (
    <Anchor href="/" size="sm" data-testid="back-home">
      <Group gap={4} component="span" style={{ display: "inline-flex" }}>
        <IconArrowLeft size={16} aria-hidden />
        Back to home
      </Group>
    </Anchor>
  );
}

/** Terms and privacy: title, date, table of contents, numbered sections and a back-to-home link. */
export function LegalDocument({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <Container size="md" style={{ paddingBlock: "calc(3rem * var(--mantine-scale))" }}>
      <Stack gap="xl">
        <div>
          <BackHome />
        </div>
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text dimmed size="sm">
            Last updated {updated}
          </Text>
        </Stack>
        <Text size="lg">{intro}</Text>
        <nav aria-label="Contents">
          <Text style={{ fontWeight: 600, marginBottom: "calc(0.375rem * var(--mantine-scale))" }}>Contents</Text>
          <List ordered size="sm" spacing={2}>
            {sections.map((section) => (
              <ListItem key={section.title}>
                <Anchor href={`#${slug(section.title)}`}>{section.title}</Anchor>
              </ListItem>
            ))}
          </List>
        </nav>
        {sections.map((section, index) => (
          <Stack key={section.title} gap="sm" component="section" aria-labelledby={slug(section.title)}>
            <Title order={2} size="h3" id={slug(section.title)} style={{ scrollMarginTop: 80 }}>
              {index + 1}. {section.title}
            </Title>
            {section.body.map((part, i) =>
              Array.isArray(part) ? (
                <List key={i} spacing={4}>
                  {part.map((item) => (
                    <ListItem key={item}>{item}</ListItem>
                  ))}
                </List>
              ) : (
                <Text key={i}>{part}</Text>
              ),
            )}
          </Stack>
        ))}
        <Divider />
        <div>
          <BackHome />
        </div>
      </Stack>
    </Container>
  );
}
