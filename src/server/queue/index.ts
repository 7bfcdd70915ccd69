export * from "./names";
export * from "./queues";
export * from "./heartbeat";
export * from "./backoff";
export * from "./job-events";
