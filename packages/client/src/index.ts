/**
 * @postpilot/client: the PostPilot API from TypeScript.
 *
 * - `createClient({ baseUrl, apiKey })`: a tRPC client typed from the app's router (the same
 *   procedures, inputs and answers as the app's pages; superjson, so dates stay dates).
 * - `createRestClient({ baseUrl, apiKey })`: a typed REST client (openapi-fetch) over the types
 *   generated from the served OpenAPI document (`paths`, `components`), for code that calls /api/*.
 *
 * The router type is imported type-only: this package carries no server code at run time.
 */
import { createTRPCClient, httpBatchLink, httpLink, splitLink, type TRPCClient } from "@trpc/client";
import createFetchClient, { type Client } from "openapi-fetch";
import superjson from "superjson";
import type { AppRouter } from "../../../src/server/api/root";
import type { paths } from "./openapi.generated";

export type { AppRouter };
export type { components, operations, paths } from "./openapi.generated";

/** The header naming the workspace a session token acts in (src/lib/workspace.ts; a test checks they agree). */
export const WORKSPACE_HEADER = "X-Workspace-Id";

export interface ClientOptions {
  /** Where PostPilot runs, e.g. https://postpilot.example.com (its APP_URL). */
  baseUrl: string;
  /** A workspace API key (`pp_live_…`, Settings → API keys) or a session token from POST /api/auth/login. */
  apiKey: string;
  /** With a session token: the workspace to act in (else the personal one). An API key acts in its own workspace. */
  workspaceId?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
}

function headers(options: ClientOptions): Record<string, string> {
  return {
    authorization: `Bearer ${options.apiKey}`,
    ...(options.workspaceId ? { [WORKSPACE_HEADER]: options.workspaceId } : {}),
  };
}

const root = (baseUrl: string) => baseUrl.replace(/\/+$/, "");

/**
 * The typed tRPC client: `client.post.schedule.mutate({ ... })`. Calls are batched; a mutation given
 * an idempotency key, `mutate(input, { context: { idempotencyKey: "…" } })`, goes alone with its
 * `Idempotency-Key` header (a retry with the same key and input creates nothing twice).
 */
export function createClient(options: ClientOptions): TRPCClient<AppRouter> {
  const url = `${root(options.baseUrl)}/api/trpc`;
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => typeof op.context.idempotencyKey === "string",
        true: httpLink({
          url,
          transformer: superjson,
          headers: ({ op }) => ({ ...headers(options), "Idempotency-Key": String(op.context.idempotencyKey) }),
          ...fetchOption,
        }),
        false: httpBatchLink({ url, transformer: superjson, headers: () => headers(options), ...fetchOption }),
      }),
    ],
  });
}

/** The typed REST client: `rest.POST("/posts/schedule", { body: { ... } })`. */
export function createRestClient(options: ClientOptions): Client<paths> {
  return createFetchClient<paths>({
    baseUrl: `${root(options.baseUrl)}/api`,
    headers: headers(options),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
