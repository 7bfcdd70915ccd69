"use client";
import dynamic from "next/dynamic";

/** "Comments & history" as a separate chunk: the lists and the calendar render without it. */
export const PostThreadDialog = dynamic(() => import("./PostThreadDialog").then((m) => m.PostThreadDialog), { ssr: false });
