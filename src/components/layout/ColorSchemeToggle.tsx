"use client";
import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import classes from "@/components/layout/ColorSchemeToggle.module.css";
import { DeferredTooltip } from "@/components/layout/DeferredTooltip";

/** Light/dark switch. Both icons are rendered and hidden by CSS, so server and client markup agree. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("light", { getInitialValueInEffect: true });
  return (
    <DeferredTooltip label="Toggle color scheme">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Toggle color scheme"
        onClick={() => setColorScheme(computed === "dark" ? "light" : "dark")}
      >
        <Box component="span" darkHidden className={classes.icon}>
          <IconMoon size={18} stroke={1.6} />
        </Box>
        <Box component="span" lightHidden className={classes.icon}>
          <IconSun size={18} stroke={1.6} />
        </Box>
      </ActionIcon>
    </DeferredTooltip>
  );
}
