/** Readiness probe (issue 27): 200 when this web node should get traffic, else 503 (services/ops/readiness.ts). */
import { readiness } from "@/server/services/ops/readiness";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const result = await readiness();
  return Response.json(
    { status: result.ready ? "ready" : "not ready", ...(result.reason && { reason: result.reason }), checks: result.checks },
    { status: result.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
