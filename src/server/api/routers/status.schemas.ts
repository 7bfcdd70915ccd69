/** The named zod schemas of the status router (./status.ts). */
import { z } from "zod";

export const serviceState = z.enum(["operational", "degraded", "outage"]);
export const serviceCheckSchema = z.object({
  name: z.string(),
  status: serviceState,
  configured: z.boolean(),
  description: z.string(),
  responseTime: z.number(),
  lastChecked: z.date(),
});
export const serviceResponse = serviceCheckSchema.extend({ success: z.boolean() });
