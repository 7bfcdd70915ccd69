import type { CSSProperties } from "react";
import { Container, Stack } from "@/components/static/layout";
import { Text, Title } from "@/components/static/text";
import { ContactFields } from "@/app/(site)/contact/ContactFields";
import { ContactForm } from "@/app/(site)/contact/ContactForm";
import { ContactInfo } from "@/app/(site)/contact/ContactInfo";
import { pageMetadata } from "@/app/(site)/_shared/metadata";
import classes from "@/app/(site)/contact/contact.module.css";

export const metadata = pageMetadata(
  "Contact",
  "Questions, support, billing or partnerships: send the PostPilot team a message. We answer within 24 hours.",
);

/**
 * Plain HTML with Mantine's classes (components/static/); the form and the FAQ
 * accordion are small client islands, the form sends with fetch (no Mantine React code, no tRPC client).
 */
export default function ContactPage() {
  return (
    <Container size="lg" style={{ paddingBlock: "calc(3rem * var(--mantine-scale))" }}>
      <Stack gap="xl">
        <Stack gap={4} style={{ textAlign: "center" }}>
          <Title order={1}>Get in touch</Title>
          <Text dimmed size="lg">
            Have a question or need help? Send us a message and we&apos;ll get back to you within 24 hours.
          </Text>
        </Stack>
        <div className="m_410352e9 mantine-Grid-root" style={{ "--grid-gap": "var(--mantine-spacing-xl)" } as CSSProperties}>
          <div className="m_dee7bd2f mantine-Grid-inner">
            <div className={`m_96bdd299 mantine-Grid-col ${classes.formCol}`}>
              <ContactForm>
                <ContactFields />
              </ContactForm>
            </div>
            <div className={`m_96bdd299 mantine-Grid-col ${classes.infoCol}`}>
              <ContactInfo />
            </div>
          </div>
        </div>
      </Stack>
    </Container>
  );
}
