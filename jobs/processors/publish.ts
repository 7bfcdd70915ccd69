import { notImplemented } from "./types";

/** Placeholder until the publish feature lands: replace with `byJobName("publish", { ... })`. */
export const publishProcessor = notImplemented("publish");
