import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "@/server/api/root";
import { createContext } from "@/server/api/trpc";
import { MAX_JSON_BODY_BYTES } from "@/server/api/limits";

export const dynamic = "force-dynamic";

function handler(req: Request) {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_JSON_BODY_BYTES) {
    return Response.json({ error: { message: "Request body too large", code: -32600 } }, { status: 413 });
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => createContext({ headers: req.headers }),
  });
}

export { handler as GET, handler as POST };
