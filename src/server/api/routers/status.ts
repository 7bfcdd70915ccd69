import { z } from "zod";
import { AppError } from "@/server/errors";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { checkAuth, checkDatabase, checkEmail, checkFal, checkPublishing, checkTextGenerator, healthReport } from "@/server/services/status/checks";
import type { ServiceCheck } from "@/server/services/status/types";
import { recentIncidents, recordCheckResults } from "@/server/services/status/incidents";
import { serviceState, serviceCheckSchema, serviceResponse } from "./status.schemas";

/** A failed check answers 503 on the REST door, so a monitor needs only the status code. */
function answer(check: ServiceCheck) {
  if (check.status === "outage") {
    throw new AppError("SERVICE_UNAVAILABLE", check.description, { name: check.name, status: check.status, responseTime: check.responseTime });
  }
  return ok(check);
}

function serviceProcedure(path: `/${string}`, check: () => Promise<ServiceCheck>) {
  return publicProcedure
    .meta(rest("GET", path, "status", { protect: false, summary: `Health of one service (${path.slice("/status/".length)}); 503 during an outage` }))
    .input(z.void())
    .output(serviceResponse)
    .query(async () => {
      const result = await check();
      await recordCheckResults([result]);
      return answer(result);
    });
}

export const statusRouter = createTRPCRouter({
  health: publicProcedure
    .meta(rest("GET", "/health", "status", { protect: false, summary: "Database and queue health" }))
    .input(z.void())
    .output(
      z.object({
        success: z.boolean(),
        status: serviceState,
        responseTime: z.number(),
        uptimeSeconds: z.number(),
        /** Seconds since the background worker's last heartbeat; null when it never wrote one. */
        workerHeartbeatAgeSeconds: z.number().int().nullable(),
        /** Worker processes whose own heartbeat is fresh (null when Redis cannot be read). */
        workersAlive: z.number().int().nullable(),
        services: z.array(serviceCheckSchema),
        timestamp: z.date(),
      }),
    )
    .query(async () => {
      const report = await healthReport();
      if (report.status !== "operational") {
        const failing = report.services.filter((s) => s.status !== "operational").map((s) => s.name);
        throw new AppError("SERVICE_UNAVAILABLE", `${failing.join(", ")} is experiencing issues`, {
          status: report.status,
          responseTime: report.responseTime,
          workerHeartbeatAgeSeconds: report.workerHeartbeatAgeSeconds,
          workersAlive: report.workersAlive,
          failing,
          services: report.services.map((s) => ({ name: s.name, status: s.status, responseTime: s.responseTime, description: s.description })),
        });
      }
      return ok(report);
    }),
  incidents: publicProcedure
    .meta(rest("GET", "/status/incidents", "status", { protect: false, summary: "Service outages seen by the status checks in the last 90 days" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        incidents: z.array(
          z.object({ id: z.string(), service: z.string(), description: z.string(), startedAt: z.date(), endedAt: z.date().nullable() }),
        ),
      }),
    )
    .query(async () => ok({ incidents: await recentIncidents() })),
  database: serviceProcedure("/status/database", checkDatabase),
  /** The chosen AI text provider (the spec's path names OpenAI, the first one). */
  openai: serviceProcedure("/status/openai", checkTextGenerator),
  falai: serviceProcedure("/status/falai", checkFal),
  email: serviceProcedure("/status/email", checkEmail),
  auth: serviceProcedure("/status/auth", checkAuth),
  publishing: serviceProcedure("/status/publishing", checkPublishing),
});
