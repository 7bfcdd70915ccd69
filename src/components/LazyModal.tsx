"use client";
import dynamic from "next/dynamic";
import type { ModalProps } from "@mantine/core";
import { useOpenedOnce } from "@/components/use-opened-once";

// Mantine's Modal brings ScrollArea and with it floating-ui (~20 kB gz): loaded on first opening.
const Modal = dynamic(() => import("@/components/lazy-modal-loaded").then((m) => m.Modal), { ssr: false });

/** Mantine's Modal, loaded when first opened and then kept mounted (so closing still animates). */
export function LazyModal(props: ModalProps) {
  return useOpenedOnce(props.opened) ? <Modal {...props} /> : null;
}
