"use client";
import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPencil, IconSparkles } from "@tabler/icons-react";
import type { ContentFormProps } from "../wizard-types";

/** Stand-in step 2 for the AI methods until the AI release lands. */
export function ComingSoonMethod({ title, onSwitchMethod }: Pick<ContentFormProps, "onSwitchMethod"> & { title: string }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" data-testid="method-coming-soon">
      <ThemeIcon size={56} radius="xl" variant="light" color="grape" aria-hidden>
        <IconSparkles size={30} />
      </ThemeIcon>
      <Title order={3}>{title} is almost here</Title>
      <Text c="dimmed" maw={460}>
        This option is coming with the AI release. Until then, you can write your post yourself and publish or schedule it right away.
      </Text>
      <Button leftSection={<IconPencil size={16} />} variant="light" onClick={() => onSwitchMethod("manual")}>
        Write it myself instead
      </Button>
    </Stack>
  );
}
