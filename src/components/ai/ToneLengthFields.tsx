"use client";
import { Group } from "@mantine/core";
import { DeferredSelect } from "@/components/DeferredSelect";
import { LENGTH_LABELS, LENGTHS, TONE_LABELS, TONES, type Length, type Tone } from "@/lib/tones";

export type { Length, Tone };

/** The spec's tones (part 1 §5), default professional. */
export const TONE_OPTIONS = TONES.map((value) => ({ value, label: TONE_LABELS[value] }));

/** The spec's lengths with their sentence counts, default medium. */
export const LENGTH_OPTIONS = LENGTHS.map((value) => ({ value, label: LENGTH_LABELS[value] }));

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
        data={TONE_OPTIONS}
        value={tone}
        onChange={(v) => v && onTone(v as Tone)}
        allowDeselect={false}
        data-testid={testIdPrefix ? `${testIdPrefix}-tone` : undefined}
      />
      <DeferredSelect
        label="Length"
        data={LENGTH_OPTIONS}
        value={length}
        onChange={(v) => v && onLength(v as Length)}
        allowDeselect={false}
        data-testid={testIdPrefix ? `${testIdPrefix}-length` : undefined}
      />
    </Group>
  );
}
