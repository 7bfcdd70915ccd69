"use client";
import { Button, Group } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconCalendarTime, IconDeviceFloppy, IconFileText, IconSend } from "@tabler/icons-react";
import type { PostDraft } from "./wizard-types";

/** The wizard's buttons under the steps: Back, Save as draft, and Next or the final Publish Now / Schedule Post / Update Post. */
export function WizardNav({
  active,
  lastStep,
  editing,
  submitting,
  showDraft,
  publishMode,
  canSubmit,
  onBack,
  onDraft,
  onNext,
  onSubmit,
}: {
  active: number;
  lastStep: number;
  editing: boolean;
  submitting: boolean;
  showDraft: boolean;
  publishMode: PostDraft["publishMode"];
  canSubmit: boolean;
  onBack: () => void;
  onDraft: () => void;
  onNext: () => void;
  onSubmit: () => void;
}) {
  const submitLabel = editing ? "Update Post" : publishMode === "schedule" ? "Schedule Post" : "Publish Now";
  const submitIcon = editing ? <IconDeviceFloppy size={18} /> : publishMode === "schedule" ? <IconCalendarTime size={18} /> : <IconSend size={18} />;
  return (
    <Group justify="space-between" mt="xl">
      {active > 0 && !(editing && active === 1) ? (
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={submitting}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {showDraft && (
          <Button variant="default" leftSection={<IconFileText size={16} />} onClick={onDraft} disabled={submitting} data-testid="save-draft">
            Save as draft
          </Button>
        )}
        {active < lastStep ? (
          <Button rightSection={<IconArrowRight size={16} />} onClick={onNext}>
            Next
          </Button>
        ) : (
          <Button leftSection={submitIcon} onClick={onSubmit} loading={submitting} disabled={!canSubmit} data-testid="submit-post">
            {submitLabel}
          </Button>
        )}
      </Group>
    </Group>
  );
}
