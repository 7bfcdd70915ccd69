"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Grid, Group, NumberInput, PasswordInput, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconGauge, IconInfoCircle, IconKey } from "@tabler/icons-react";
import { DeferredSelect } from "@/components/DeferredSelect";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import type { AdminSettings } from "./types";
import { useLoadError } from "./use-load-error";

type Key = AdminSettings["ai"][number]["key"];
type Provider = AdminSettings["providers"][number];

function valueOf(settings: AdminSettings, key: Key): string {
  return settings.ai.find((s) => s.key === key)?.value ?? "";
}

export function SettingsTab() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.admin.settings.queryOptions());
  useLoadError(settings.error);
  return (
    <Grid gap="lg" data-testid="admin-settings">
      <Grid.Col span={{ base: 12, md: 7 }}>
        {settings.data ? <AiSettingsForm key={settings.dataUpdatedAt} settings={settings.data} /> : <Skeleton height={380} radius="md" />}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <RateLimitCard />
      </Grid.Col>
    </Grid>
  );
}

function AiSettingsForm({ settings }: { settings: AdminSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.updateSettings.mutationOptions());
  const maskedKey = valueOf(settings, "openai_api_key");
  const [provider, setProvider] = useState<Provider["id"]>(settings.provider);
  const [apiKey, setApiKey] = useState("");
  const [model, setModel] = useState(valueOf(settings, "openai_model"));
  const [maxTokens, setMaxTokens] = useState<number | string>(Number(valueOf(settings, "max_tokens")));
  const [temperature, setTemperature] = useState<number | string>(Number(valueOf(settings, "temperature")));
  // The form is built from the registry's entries: a new provider needs no change here.
  const chosen = settings.providers.find((p) => p.id === provider) ?? settings.providers[0]!;
  const switching = provider !== settings.provider;

  function chooseProvider(id: string) {
    const next = settings.providers.find((p) => p.id === id);
    if (!next) return;
    setProvider(next.id);
    setModel(next.id === settings.provider ? valueOf(settings, "openai_model") : next.defaultModel);
    setApiKey("");
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync({
        settings: [
          { key: "ai_provider", value: provider, category: "ai" },
          // Blank leaves the stored key as it is (another provider drops it: it was the previous vendor's).
          ...(chosen.apiKey ? [{ key: "ai_api_key" as const, value: apiKey.trim(), category: "ai" as const }] : []),
          { key: "ai_model", value: model, category: "ai" },
          { key: "max_tokens", value: String(maxTokens), category: "ai" },
          { key: "temperature", value: String(temperature), category: "ai" },
        ],
      });
      queryClient.setQueryData(trpc.admin.settings.queryKey(), answer);
      setApiKey("");
      notifySuccess("API Settings Updated", "The AI settings have been saved.");
    } catch (error) {
      const info = errorInfo(error, "Failed to update settings.");
      notifyError("Error", typeof info.extra.error === "string" ? info.extra.error : info.message);
    }
  }

  const source = switching ? null : settings.apiKeySource;
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={handleSubmit}>
      <Group gap="sm" mb="md">
        <IconKey size={20} />
        <Title order={2} size="h4">
          AI settings
        </Title>
      </Group>
      <Stack gap="sm">
        <DeferredSelect
          label="AI provider"
          data={settings.providers.map((p) => ({ value: p.id, label: p.label }))}
          value={provider}
          onChange={(v) => v && chooseProvider(v)}
          allowDeselect={false}
          data-testid="ai-provider"
        />
        {chosen.apiKey && (
          <>
            <PasswordInput
              label={chosen.apiKey.label}
              placeholder={(!switching && maskedKey) || chosen.apiKey.placeholder}
              value={apiKey}
              onChange={(e) => setApiKey(e.currentTarget.value)}
              autoComplete="off"
              description={
                switching
                  ? `Saving replaces the previous provider's key; leave blank to use ${chosen.apiKey.envVar} (or the offline fallback).`
                  : "Stored encrypted and never shown again. Leave blank to keep the current key."
              }
              inputWrapperOrder={["label", "input", "description"]}
            />
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                Key in use:
              </Text>
              {source === "settings" && (
                <Badge size="sm" color="teal" variant="light" data-testid="api-key-status">
                  Saved here · {maskedKey}
                </Badge>
              )}
              {source === "environment" && (
                <Badge size="sm" color="blue" variant="light" data-testid="api-key-status">
                  {chosen.apiKey.envVar} · {maskedKey}
                </Badge>
              )}
              {source === null && (
                <Badge size="sm" color="gray" variant="light" data-testid="api-key-status">
                  {switching ? "Decided when saved" : "None (AI features use their offline fallback)"}
                </Badge>
              )}
            </Group>
          </>
        )}
        <DeferredSelect label="Model" data={chosen.models} value={model} onChange={(v) => v && setModel(v)} allowDeselect={false} />
        <Group grow align="flex-start">
          <NumberInput
            label="Max tokens"
            value={maxTokens}
            onChange={setMaxTokens}
            min={1}
            max={32000}
            allowDecimal={false}
            description="1 to 32,000"
            thousandSeparator=","
          />
          <NumberInput
            label="Temperature"
            value={temperature}
            onChange={setTemperature}
            min={0}
            max={2}
            step={0.1}
            decimalScale={2}
            description="0 (focused) to 2 (creative)"
          />
        </Group>
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The spec shows these controls but they do not save: shown disabled, with a note. */
function RateLimitCard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" mb="md">
        <IconGauge size={20} />
        <Title order={2} size="h4">
          Rate limits
        </Title>
      </Group>
      <Stack gap="sm">
        <NumberInput label="AI requests per user" value={100} disabled />
        <DeferredSelect label="Window" data={["24 hours"]} value="24 hours" disabled />
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          Rate limits are not configurable yet. These controls show the defaults and are not saved.
        </Alert>
      </Stack>
    </Card>
  );
}
