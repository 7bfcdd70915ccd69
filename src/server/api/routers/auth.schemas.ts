/** The named zod schemas of the auth router (./auth.ts). */
import { z } from "zod";
import { publicUserSchema } from "@/server/api/schemas/user";

export const authResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUserSchema,
  message: z.string(),
});
