"use client";
/**
 * Shows a toast a server redirect asked for (`?notice=<key>`), then drops the parameter so a reload
 * or a shared link does not show it again. Server pages cannot toast; they redirect with a key.
 */
import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { notifyError } from "@/components/notify-on-use";

/** The notices a redirect may carry; unknown keys are ignored (no text comes from the URL). */
export const URL_NOTICES = {
  "auth-required": { title: "Authentication required", message: "Please sign in to open that page." },
} as const;

export type UrlNoticeKey = keyof typeof URL_NOTICES;

export function UrlNotice() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.get("notice");
  useEffect(() => {
    if (!key || !(key in URL_NOTICES)) return;
    const notice = URL_NOTICES[key as UrlNoticeKey];
    // notify-on-use: the landing page should not ship the toast store for a rare redirect notice.
    notifyError(notice.title, notice.message);
    const rest = new URLSearchParams(params.toString());
    rest.delete("notice");
    router.replace(rest.size > 0 ? `${pathname}?${rest.toString()}` : pathname);
  }, [key, params, pathname, router]);
  return null;
}
