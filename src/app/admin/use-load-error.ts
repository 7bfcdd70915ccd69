"use client";
import { useEffect } from "react";
import { notifyError } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";

/** The admin pages' load-failure toast, once per failure. */
export function useLoadError(error: unknown) {
  useEffect(() => {
    if (error) notifyError("Error loading data", errorInfo(error, "Please refresh the page and try again.").message);
  }, [error]);
}
