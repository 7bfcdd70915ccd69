import { TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import { AppError, type ErrorCode } from "@/server/errors";
import { QUEUE_NAMES } from "@/server/queue";
import { recentActivity } from "@/server/services/admin/activity";
import { adminAnalytics, adminStats } from "@/server/services/admin/analytics";
import { queuesOverview, retryFailedJob } from "@/server/services/admin/queues";
import { AI_SETTING_KEYS, aiSettingsView, updateAiSettings } from "@/server/services/admin/settings";
import { listUsers, updateUserAsAdmin } from "@/server/services/admin/users";
import { adminUserSchema, settingsSchema, count, ROLES, STATUSES, SUBSCRIPTIONS } from "./admin.schemas";

/**
 * The spec's admin pages read a failed edit's text from the field `error`: the two PATCH routes
 * carry it beside `message` (validation errors included).
 */
const withErrorField = adminProcedure.use(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  const cause = error.cause;
  let code: ErrorCode | null = null;
  let message = error.message;
  let extra: AppError["extra"] = {};
  if (cause instanceof AppError) {
    ({ code, message, extra } = cause);
  } else if (cause instanceof ZodError) {
    code = "BAD_REQUEST";
    message = cause.issues[0]?.message ?? "Invalid input";
  } else if (error.code !== "INTERNAL_SERVER_ERROR") {
    code = error.code as ErrorCode;
  }
  if (!code) return result;
  throw new TRPCError({ code, message, cause: new AppError(code, message, { ...extra, error: message }) });
});

export const adminRouter = createTRPCRouter({
  stats: adminProcedure
    .meta(rest("GET", "/admin/stats", "admin", { summary: "Overview numbers (formulas in docs/decisions.md)" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        totalUsers: count,
        growthRate: z.number(),
        revenue: z.number(),
        totalPosts: count,
        scheduledPosts: count,
        aiPromptsUsed: count,
        freeUsers: count,
        paidUsers: count,
        adminUsers: count,
      }),
    )
    .query(async () => ok(await adminStats())),

  users: adminProcedure
    .meta(rest("GET", "/admin/users", "admin", { summary: "Users, newest first; search by name or e-mail" }))
    .input(
      z.object({
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
        search: z.string().max(200).optional(),
      }),
    )
    .output(z.object({ success: z.literal(true), users: z.array(adminUserSchema), total: count, page: count, pageSize: count }))
    .query(async ({ input }) => ok(await listUsers(input))),

  analytics: adminProcedure
    .meta(rest("GET", "/admin/analytics", "admin", { summary: "Analytics (formulas in docs/decisions.md)" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        totalUsers: count,
        totalPosts: count,
        aiGeneratedPosts: count,
        paidUsers: count,
        dailyActiveUsers: count,
        postsPerDay: z.number(),
        aiPromptsPerDay: z.number(),
        conversionRate: z.number(),
        monthlyRevenue: z.number(),
        averageRevenuePerUser: z.number(),
        churnRate: z.number(),
        lifetimeValue: z.number(),
        publishedPosts: count,
        scheduledPosts: count,
        failedPosts: count,
        publishSuccessRate: z.number(),
        weeklyActiveUsers: count,
        newUsersThisMonth: count,
        userGrowthRate: z.number(),
        aiUsagePercentage: z.number(),
      }),
    )
    .query(async () => ok(await adminAnalytics())),

  activity: adminProcedure
    .meta(rest("GET", "/admin/activity", "admin", { summary: "Newest activity and contact messages" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        items: z.array(
          z.object({ id: z.string(), type: z.string(), action: z.string(), user: z.string(), userId: z.string().nullable(), timestamp: z.date() }),
        ),
        contactMessages: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            email: z.string(),
            subject: z.string(),
            message: z.string(),
            createdAt: z.date(),
            emailed: z.boolean(),
          }),
        ),
      }),
    )
    .query(async () => ok(await recentActivity())),

  settings: adminProcedure
    .meta(rest("GET", "/admin/settings", "admin", { summary: "AI settings; the API key is masked" }))
    .input(z.void())
    .output(settingsSchema)
    .query(async () => ok(await aiSettingsView())),

  updateUser: withErrorField
    .meta(rest("PATCH", "/admin/users/{id}", "admin", { summary: "Edit a user; errors also carry `error`" }))
    .input(
      idParam.extend({
        name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters").optional(),
        email: z.string().trim().max(254).pipe(z.email("Please enter a valid email address")).optional(),
        role: z.enum(ROLES, { error: "Role must be free, paid or admin" }).optional(),
        status: z.enum(STATUSES, { error: "Status must be active, inactive or suspended" }).optional(),
        subscription: z.enum(SUBSCRIPTIONS, { error: `Subscription must be one of: ${SUBSCRIPTIONS.join(", ")}` }).optional(),
        /** Numeric; anything else falls back to 0 (spec). -1 means unlimited. */
        aiPromptsLimit: z.coerce.number().int().min(-1).catch(0).optional(),
      }),
    )
    .output(z.object({ success: z.literal(true), message: z.string(), user: adminUserSchema }))
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      return ok({ message: "User updated successfully", user: await updateUserAsAdmin(ctx.user.id, id, changes) });
    }),

  updateSettings: withErrorField
    .meta(rest("PATCH", "/admin/settings", "admin", { summary: "Change AI settings; a blank or masked key leaves the key unchanged" }))
    .input(
      z.object({
        settings: z
          .array(
            z.object({
              key: z.enum(AI_SETTING_KEYS, { error: `Setting key must be one of: ${AI_SETTING_KEYS.join(", ")}` }),
              value: z.coerce.string().max(500, "Setting values must be at most 500 characters"),
              category: z.literal("ai").default("ai"),
            }),
          )
          .min(1, "Send at least one setting"),
      }),
    )
    .output(settingsSchema)
    .mutation(async ({ ctx, input }) => ok(await updateAiSettings(ctx.user.id, input.settings))),

  queues: adminProcedure
    .meta(rest("GET", "/admin/queues", "admin", { summary: "Job counts per queue and the latest failed jobs" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        queues: z.array(
          z.object({
            name: z.enum(QUEUE_NAMES),
            counts: z.object({ waiting: count, delayed: count, active: count, failed: count, completed: count }),
            failedJobs: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                failedReason: z.string(),
                attemptsMade: count,
                data: z.record(z.string(), z.unknown()),
                createdAt: z.date(),
                failedAt: z.date().nullable(),
              }),
            ),
          }),
        ),
        /** Worker processes whose own heartbeat is fresh, by name (`host:pid`); an addition to the spec's shape. */
        workers: z.object({ alive: count, names: z.array(z.string()) }),
        /** Last 24 hours of publishing per network (an addition to the spec's shape). */
        publishing: z.object({
          since: z.date(),
          networks: z.array(
            z.object({
              platform: z.string(),
              published: count,
              latenessP50Ms: count.nullable(),
              latenessP99Ms: count.nullable(),
              retries: count,
              failed: count,
              needsReview: count,
            }),
          ),
        }),
      }),
    )
    .query(async () => ok(await queuesOverview())),

  retryJob: adminProcedure
    .meta(rest("POST", "/admin/queues/{queue}/jobs/{id}/retry", "admin", { summary: "Retry a failed job" }))
    .input(z.object({ queue: z.enum(QUEUE_NAMES, { error: "Unknown queue" }), id: z.string().min(1).max(200) }))
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await retryFailedJob(ctx.user.id, input.queue, input.id);
      return ok({ message: "Job queued again" });
    }),
});
