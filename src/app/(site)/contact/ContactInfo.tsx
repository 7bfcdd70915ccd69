import { IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { Group, Stack } from "@/components/static/layout";
import { Paper } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import { Accordion } from "@/components/static/Accordion";

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

/** Mantine's ThemeIcon, variant light, size lg (surfaces.tsx's ThemeIcon takes a pixel size). */
function InfoIcon({ children }: { children: ReactNode }) {
  return (
    <div
      className="m_7341320d mantine-ThemeIcon-root"
      data-variant="light"
      data-size="lg"
      aria-hidden="true"
      style={
        {
          "--ti-size": "var(--ti-size-lg)",
          "--ti-bg": "var(--mantine-color-indigo-light)",
          "--ti-color": "var(--mantine-color-indigo-light-color)",
          "--ti-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
        } as CSSProperties
      }
    >
      {children}
    </div>
  );
}

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <InfoIcon>{icon}</InfoIcon>
      <div>
        <Text style={{ fontWeight: 600 }}>{title}</Text>
        <Text size="sm" dimmed>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** Server-rendered; only the FAQ accordion is a client island. */
export function ContactInfo() {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" style={{ padding: "var(--mantine-spacing-xl)" }}>
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
      <Paper withBorder radius="md" style={{ padding: "var(--mantine-spacing-xl)" }}>
        <Title order={2} size="h4" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
          Frequently asked questions
        </Title>
        <Accordion variant="separated" items={FAQ.map((item) => ({ value: item.q, control: item.q, panel: item.a }))} />
      </Paper>
    </Stack>
  );
}
