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

  // A layout effect: it runs before Mantine's focus trap moves focus into the dialog (on a timer).
  useIsomorphicLayoutEffect(() => {
    if (opened && !wasOpened.current) opener.current = takeOpener();
    if (!opened && wasOpened.current) returnLater(opener.current);
    wasOpened.current = opened;
  }, [opened]);

  // A dialog unmounted while open (its host closes it by unmounting) returns focus too. React's
  // development StrictMode unmounts and remounts once: the remount takes the opener back.
  useIsomorphicLayoutEffect(() => {
    if (wasOpened.current && pending) opener.current = takeOpener();
    return () => {
      if (wasOpened.current) returnLater(opener.current);
    };
  }, []);
}

/** A return of focus waiting for its timer: a dialog opened meanwhile takes it over. */
let pending: { opener: Element | null; timer: number } | null = null;

/**
 * The opener of a dialog that opens now: what has focus, or, when one dialog hands over to another
 * (the calendar's day list opening a post), the first dialog's opener, so that closing the second
 * goes back to where the user started.
 */
function takeOpener(): Element | null {
  if (!pending) return document.activeElement;
  window.clearTimeout(pending.timer);
  const { opener } = pending;
  pending = null;
  return opener;
}

/**
 * After the dialog's own handlers: focus they moved on purpose stays; focus still where it was at
 * closing (the dialog's button), or lost to the body, goes back. Not cancelled on unmount: a dialog
 * that unmounts as it closes still returns focus. Two dialogs closing together (a confirmation and
 * the dialog it was asked from): the last one to close, the outer one, decides.
 */
function returnLater(opener: Element | null) {
  if (pending) window.clearTimeout(pending.timer);
  const atClose = document.activeElement;
  const entry = { opener, timer: 0 };
  entry.timer = window.setTimeout(() => {
    if (pending === entry) pending = null;
    const now = document.activeElement;
    if (now === null || now === document.body || now === atClose || !now.isConnected) focusTarget(opener, document)?.focus();
  }, 10);
  pending = entry;
}

/**
 * After an action that removed the focused control (a deleted post's button, a card re-rendered by
 * the reload), focus moves to the page's <main> instead of staying lost on the body. Call it once
 * the page shows the action's result; focus that is still somewhere is left alone.
 */
export function rescueFocus(frames = 30) {
  // React may commit the re-render that removes the focused control a few frames after the data
  // arrived (and a closing dialog returns focus on a timer): watch for about half a second.
  requestAnimationFrame(() => {
    const now = document.activeElement;
    if (now === null || now === document.body || !now.isConnected) document.getElementById(MAIN_ID)?.focus();
    else if (frames > 1) rescueFocus(frames - 1);
  });
}
