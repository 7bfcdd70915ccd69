import { z } from "zod";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { idParam, pendingResponse } from "@/server/api/schemas/common";

export const adminRouter = createTRPCRouter({
  stats: adminProcedure.meta(rest("GET", "/admin/stats", "admin")).input(z.void()).output(pendingResponse).query(notImplemented),
  users: adminProcedure
    .meta(rest("GET", "/admin/users", "admin"))
    .input(z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(50), search: z.string().max(200).optional() }))
    .output(pendingResponse)
    .query(notImplemented),
  analytics: adminProcedure.meta(rest("GET", "/admin/analytics", "admin")).input(z.void()).output(pendingResponse).query(notImplemented),
  activity: adminProcedure.meta(rest("GET", "/admin/activity", "admin")).input(z.void()).output(pendingResponse).query(notImplemented),
  settings: adminProcedure.meta(rest("GET", "/admin/settings", "admin")).input(z.void()).output(pendingResponse).query(notImplemented),
  updateUser: adminProcedure
    .meta(rest("PATCH", "/admin/users/{id}", "admin"))
    .input(
      idParam.extend({
        name: z.string().trim().min(1).max(100).optional(),
        email: z.email().optional(),
        role: z.enum(["free", "paid", "admin"]).optional(),
        status: z.enum(["active", "inactive", "suspended"]).optional(),
        subscription: z.enum(["Free Trial", "Basic", "Pro", "Enterprise", "Admin"]).optional(),
        aiPromptsLimit: z.coerce.number().int().min(-1).catch(0).optional(),
      }),
    )
    .output(pendingResponse)
    .mutation(notImplemented),
  updateSettings: adminProcedure
    .meta(rest("PATCH", "/admin/settings", "admin"))
    .input(z.object({ settings: z.array(z.object({ key: z.enum(["openai_api_key", "openai_model", "max_tokens", "temperature"]), value: z.string().max(500), category: z.literal("ai").default("ai") })).min(1) }))
    .output(pendingResponse)
    .mutation(notImplemented),
});
