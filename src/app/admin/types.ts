import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type AdminOutputs = inferRouterOutputs<AppRouter>["admin"];

export type AdminStats = AdminOutputs["stats"];
export type AdminAnalytics = AdminOutputs["analytics"];
export type AdminUser = AdminOutputs["users"]["users"][number];
export type AdminActivity = AdminOutputs["activity"];
export type AdminSettings = AdminOutputs["settings"];
export type AdminQueues = AdminOutputs["queues"]["queues"];
export type AdminPublishing = AdminOutputs["queues"]["publishing"];
