/**
 * The OpenAPI document served at /api/openapi.json, in one home: trpc-to-openapi derives paths,
 * parameters and bodies from the procedures, and this module finishes what it cannot know, so that
 * the document passes Redocly's recommended rules (test/api/openapi-lint.test.ts) and tells clients
 * the truth:
 * - two bearer schemes, a session token (POST /api/auth/login) and a workspace API key; public
 *   operations declare `security: []`;
 * - every error answer an operation can give, each with the one error body the doors send
 *   (`{ success: false, message, ...extra }`, src/server/api/error-body.ts), derived from what the
 *   operation is: its access kind (meta.access, trpc.ts), its method, its parameters and its
 *   Idempotency-Key header; a procedure names any further status its service can answer in
 *   `openapi.errorResponses` (e.g. 409 for a sign-up with a taken e-mail).
 */
import "server-only";
import { generateOpenApiDocument } from "trpc-to-openapi";
import { appRouter } from "@/server/api/root";
import type { ProcedureMeta } from "@/server/api/trpc";
import { env } from "@/env";

type Json = Record<string, unknown>;

interface Operation {
  operationId: string;
  summary?: string;
  security?: Json[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const WRITE_METHODS = new Set(["post", "put", "patch", "delete"]);

/** The error answers, by status: each a shared response object under components.responses. */
const ERROR_RESPONSES = {
  400: [
    "BadRequest",
    "The input is invalid (the message names the first problem; `errors` lists each field) or the JSON is malformed or nested too deep.",
  ],
  401: ["Unauthorized", "No credential, or the token or API key is expired, revoked or unknown."],
  403: [
    "Forbidden",
    "Not allowed: the API key lacks the scope the message names, the member's role or the plan is not enough, or a cookie-signed write came from another site.",
  ],
  404: ["NotFound", "The item named in the path or body does not exist in this workspace, or the caller may not see it."],
  409: [
    "Conflict",
    "The Idempotency-Key was used with another body, or the item's state does not allow the change (e.g. it was changed meanwhile, or the feature is switched off on this server: `featureDisabled`).",
  ],
  410: ["Gone", "The link existed and is over (revoked or expired)."],
  413: ["PayloadTooLarge", "The request body is larger than the API accepts."],
  429: ["TooManyRequests", "Too many requests from this key, member or address: retry after `Retry-After` seconds."],
  500: ["InternalError", "Unexpected failure (logged); the message carries no internals."],
  503: ["ServiceUnavailable", "The database or a service this call needs is unavailable right now; retry later."],
} as const satisfies Record<number, readonly [string, string]>;

type ErrorStatus = keyof typeof ERROR_RESPONSES;

const errorBody = {
  type: "object",
  description: "Every error answer of the API.",
  required: ["success", "message"],
  properties: {
    success: { type: "boolean", const: false },
    message: { type: "string", description: "What went wrong, for people." },
    errors: {
      type: "array",
      description: "Input problems, one per field (400).",
      items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } },
    },
    retryAfter: { type: "integer", description: "Seconds to wait before retrying (429; also in Retry-After)." },
    requiresUpgrade: { type: "boolean", description: "The plan does not include this feature (403)." },
    featureDisabled: { type: "boolean", description: "This server has the feature switched off (409)." },
  },
  additionalProperties: true,
  example: { success: false, message: "Content is required" },
};

const integerHeader = (description: string) => ({ description, schema: { type: "integer" } });

