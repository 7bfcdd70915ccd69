"use client";
import { Button, Group, Modal, Text } from "@mantine/core";

/** A yes/no question in a modal (e.g. "Are you sure you want to delete this post?"). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  loading,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The dismiss button, when "Cancel" would be ambiguous (e.g. cancelling a subscription). */
  cancelLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm" zIndex={400}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
