/**
 * The REST door: serves every documented /api/* endpoint from the tRPC procedures
 * (trpc-to-openapi), and shapes every error as the spec's `{ success: false, message, ...extra }`.
 */
import "server-only";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import { TRPCError } from "@trpc/server";
import { appRouter } from "@/server/api/root";
import { createContext, type Context } from "@/server/api/trpc";
import { MAX_JSON_BODY_BYTES } from "@/server/api/request-limits";
import { CROSS_SITE_MESSAGE, TOO_DEEP_MESSAGE, isCrossSiteCookieMutation, jsonNestsDeeperThan, readBodyWithin } from "@/server/api/request-guards";
import { errorResponse } from "@/server/api/error-body";
import { MEMBER_RATE_MESSAGE, awaitMemberTurn } from "@/server/api/member-rate";
import { rateHeaders, withRateHeadersOf } from "@/server/api/api-key-rate";

/** The document of this door (one home: openapi-document.ts). */
export { openApiDocument } from "@/server/api/openapi-document";

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface OpenApiErrorBody {
  message?: string;
  code?: string;
  issues?: { path: PropertyKey[]; message: string }[];
  data?: { extra?: Record<string, unknown> };
}

/** Rewrites trpc-to-openapi's error body into ours: a readable message, the spec's extra keys, no internals. */
async function shapeError(res: Response): Promise<Response> {
  const body = (await res.json().catch(() => null)) as OpenApiErrorBody | null;
  const extra = body?.data?.extra ?? {};
  let message = body?.message ?? "Request failed";
  const payload: Record<string, unknown> = { ...extra };
  if (body?.issues?.length) {
    message = body.issues[0]!.message;
    payload.errors = body.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  } else if (body?.code === "PARSE_ERROR") {
    message = "Malformed JSON in request body";
  } else if (body?.code === "NOT_FOUND" && message === "Not found") {
    message = "Endpoint not found";
  } else if (body?.code === "UNSUPPORTED_MEDIA_TYPE") {
    message = "Send the request body as JSON (Content-Type: application/json)";
  }
  // A link or token that existed and is over (a revoked or expired review link) is 410 Gone here;
  // tRPC has no such code, so the procedures answer 404 with `gone` beside the message.
  return errorResponse(extra.gone === true ? 410 : res.status, message, payload);
}

export async function handleRestRequest(req: Request): Promise<Response> {
  const retryAfter = await awaitMemberTurn(req);
  if (retryAfter !== null) return errorResponse(429, MEMBER_RATE_MESSAGE, { retryAfter });
  if (isCrossSiteCookieMutation(req)) return errorResponse(403, CROSS_SITE_MESSAGE);
  let text: string | undefined;
  const headers = new Headers(req.headers);
  if (METHODS_WITH_BODY.has(req.method)) {
    const read = await readBodyWithin(req, MAX_JSON_BODY_BYTES);
    if (!read.ok) return errorResponse(413, "Request body too large");
    text = Buffer.from(read.bytes).toString("utf8");
    if (jsonNestsDeeperThan(text)) return errorResponse(400, TOO_DEEP_MESSAGE);
    // Body-less POST/DELETE calls (publish-now, cancel, disconnect) need no content type.
    if (text.trim() === "") {
      text = "{}";
      headers.set("content-type", "application/json");
    }
  } else {
    await req.body?.cancel().catch(() => undefined);
  }
  const res = await serveOpenApi(req, headers, text);
  return res.ok ? res : withRateHeadersOf(res, await shapeError(res));
}

type OpenApiHandler = ReturnType<typeof createOpenApiNodeHttpHandler>;
let openApiHandler: OpenApiHandler | undefined;

/**
 * trpc-to-openapi's fetch adapter, with its route table built once: the library's
 * createOpenApiFetchHandler builds it (a RegExp per procedure) on every request, about 0.5 ms each.
 * Like that adapter, it hands the node-http handler the request with "/api" cut from its URL, our
 * headers and the body already read, parsed as JSON (a body that does not parse is the handler's
 * PARSE_ERROR when it reads it).
 */
function serveOpenApi(req: Request, headers: Headers, text: string | undefined): Promise<Response> {
  openApiHandler ??= createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ req: proxied }: { req: unknown }) => createContext({ headers: (proxied as Request).headers, door: "api" }),
    responseMeta: ({ ctx }: { ctx?: Context }) => ({ headers: rateHeaders(ctx?.keyRate) }),
  } as unknown as Parameters<typeof createOpenApiNodeHttpHandler>[0]);
  const handle = openApiHandler;
  const url = req.url.replace("/api", "");
  let parsed: { ok: true; value: unknown } | { ok: false; cause: unknown } = { ok: true, value: text };
  if (text !== undefined && headers.get("content-type")?.includes("application/json")) {
    try {
      parsed = { ok: true, value: JSON.parse(text) };
    } catch (cause) {
      parsed = { ok: false, cause };
    }
  }
  const proxied = new Proxy(req, {
    get(target, prop) {
      if (prop === "url") return url;
      if (prop === "headers") return headers;
      if (prop === "body") {
        if (!parsed.ok) throw new TRPCError({ code: "PARSE_ERROR", message: "Failed to parse request body", cause: parsed.cause });
        return parsed.value;
      }
      return Reflect.get(target, prop) as unknown;
    },
  });
  return new Promise((resolve) => {
    const answerHeaders = new Headers();
    let statusCode = 200;
    const res = {
      setHeader(key: string, value: string | string[]) {
        if (typeof value === "string") answerHeaders.set(key, value);
        else for (const v of value) answerHeaders.append(key, v);
      },
      get statusCode() {
        return statusCode;
      },
      set statusCode(code: number) {
        statusCode = code;
      },
      end(answer?: string) {
        resolve(new Response(answer, { headers: answerHeaders, status: statusCode }));
      },
    };
    void handle(proxied as never, res as never);
  });
}
