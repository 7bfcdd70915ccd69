/**
 * tRPC setup: the request context, the error mapping, and the procedure kinds
 * (public, protected, paid, premium, admin, and workspace(minimum role)). Every router builds on these; the REST adapter
 * (src/app/api/[...rest]/route.ts) calls the very same procedures.
 */
import "server-only";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import { AppError, TooManyRequests, type ErrorExtra } from "@/server/errors";
import { API_KEY_RATE_MESSAGE, takeApiKeyTurn, type KeyRate } from "@/server/api/api-key-rate";
import { logger } from "@/server/logger";
import { isDatabaseUnavailable } from "@/server/db";
import { DATABASE_UNAVAILABLE_MESSAGE, INTERNAL_ERROR_MESSAGE } from "@/server/api/error-response";
import { clientAddress } from "@/server/lib/client-address";
import { withinMemberShare } from "@/server/api/member-slots";
import { printableText, unstorableTextProblem } from "@/server/lib/storable-text";
import { presentedCredential, resolveRequestUser, type AuthUser } from "@/server/services/auth/request-user";
import type { SessionClaims } from "@/server/services/auth/tokens";
import { hasPaidRole, hasPremiumAccess, type AccessSubject } from "@/lib/access";
import { currentUsage } from "@/server/services/credits/prompt-credits";
import { readCookie } from "@/server/services/auth/credential";
import { isWorkspacePaused, type ActiveWorkspace } from "@/server/services/workspaces/membership";
import { WORKSPACE_PAUSED_MESSAGE } from "@/lib/teams";
import type { Actor } from "@/server/services/workspaces/actor";
import { WORKSPACE_COOKIE, WORKSPACE_HEADER } from "@/lib/workspace";
import { roleAtLeast, roleRequiredMessage, type WorkspaceRole } from "@/server/services/workspaces/roles";
import { openReviewLink } from "@/server/services/review-links/links";
import { enforceRateLimits } from "@/server/services/rate-limit";
import type { ApiKeyCredential } from "@/server/services/api-keys/authenticate";
import { redactApiKeys, type ApiKeyScope } from "@/lib/api-keys";
import { ACCOUNT_SCOPES, ADMIN_SCOPES, WORKSPACE_SCOPES, missingScope, requiredScope, type KindScopes, type ScopedMeta } from "@/server/api/scopes";
import { runIdempotently } from "@/server/api/idempotency";

export interface Context {
  user: AuthUser | null;
  /** Why a presented credential was refused (expired, revoked, suspended); shown instead of a generic 401. */
  authError: string | null;
  /** The presented token's claims when it was accepted (signing out revokes that token). */
  token: SessionClaims | null;
  ip: string;
  headers: Headers;
  /**
   * The user's membership of the workspace the request names (header, cookie, else personal), read with
   * the user; null when not a member. Procedures read it only through workspaceProcedure.
   */
  membership: ActiveWorkspace | null;
  /** The door: the app's pages (tRPC) or the REST API (the adapter says so); recorded in a post's history. */
  door: "app" | "api";
  /** The API key the request came with (its scopes bound the procedures it reaches); null for a session. */
  apiKey?: ApiKeyCredential | null;
  /** The key's request count in its window (api-key-rate.ts): over the limit, signed-in procedures answer 429. */
  keyRate?: KeyRate | null;
}

export const WRONG_AUDIENCE_MESSAGE = "This access token was issued for another resource";

/**
 * Builds the context from a request's headers: a bearer token or the session cookie. `resource`: the
 * URL of the door when it accepts OAuth access tokens (the MCP server); an access token issued for
 * another resource (or used at a door without one) is refused as if unknown (audience check, RFC 8707).
 */
export async function createContext(opts: { headers: Headers; door?: "app" | "api"; resource?: string }): Promise<Context> {
  const { headers } = opts;
  const ip = clientAddress(headers);
  // The credential is read and an API key hashed once; the key's rate-limit count (one Redis command)
  // is sent first and runs beside the credential's check (PostgreSQL), not after it.
  const credential = presentedCredential(headers);
  const [keyRate, checked] = await Promise.all([takeApiKeyTurn(credential), resolveRequestUser(credential, requestedWorkspaceId(headers))]);
  const { claims, apiKey } = checked;
  const wrongAudience = Boolean(apiKey?.resource && apiKey.resource !== opts.resource);
  const user = wrongAudience ? null : checked.user;
  const membership = wrongAudience ? null : (checked.membership ?? null);
  const error = wrongAudience ? WRONG_AUDIENCE_MESSAGE : checked.error;
  const door = opts.door ?? "app";
  return { user, authError: error, token: claims ?? null, ip, headers, membership, door, apiKey: wrongAudience ? null : (apiKey ?? null), keyRate };
}

function firstIssueMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  return issue.message;
}

