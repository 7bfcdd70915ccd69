/** The named zod schemas of the admin router (./admin.ts). */
import { z } from "zod";
import { TEXT_GENERATOR_IDS } from "@/lib/ai-generators";
import { AI_SETTING_KEYS } from "@/server/services/admin/settings";

export const ROLES = ["free", "paid", "admin"] as const;
export const STATUSES = ["active", "inactive", "suspended"] as const;
export const SUBSCRIPTIONS = ["Free Trial", "Basic", "Pro", "Enterprise", "Admin"] as const;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(STATUSES),
  subscription: z.string(),
  aiPromptsUsed: z.number().int(),
  aiPromptsLimit: z.number().int(),
  postsCreated: z.number().int(),
  googleLinked: z.boolean(),
  timeZone: z.string(),
  createdAt: z.date(),
  lastLoginAt: z.date().nullable(),
  lastActiveAt: z.date().nullable(),
});

export const settingsSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  ai: z.array(z.object({ key: z.enum(AI_SETTING_KEYS), value: z.string(), category: z.literal("ai"), isSecret: z.boolean() })),
  apiKeySource: z.enum(["settings", "environment"]).nullable(),
  /** The chosen provider's models. */
  models: z.array(z.string()),
  /** Additions to the spec's shape: the chosen text generator and every one the registry offers. */
  provider: z.enum(TEXT_GENERATOR_IDS),
  providers: z.array(
    z.object({
      id: z.enum(TEXT_GENERATOR_IDS),
      label: z.string(),
      models: z.array(z.string()),
      defaultModel: z.string(),
      apiKey: z.object({ envVar: z.string(), label: z.string(), placeholder: z.string() }).nullable(),
    }),
  ),
});

export const count = z.number().int();
