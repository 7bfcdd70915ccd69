"use client";
import dynamic from "next/dynamic";

// Every page carries the root not-found boundary; its header, footer and text load only when a 404
// is shown (rendered on the server as usual), not with every page's first-load JavaScript.
export const NotFoundScreen = dynamic(() => import("@/components/NotFoundContent"));
