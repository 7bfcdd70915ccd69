"use client";
import { Modal as MantineModal, type ModalProps } from "@mantine/core";
import { useFocusReturn } from "@/components/use-focus-return";

/**
 * Mantine's Modal with focus returned to its opener on every closing, the first included (see
 * useFocusReturn). Every dialog of the app uses this one, not Mantine's directly.
 */
export function Modal({ opened, ...props }: ModalProps) {
  useFocusReturn(opened);
  return <MantineModal opened={opened} returnFocus={false} {...props} />;
}
