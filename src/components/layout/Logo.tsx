"use client";
import Link from "next/link";
import { Group, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconPlaneDeparture } from "@tabler/icons-react";

export function Logo() {
  return (
    <UnstyledButton component={Link} href="/" aria-label="PostPilot home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: "indigo", to: "cyan", deg: 135 }}>
          <IconPlaneDeparture size={20} stroke={1.8} />
        </ThemeIcon>
        <Text fw={800} fz="lg" lh={1}>
          PostPilot
        </Text>
      </Group>
    </UnstyledButton>
  );
}
