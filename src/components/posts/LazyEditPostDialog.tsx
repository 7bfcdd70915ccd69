"use client";
import dynamic from "next/dynamic";

/**
 * The post edit dialog (date pickers, selects, AI regenerate) as a separate chunk: the lists and
 * the calendar render without it, and mount it on its first opening (useOpenedOnce), so that its
 * chunk is neither loaded nor evaluated during the page load.
 */
export const EditPostDialog = dynamic(() => import("@/components/posts/EditPostDialog").then((m) => m.EditPostDialog), { ssr: false });
