/**
 * Liveness probe (issue 27): 200 while the process can answer; no database, Redis or disk. Not a
 * tRPC procedure: it must not touch sessions or rate limits (docs/decisions.md, "Probes").
 */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
