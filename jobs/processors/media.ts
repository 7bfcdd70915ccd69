import { notImplemented } from "./types";

/** Placeholder until the media feature lands: replace with `byJobName("media", { ... })`. */
export const mediaProcessor = notImplemented("media");
