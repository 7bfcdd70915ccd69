"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import type { ConfirmDialogProps } from "./ConfirmModal";

// Mantine's Modal brings ScrollArea and with it all of floating-ui (~25 kB gzipped): pages that only
// may ask a question load it when the question is first asked.
const ConfirmModal = dynamic(() => import("./ConfirmModal"), { ssr: false });

/** A yes/no question in a modal (e.g. "Are you sure you want to delete this post?"). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from the first opening on, so that closing still plays the modal's transition.
  const [asked, setAsked] = useState(props.opened);
  if (props.opened && !asked) setAsked(true);
  return asked ? <ConfirmModal {...props} /> : null;
}
