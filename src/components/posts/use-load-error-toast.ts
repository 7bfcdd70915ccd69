"use client";
import { useEffect } from "react";
import { notifyError } from "@/components/notify";

/** Shows the page's load-failure toast once each time its data fails to load. */
export function useLoadErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notifyError("Error", message);
  }, [failed, message]);
}