function errorResponseObject(status: ErrorStatus): Json {
  const [, description] = ERROR_RESPONSES[status];
  const response: Json = { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  if (status === 429) {
    response.headers = {
      "Retry-After": integerHeader("Seconds until a retry may succeed."),
      "RateLimit-Limit": integerHeader("Requests the API key may make in its window."),
      "RateLimit-Remaining": integerHeader("Requests left in the window."),
      "RateLimit-Reset": integerHeader("Seconds until the window resets."),
    };
  }
  return response;
}

/** The error answers an operation can give. */
export function errorStatuses(method: string, op: Operation, meta: ProcedureMeta | undefined): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([429, 500, 503]);
  const write = WRITE_METHODS.has(method);
  const params = op.parameters ?? [];
  const signedIn = (op.security?.length ?? 0) > 0;
  // A body that does not parse or nests too deep, or input the schema refuses.
  if (write || params.some((p) => p.in !== "header") || op.requestBody) statuses.add(400);
  // Any write: too large a body, and a cookie-signed write from another site.
  if (write) statuses.add(413).add(403);
  if (signedIn) statuses.add(401).add(403);
  // The item a path names, or (for writes) one the body names, may not exist or be out of reach.
  if (params.some((p) => p.in === "path") || (write && signedIn)) statuses.add(404);
  // Idempotency-Key reused with another body.
  if (params.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key")) statuses.add(409);
  if (meta?.access?.kind === "review-link") statuses.add(404).add(410);
  const declared = meta?.openapi?.errorResponses;
  for (const status of Array.isArray(declared) ? declared : Object.keys(declared ?? {}).map(Number)) {
    if (status in ERROR_RESPONSES) statuses.add(status as ErrorStatus);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** Each REST operation's procedure meta, by the operation id trpc-to-openapi gives it. */
function metaByOperationId(): Map<string, ProcedureMeta> {
  const byId = new Map<string, ProcedureMeta>();
  // tRPC keeps every procedure of the tree here, by its dotted path.
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta;
    if (meta?.openapi) byId.set(meta.openapi.operationId ?? path.replace(/\./g, "-"), meta);
  }
  return byId;
}

function buildDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: "PostPilot API",
    description:
      "REST door of the PostPilot API. Authenticate with `Authorization: Bearer <token>` from POST /api/auth/login, " +
      "or with a workspace's API key (`Bearer pp_live_…`, made on the API keys page; it needs the scope each endpoint names). " +
      "Writes accept an `Idempotency-Key` header. Errors are JSON `{ success: false, message }`.",
    version: "1.0.0",
    baseUrl: `${env().APP_URL.replace(/\/$/, "")}/api`,
    // Either credential, in the same Authorization header: trpc-to-openapi lists both as alternatives.
    securitySchemes: {
      sessionToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token POST /api/auth/login answers (7 days)." },
      apiKey: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "pp_live_…",
        description: "A workspace's API key (Settings → API keys): it acts in its workspace with its scopes (read, write, publish, ai, admin).",
      },
    },
  });
  const metas = metaByOperationId();
  const components = (document.components ??= {}) as Json & { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  // trpc-to-openapi's own error schemas (`error.CODE`) describe its body, not ours: replaced by Error.
  const schemas = Object.fromEntries(Object.entries(components.schemas ?? {}).filter(([name]) => !name.startsWith("error.")));
  components.schemas = { ...schemas, Error: errorBody };
  const used = new Set<ErrorStatus>();
  for (const item of Object.values(document.paths ?? {}) as Record<string, Operation>[]) {
    for (const [method, op] of Object.entries(item)) {
      const meta = metas.get(op.operationId);
      // Public operations say so: no credential needed.
      op.security ??= [];
      const success = Object.fromEntries(Object.entries(op.responses).filter(([status]) => /^[23]/.test(status)));
      const errors = errorStatuses(method, op, meta);
      for (const status of errors) used.add(status);
      op.responses = {
        ...success,
        ...Object.fromEntries(errors.map((s) => [String(s), { $ref: `#/components/responses/${ERROR_RESPONSES[s][0]}` }])),
      };
    }
  }
  components.responses = Object.fromEntries(
    [...used].sort((a, b) => a - b).map((status) => [ERROR_RESPONSES[status][0], errorResponseObject(status)]),
  );
  return document;
}

let cachedDocument: ReturnType<typeof generateOpenApiDocument> | undefined;

/** The document (built once per process: the router does not change while it runs). */
export function openApiDocument() {
  cachedDocument ??= buildDocument();
  return cachedDocument;
}
