"use client";
import { Group } from "@mantine/core";
import { DeferredSelect } from "@/components/DeferredSelect";

/** The spec's tones (part 1 §5), default professional. */
export const TONE_OPTIONS = [
  { value: "professional", label: "Professional" },
  { value: "casual", label: "Casual" },
  { value: "friendly", label: "Friendly" },
  { value: "enthusiastic", label: "Enthusiastic" },
  { value: "informative", label: "Informative" },
] as const;
export type Tone = (typeof TONE_OPTIONS)[number]["value"];

/** The spec's lengths with their sentence counts, default medium. */
export const LENGTH_OPTIONS = [
  { value: "short", label: "Short (1-2 sentences)" },
  { value: "medium", label: "Medium (3-5 sentences)" },
  { value: "long", label: "Long (6+ sentences)" },
] as const;
export type Length = (typeof LENGTH_OPTIONS)[number]["value"];

/** Tone and length side by side, as every AI text form asks them. */
export function ToneLengthFields({
  tone,
  length,
  onTone,
  onLength,
  testIdPrefix,
}: {
  tone: Tone;
  length: Length;
  onTone: (tone: Tone) => void;
  onLength: (length: Length) => void;
  /** "ai" gives data-testid "ai-tone" and "ai-length". */
  testIdPrefix?: string;
}) {
  return (
    <Group grow align="flex-start">
      <DeferredSelect
        label="Tone"
        data={TONE_OPTIONS.map((o) => ({ ...o }))}
        value={tone}
        onChange={(v) => v && onTone(v as Tone)}
        allowDeselect={false}
        data-testid={testIdPrefix ? `${testIdPrefix}-tone` : undefined}
      />
      <DeferredSelect
        label="Length"
        data={LENGTH_OPTIONS.map((o) => ({ ...o }))}
        value={length}
        onChange={(v) => v && onLength(v as Length)}
        allowDeselect={false}
        data-testid={testIdPrefix ? `${testIdPrefix}-length` : undefined}
      />
    </Group>
  );
}
