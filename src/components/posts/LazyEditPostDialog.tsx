"use client";
import dynamic from "next/dynamic";

/**
 * The post edit dialog (date pickers, selects, AI regenerate) as a separate chunk: the lists and
 * the calendar render without it and it arrives before anyone can click "Edit".
 */
export const EditPostDialog = dynamic(() => import("@/components/posts/EditPostDialog").then((m) => m.EditPostDialog), { ssr: false });
