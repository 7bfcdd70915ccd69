"use client";
import { useEffect, useLayoutEffect, useRef } from "react";
import { MAIN_ID } from "@/components/layout/SkipLink";

// useLayoutEffect warns when rendered on the server; dialogs only open in the browser.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Where focus goes when a dialog closes: back to the control that opened it, or, when that control
 * is gone (the deleted post's menu, a card re-rendered by the action), to the page's <main>, never
 * to the body. Pure so it can be tested on its own.
 */
export function focusTarget(opener: Element | null, doc: Document): HTMLElement | null {
  if (opener && opener !== doc.body && opener.isConnected && "focus" in opener) return opener as HTMLElement;
  return doc.getElementById(MAIN_ID);
}

/**
 * Returns focus to whatever had it when the dialog opened, FIRST opening included. Mantine's own
 * returnFocus records the opener only when `opened` changes, so a dialog loaded on its first opening
 * (mounted already open: LazyModal, ConfirmDialog, the sign-in modal, the dynamic dialogs) forgot it
 * and focus fell to the body. Use with the Mantine dialog's returnFocus={false} (see Modal.tsx).
 */
export function useFocusReturn(opened: boolean) {
  const opener = useRef<Element | null>(null);
  const wasOpened = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  // A layout effect: it runs before Mantine's focus trap moves focus into the dialog (on a timer).
  useIsomorphicLayoutEffect(() => {
    if (opened && !wasOpened.current) {
      window.clearTimeout(timer.current);
      opener.current = document.activeElement;
    }
    if (!opened && wasOpened.current) timer.current = returnLater(opener.current);
    wasOpened.current = opened;
  }, [opened]);

  // A dialog unmounted while open (its host closes it by unmounting) returns focus too. (Cleared
  // when mounted again: React's development StrictMode unmounts and remounts once.)
  useIsomorphicLayoutEffect(() => {
    window.clearTimeout(timer.current);
    return () => {
      if (wasOpened.current) timer.current = returnLater(opener.current);
    };
  }, []);
}

/**
 * After the dialog's own handlers: focus they moved on purpose stays; focus still where it was at
 * closing (the dialog's button), or lost to the body, goes back. Not cancelled on unmount: a dialog
 * that unmounts as it closes still returns focus.
 */
function returnLater(opener: Element | null): number {
  const atClose = document.activeElement;
  return window.setTimeout(() => {
    const now = document.activeElement;
    if (now === null || now === document.body || now === atClose || !now.isConnected) focusTarget(opener, document)?.focus();
  }, 10);
}

/**
 * After an action that removed the focused control (a deleted post's button, a card re-rendered by
 * the reload), focus moves to the page's <main> instead of staying lost on the body. Call it once
 * the page shows the action's result; focus that is still somewhere is left alone.
 */
export function rescueFocus() {
  requestAnimationFrame(() => {
    const now = document.activeElement;
    if (now === null || now === document.body || !now.isConnected) document.getElementById(MAIN_ID)?.focus();
  });
}
