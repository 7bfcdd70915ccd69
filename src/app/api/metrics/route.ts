/**
 * Prometheus metrics of this web process (issue 27). Off (404) unless METRICS_TOKEN is set, and
 * then only for `Authorization: Bearer <METRICS_TOKEN>`: the web port faces the internet and the
 * series name routes and volumes (docs/decisions.md, "Metrics").
 */
import { env } from "@/env";
import { exposition, metricsAuthorized } from "@/server/services/ops/metrics";

export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  const token = env().METRICS_TOKEN;
  if (!token) return Response.json({ success: false, message: "Not found" }, { status: 404 });
  if (!metricsAuthorized(req.headers.get("authorization"), token)) {
    return Response.json(
      { success: false, message: "A valid metrics token is required" },
      { status: 401, headers: { "www-authenticate": "Bearer" } },
    );
  }
  const { body, contentType } = await exposition("web");
  return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}