/**
 * Who may call a procedure, as its kind declares it (once, below): read by the policy matrix test
 * (test/api/policy-matrix.test.ts), which checks every procedure's answers against it on both doors.
 */
export type Access =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "plan"; plan: "paid" | "premium" }
  | { kind: "admin" }
  | { kind: "workspace"; role: WorkspaceRole; plan?: "paid" | "premium"; whilePaused?: "allow" }
  /** No account: the review link's token in the input is the credential (reviewLinkProcedure). */
  | { kind: "review-link" };

/** A procedure's meta: its REST door, the API-key scope it needs if not its kind's (scopes.ts), and its audience. */
export type ProcedureMeta = ScopedMeta & { access?: Access };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      const extra: ErrorExtra = cause instanceof AppError ? cause.extra : {};
      let message = shape.message;
      if (cause instanceof ZodError) message = firstIssueMessage(cause);
      else if (error.code === "INTERNAL_SERVER_ERROR") message = INTERNAL_ERROR_MESSAGE;
      // A key pasted into an input is never echoed back in an error (issue 28).
      message = redactApiKeys(message);
      return {
        message,
        code: shape.code,
        // No stack traces, ever: the data carries only what a client needs.
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, extra },
        success: false as const,
        ...extra,
      };
    },
  });

/** Turns domain errors into tRPC errors with the right status; logs unexpected ones once. */
const errorMapping = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    // A resolver threw a domain error: tRPC wrapped it as INTERNAL_SERVER_ERROR; give it its real code.
    if (result.error.code === "INTERNAL_SERVER_ERROR" && cause instanceof AppError) {
      throw new TRPCError({ code: cause.code, message: cause.message, cause });
    }
    if (result.error.code === "INTERNAL_SERVER_ERROR") {
      logger.error({ err: cause ?? result.error, path }, "procedure failed");
      // Overload or an outage is not the caller's fault and passes: say so, so that clients retry.
      if (isDatabaseUnavailable(cause)) {
        throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE, cause });
      }
    }
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The first string (value or key) in an input that could not be stored, as a path, and why. */
function findUnstorableText(value: unknown, path: string[] = [], depth = 0): { path: string[]; problem: string } | null {
  if (typeof value === "string") {
    const problem = unstorableTextProblem(value);
    return problem ? { path, problem } : null;
  }
  if (depth > 32 || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = unstorableTextProblem(key);
    if (problem) return { path: [...path, printableText(key)], problem };
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every text input on both doors: NUL characters and unpaired surrogates are refused
 * with 400 naming the field (they used to reach PostgreSQL or an encoder and come back as a 500).
 */
const storableText = t.middleware(async ({ getRawInput, next }) => {
  const found = findUnstorableText(await getRawInput().catch(() => undefined));
  if (found) {
    const field = found.path.length > 0 ? ` (${found.path.join(".")})` : "";
    throw new TRPCError({ code: "BAD_REQUEST", message: `Text must not contain ${found.problem}${field}` });
  }
  return next();
});

export const publicProcedure = t.procedure
  .use(errorMapping)
  .use(storableText)
  .meta({ access: { kind: "public" } });

const signedIn = publicProcedure
  .use(({ ctx, next }) => {
    if (ctx.keyRate?.retryAfter) {
      const refusal = TooManyRequests(API_KEY_RATE_MESSAGE, ctx.keyRate.retryAfter);
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: refusal.message, cause: refusal });
    }
    if (!ctx.user) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: ctx.authError ?? "Authentication required" });
    }
    const user = ctx.user;
    return withinMemberShare(user.id, () => next({ ctx: { ...ctx, user } }));
  })
  .meta({ access: { kind: "signed-in" } });

/**
 * The scope an API key needs (scopes.ts): the procedure's meta, else its kind's default for queries
 * and mutations. Sessions pass. A key without it: 403 naming the scope.
 */
function keyScope(kind: KindScopes) {
  return t.middleware(async ({ ctx, meta, type, getRawInput, next }) => {
    if (!ctx.apiKey) return next();
    const input = typeof meta?.scope === "function" ? await getRawInput().catch(() => undefined) : undefined;
    const scope = requiredScope(meta, type, kind, () => input);
    if (!ctx.apiKey.scopes.includes(scope)) {
      const refusal = missingScope(scope);
      throw new TRPCError({ code: "FORBIDDEN", message: refusal.message, cause: refusal });
    }
    return next();
  });
}

/** Idempotency-Key on every signed-in mutation (idempotency.ts); after the scope, so a refusal keeps nothing. */
const idempotency = t.middleware(async ({ ctx, type, path, meta, getRawInput, next }) => {
  if (!ctx.user) return next();
  return runIdempotently({ ctx: { ...ctx, user: ctx.user }, type, path, meta, getRawInput, next });
});

