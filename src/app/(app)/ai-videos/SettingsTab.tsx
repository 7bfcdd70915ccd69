"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, Grid, Stack, Text, Title } from "@mantine/core";
import { useTRPC } from "@/trpc/react";
import { SettingCard } from "./SettingCard";
import { CreateSettingForm } from "./CreateSettingForm";

/** The AI videos' settings: the member's settings (SettingCard.tsx) and a new one (CreateSettingForm.tsx). */
export function SettingsTab({ exhausted, onQueued }: { exhausted: boolean; onQueued: () => void }) {
  const trpc = useTRPC();
  const settings = useQuery(trpc.video.listSettings.queryOptions());
  const list = settings.data?.settings ?? [];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" data-testid="video-settings">
          <Title order={2} size="h3">
            Your video settings
          </Title>
          {settings.isLoading && <Text c="dimmed">Loading settings…</Text>}
          {!settings.isLoading && list.length === 0 && (
            <Card withBorder radius="md" padding="lg">
              <Text c="dimmed">No settings yet. Create one to generate your first batch of videos.</Text>
            </Card>
          )}
          {list.map((setting) => (
            <SettingCard key={setting.id} setting={setting} exhausted={exhausted} onQueued={onQueued} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <CreateSettingForm />
      </Grid.Col>
    </Grid>
  );
}
