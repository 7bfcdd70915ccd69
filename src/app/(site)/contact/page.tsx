import { Container, Grid, GridCol, Stack, Text, Title } from "@mantine/core";
import { ContactForm } from "@/app/(site)/contact/ContactForm";
import { ContactInfo } from "@/app/(site)/contact/ContactInfo";
import { pageMetadata } from "@/app/(site)/_shared/metadata";

export const metadata = pageMetadata(
  "Contact",
  "Questions, support, billing or partnerships: send the PostPilot team a message. We answer within 24 hours.",
);

export default function ContactPage() {
  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <Stack gap={4} ta="center">
          <Title order={1}>Get in touch</Title>
          <Text c="dimmed" size="lg">
            Have a question or need help? Send us a message and we&apos;ll get back to you within 24 hours.
          </Text>
        </Stack>
        <Grid gap="xl">
          <GridCol span={{ base: 12, md: 7 }}>
            <ContactForm />
          </GridCol>
          <GridCol span={{ base: 12, md: 5 }}>
            <ContactInfo />
          </GridCol>
        </Grid>
      </Stack>
    </Container>
  );
}
