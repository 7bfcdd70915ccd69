import { notImplemented } from "./types";

/** Placeholder until the video feature lands: replace with `byJobName("video", { ... })`. */
export const videoProcessor = notImplemented("video");
