"use client";
/**
 * Opening the sign-in/sign-up modal from anywhere (header, landing, pricing) without a React context:
 * AuthModalHost (mounted by the public layout) listens and loads the dialog on its first opening.
 */
import type { AuthTab } from "@/components/auth/AuthForms";

type Listener = (tab: AuthTab) => void;
const listeners = new Set<Listener>();

export function openAuthModal(tab: AuthTab = "login"): void {
  listeners.forEach((listener) => listener(tab));
}

export function onAuthModalOpen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
