import { Accordion, AccordionControl, AccordionItem, AccordionPanel, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { ReactNode } from "react";

const FAQ = [
  {
    q: "How quickly will I get a reply?",
    a: "We answer every message within 24 hours, usually much sooner.",
  },
  {
    q: "Can I change my plan later?",
    a: "Yes. You can upgrade, switch or downgrade your plan at any time from the pricing page.",
  },
  {
    q: "Do you offer custom plans?",
    a: "For larger teams we put together custom plans: choose Partnership or Billing Question as the subject.",
  },
];

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </div>
    </Group>
  );
}

export function ContactInfo() {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={2} size="h4">
            Other ways to reach us
          </Title>
          <InfoRow icon={<IconMail size={18} />} title="Email">
            support@example.com
          </InfoRow>
          <InfoRow icon={<IconPhone size={18} />} title="Phone">
            +31 20 000 0000
          </InfoRow>
          <InfoRow icon={<IconMapPin size={18} />} title="Office">
            Amsterdam, the Netherlands
          </InfoRow>
          <InfoRow icon={<IconClock size={18} />} title="Support">
            24/7 online support
          </InfoRow>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="xl">
        <Title order={2} size="h4" mb="sm">
          Frequently asked questions
        </Title>
        <Accordion variant="separated">
          {FAQ.map((item) => (
            <AccordionItem key={item.q} value={item.q}>
              <AccordionControl>{item.q}</AccordionControl>
              <AccordionPanel>{item.a}</AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      </Paper>
    </Stack>
  );
}
