"use client";
import { Badge, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { DeferredSelect } from "@/components/DeferredSelect";
import { TONE_OPTIONS, type Tone } from "@/components/ai/ToneLengthFields";
import { NETWORKS, CONTENT_PLAN_NETWORKS, isComingSoon, networkLabel, type NetworkKey } from "@/lib/networks";
import { planCostLabel } from "@/components/ai/media";

export const PERIODS = ["7", "15", "30"] as const;

/** What the plan is generated from (step 2, Generate Plan). */
export interface PlanSettingsValue {
  subject: string;
  platforms: NetworkKey[];
  period: (typeof PERIODS)[number];
  startTime: string;
  tone: Tone;
  includeImages: boolean;
}

export const INITIAL_PLAN_SETTINGS: PlanSettingsValue = {
  subject: "",
  platforms: [],
  period: "7",
  startTime: "09:00",
  tone: "professional",
  includeImages: false,
};

/** Step 2's form: subject, networks (connected ones only), period, start time, tone and AI images. */
export function PlanSettings({
  value,
  onChange,
  connected,
  loadingAccounts,
  generating,
  onGenerate,
}: {
  value: PlanSettingsValue;
  onChange: (next: (current: PlanSettingsValue) => PlanSettingsValue) => void;
  connected: (network: NetworkKey) => boolean;
  loadingAccounts: boolean;
  generating: boolean;
  onGenerate: () => void;
}) {
  const { subject, platforms, period, startTime, tone, includeImages } = value;
  const set = <K extends keyof PlanSettingsValue>(key: K, v: PlanSettingsValue[K]) => onChange((current) => ({ ...current, [key]: v }));
  return (
    <Stack gap="md" maw={640}>
      <TextInput
        label="Subject"
        placeholder="e.g. Remote work productivity"
        value={subject}
        onChange={(e) => set("subject", e.currentTarget.value)}
        maxLength={500}
        required
        data-testid="plan-subject"
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Platforms
        </Text>
        <Group gap="md">
          {/* The sandbox is offered once connected (it is not a real network). */}
          {CONTENT_PLAN_NETWORKS.filter((n) => NETWORKS[n].status !== "local" || connected(n)).map((n) => (
            <Checkbox
              key={n}
              label={
                <Group gap={4}>
                  {networkLabel(n)}
                  {!connected(n) && (
                    <Badge size="xs" variant="light" color={isComingSoon(n) ? "gray" : "orange"}>
                      {isComingSoon(n) ? "Coming Soon" : "Not connected"}
                    </Badge>
                  )}
                </Group>
              }
              checked={platforms.includes(n)}
              disabled={!connected(n) || loadingAccounts}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                onChange((current) => ({ ...current, platforms: on ? [...current.platforms, n] : current.platforms.filter((p) => p !== n) }));
              }}
              data-testid={`plan-platform-${n}`}
            />
          ))}
        </Group>
      </div>
      <div>
        <Text size="sm" fw={500} mb={4}>
          Period
        </Text>
        <SegmentedControl
          value={period}
          onChange={(v) => set("period", v as (typeof PERIODS)[number])}
          data={PERIODS.map((p) => ({ value: p, label: `${p} days` }))}
        />
        <Text size="xs" c="dimmed" mt={4}>
          One post per day from tomorrow. Cost: <span data-testid="plan-cost">{planCostLabel(Number(period), includeImages)}</span>.
        </Text>
      </div>
      <Group grow>
        <TextInput label="Start time" type="time" value={startTime} onChange={(e) => set("startTime", e.currentTarget.value || "09:00")} />
        <DeferredSelect
          label="Tone"
          value={tone}
          onChange={(v) => v && set("tone", v as Tone)}
          data={TONE_OPTIONS.map((o) => ({ ...o }))}
          allowDeselect={false}
        />
      </Group>
      <Checkbox
        label="Include AI images"
        description="Each draft gets an AI image, added when it is ready (35, 75 or 150 AI prompts for 7, 15 or 30 days)."
        checked={includeImages}
        onChange={(e) => set("includeImages", e.currentTarget.checked)}
        data-testid="plan-include-images"
      />
      <Group>
        <Button leftSection={<IconSparkles size={16} />} onClick={onGenerate} loading={generating} data-testid="generate-plan">
          Generate Plan
        </Button>
      </Group>
    </Stack>
  );
}