/** Signed in, about the caller's own account (profile, billing, connecting): keys need read, or admin to change. */
export const protectedProcedure = signedIn.use(keyScope(ACCOUNT_SCOPES)).use(idempotency);

/** Role paid (shown as Pro) or admin: AI content plans. The refusal carries the user's AI prompts (spec part 1 §7). */
export const paidProcedure = protectedProcedure
  .use(async ({ ctx, next }) => {
    if (!hasPaidRole(ctx.user)) throw await paidRefusal(ctx.user.id);
    return next();
  })
  .meta({ access: { kind: "plan", plan: "paid" } });

async function paidRefusal(payerId: string): Promise<TRPCError> {
  const usage = await currentUsage(payerId);
  return new TRPCError({
    code: "FORBIDDEN",
    message: "AI Content Planning is only available to Pro plan users. Please upgrade to access this feature.",
    cause: new AppError("FORBIDDEN", "Upgrade required", { requiresUpgrade: true, ...usage }),
  });
}

function premiumRefusal(): TRPCError {
  return new TRPCError({
    code: "FORBIDDEN",
    message: "AI Video Generation is only available to premium users. Upgrade to unlock this feature!",
    cause: new AppError("FORBIDDEN", "Upgrade required", { requiresUpgrade: true }),
  });
}

/** Role paid/admin or a Basic, Pro or Enterprise subscription: AI video generation. */
export const premiumProcedure = protectedProcedure
  .use(({ ctx, next }) => {
    if (!hasPremiumAccess(ctx.user)) throw premiumRefusal();
    return next();
  })
  .meta({ access: { kind: "plan", plan: "premium" } });

export const adminProcedure = signedIn
  .use(({ ctx, next }) => {
    if (ctx.user.role !== "admin") {
      throw new TRPCError({ code: "FORBIDDEN", message: "Admin access required" });
    }
    return next();
  })
  .use(keyScope(ADMIN_SCOPES))
  .use(idempotency)
  .meta({ access: { kind: "admin" } });

/** The workspace a request names: the X-Workspace-Id header, else the switcher's cookie, else none (personal). */
export function requestedWorkspaceId(headers: Headers): string | null {
  const named = headers.get(WORKSPACE_HEADER)?.trim() || readCookie(headers, WORKSPACE_COOKIE)?.trim();
  return named ? named : null;
}

export const WORKSPACE_NOT_FOUND_MESSAGE = "Workspace not found";

/**
 * Workspace scope, declared once per procedure: `workspaceProcedure("EDITOR")`. Resolves the active
 * workspace (the X-Workspace-Id header on both doors, defaulting to the caller's personal workspace)
 * and the caller's role in it, read on every request with the user (createContext: one more index
 * lookup in the same statement, no extra round trip; bench/workspace-policy.ts).
 * Not a member (or no such workspace): 404, so ids do not leak. A member below `minimum`: 403 naming
 * the role needed. Handlers read `ctx.workspace` (and `ctx.actor`, what services take) and never check
 * membership themselves. An API key acts in its own workspace only, and needs `read` for queries,
 * `write` for mutations (unless the meta names another scope), `admin` for ADMIN or OWNER procedures.
 */
export function workspaceProcedure(minimum: WorkspaceRole) {
  return signedIn
    .use(async ({ ctx, next }) => next({ ctx: { ...ctx, ...checkedAccess(ctx, minimum, { whilePaused: "refuse" }) } }))
    .use(keyScope(roleAtLeast(minimum, "ADMIN") ? ADMIN_SCOPES : WORKSPACE_SCOPES))
    .use(idempotency)
    .meta({ access: { kind: "workspace", role: minimum } });
}

/**
 * workspaceProcedure for managing the members themselves (roles, removal, leaving, ownership,
 * revoking invitations): open while the workspace is paused, so that its owner can still tidy up.
 */
export function workspaceMembersProcedure(minimum: WorkspaceRole) {
  return signedIn
    .use(async ({ ctx, next }) => next({ ctx: { ...ctx, ...checkedAccess(ctx, minimum, { whilePaused: "allow" }) } }))
    .use(keyScope(roleAtLeast(minimum, "ADMIN") ? ADMIN_SCOPES : WORKSPACE_SCOPES))
    .use(idempotency)
    .meta({ access: { kind: "workspace", role: minimum, whilePaused: "allow" } });
}

/** The plan that pays for a workspace: its owner's, read with the membership (no query). */
function payerPlan(ctx: { workspace: ActiveWorkspace }): AccessSubject {
  return ctx.workspace.ownerPlan;
}

/**
 * workspaceProcedure for AI video: the role first, then the plan of the workspace's owner (who pays),
 * so a free member of a Pro team makes the team's videos. In a personal workspace: premiumProcedure's answer.
 */
