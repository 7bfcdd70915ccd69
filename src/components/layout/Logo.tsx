import { IntentLink } from "@/components/IntentLink";
import { IconPlaneDeparture } from "@tabler/icons-react";
import { Group } from "@/components/static/layout";
import { ThemeIcon } from "@/components/static/surfaces";
import { Text } from "@/components/static/text";

/** Plain HTML (no client code): rendered on the server in the header and footer. */
export function Logo() {
  return (
    <IntentLink href="/" aria-label="PostPilot home" className="mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} variant="gradient">
          <IconPlaneDeparture size={20} stroke={1.8} />
        </ThemeIcon>
        <Text style={{ fontSize: "var(--mantine-font-size-lg)", fontWeight: 800, lineHeight: 1 }}>PostPilot</Text>
      </Group>
    </IntentLink>
  );
}
