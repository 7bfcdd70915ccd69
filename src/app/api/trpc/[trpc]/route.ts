import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { appRouter } from "@/server/api/root";
import { createContext } from "@/server/api/trpc";
import { MEMBER_RATE_MESSAGE, awaitMemberTurn } from "@/server/api/member-rate";
import { rateHeaders } from "@/server/api/api-key-rate";
import { MAX_JSON_BODY_BYTES, MAX_TRPC_BATCH_SIZE } from "@/server/api/request-limits";
import {
  CROSS_SITE_MESSAGE,
  TOO_DEEP_MESSAGE,
  isCrossSiteCookieMutation,
  jsonNestsDeeperThan,
  readBodyWithin,
  withBody,
} from "@/server/api/request-guards";

export const dynamic = "force-dynamic";

/**
 * An error in tRPC's own shape (JSON-RPC code and HTTP status), through the same transformer as
 * the procedures' answers, so tRPC clients can read it.
 */
function refuse(status: number, message: string, code: string, headers?: HeadersInit) {
  const rpcCode = { PAYLOAD_TOO_LARGE: -32600, BAD_REQUEST: -32600, FORBIDDEN: -32003, TOO_MANY_REQUESTS: -32029 }[code] ?? -32600;
  return Response.json({ error: superjson.serialize({ message, code: rpcCode, data: { code, httpStatus: status } }) }, { status, headers });
}

/**
 * Procedures in one call: /api/trpc/a,b,c?batch=1 carries three. The commas are counted as sent
 * (`,` or `%2C`), without decoding: a malformed escape would throw (a 500); tRPC answers it 404.
 */
function batchSize(req: Request): number {
  const path = new URL(req.url).pathname.replace(/^\/api\/trpc\/?/, "");
  return path.split(/,|%2C/i).length;
}

async function handler(req: Request) {
  const retryAfter = await awaitMemberTurn(req);
  if (retryAfter !== null) return refuse(429, MEMBER_RATE_MESSAGE, "TOO_MANY_REQUESTS", { "Retry-After": String(retryAfter) });
  if (batchSize(req) > MAX_TRPC_BATCH_SIZE) {
    return refuse(400, `A batch may carry at most ${MAX_TRPC_BATCH_SIZE} calls`, "BAD_REQUEST");
  }
  if (isCrossSiteCookieMutation(req)) return refuse(403, CROSS_SITE_MESSAGE, "FORBIDDEN");
  let request = req;
  let input = new URL(req.url).searchParams.get("input") ?? "";
  if (req.method !== "GET") {
    const read = await readBodyWithin(req, MAX_JSON_BODY_BYTES);
    if (!read.ok) return refuse(413, "Request body too large", "PAYLOAD_TOO_LARGE");
    request = withBody(req, read.bytes);
    input = Buffer.from(read.bytes).toString("utf8");
  }
  if (jsonNestsDeeperThan(input)) return refuse(400, TOO_DEEP_MESSAGE, "BAD_REQUEST");
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: () => createContext({ headers: request.headers }),
    responseMeta: ({ ctx }) => ({ headers: rateHeaders(ctx?.keyRate) }),
  });
}

export { handler as GET, handler as POST };