export function premiumWorkspaceProcedure(minimum: WorkspaceRole) {
  return workspaceProcedure(minimum)
    .use(async ({ ctx, next }) => {
      if (!hasPremiumAccess(payerPlan(ctx))) throw premiumRefusal();
      return next();
    })
    .meta({ access: { kind: "workspace", role: minimum, plan: "premium" } });
}

/** workspaceProcedure for AI content plans: the role, then the owner's plan (as premiumWorkspaceProcedure). */
export function paidWorkspaceProcedure(minimum: WorkspaceRole) {
  return workspaceProcedure(minimum)
    .use(async ({ ctx, next }) => {
      if (!hasPaidRole(payerPlan(ctx))) throw await paidRefusal(ctx.workspace.ownerUserId);
      return next();
    })
    .meta({ access: { kind: "workspace", role: minimum, plan: "paid" } });
}

function checkedAccess(
  ctx: { user: AuthUser; membership: ActiveWorkspace | null; door?: "app" | "api" },
  minimum: WorkspaceRole,
  options: { whilePaused: WhilePaused },
): WorkspaceAccess {
  try {
    return workspaceAccess(ctx, minimum, options);
  } catch (err) {
    if (err instanceof AppError) throw new TRPCError({ code: err.code, message: err.message, cause: err });
    throw err;
  }
}

export interface WorkspaceAccess {
  workspace: ActiveWorkspace;
  actor: Actor;
}

/** Whether a procedure still answers while its team workspace is paused (the owner's plan lapsed). */
export type WhilePaused = "refuse" | "allow";

/**
 * The one policy check behind workspaceProcedure, shared with the route handlers outside tRPC (the
 * media upload): the request's membership (resolved by createContext) against the lowest role
 * accepted. Not a member: 404 "Workspace not found"; below `minimum`: 403 naming the role. In a
 * paused team workspace every role counts as CLIENT (read only): anything above answers 403 with
 * `workspacePaused`, except the member-management kind (`whilePaused: "allow"`).
 */
export function workspaceAccess(
  ctx: { user: AuthUser; membership: ActiveWorkspace | null; door?: "app" | "api"; apiKey?: ApiKeyCredential | null },
  minimum: WorkspaceRole,
  /**
   * whilePaused: the member-management kind stays open in a paused team. keyScope: route handlers
   * outside tRPC name the API-key scope they need here (procedures: by their kind).
   */
  { whilePaused = "refuse", keyScope }: { whilePaused?: WhilePaused; keyScope?: ApiKeyScope } = {},
): WorkspaceAccess {
  const workspace = ctx.membership;
  if (!workspace) throw new AppError("NOT_FOUND", WORKSPACE_NOT_FOUND_MESSAGE);
  if (!roleAtLeast(workspace.role, minimum)) {
    throw new AppError("FORBIDDEN", roleRequiredMessage(minimum), { requiredRole: minimum });
  }
  if (minimum !== "CLIENT" && whilePaused === "refuse" && isWorkspacePaused(workspace)) {
    throw new AppError("FORBIDDEN", WORKSPACE_PAUSED_MESSAGE, { workspacePaused: true });
  }
  if (keyScope && ctx.apiKey && !ctx.apiKey.scopes.includes(keyScope)) throw missingScope(keyScope);
  return {
    workspace,
    actor: {
      userId: ctx.user.id,
      workspaceId: workspace.id,
      ownerUserId: workspace.ownerUserId,
      role: workspace.role,
      approvalPolicy: workspace.approvalPolicy,
      via: ctx.door ?? "app",
    },
  };
}

/** Requests per minute one address may make to the public review-link procedures (open and decide alike). */
export const REVIEW_LINK_REQUESTS_PER_MINUTE = 120;

/**
 * A client review link's scope, declared once (issue 26): no account, no session; the `token` in
 * the input opens the link (unknown: 404; revoked or expired: gone, 410 on the REST door) and
 * handlers read `ctx.reviewLink`, whose workspace and posts bound everything they may show or do.
 * Rate-limited per address before the token is even read.
 */
export const reviewLinkProcedure = publicProcedure
  .input(z.object({ token: z.string().max(200, "token is too long.").describe("The token in the review link's URL.") }))
  .use(async ({ ctx, input, next }) => next({ ctx: { ...ctx, reviewLink: await openedReviewLink(ctx.ip, input.token) } }))
  .meta({ access: { kind: "review-link" } });

async function openedReviewLink(ip: string, token: string) {
  try {
    await enforceRateLimits(
      [{ bucket: "review-link:ip", key: ip, limit: REVIEW_LINK_REQUESTS_PER_MINUTE, windowSeconds: 60 }],
      "Too many requests to review links from your address.",
    );
    return await openReviewLink(token);
  } catch (err) {
    if (err instanceof AppError) throw new TRPCError({ code: err.code, message: err.message, cause: err });
    throw err;
  }
}
