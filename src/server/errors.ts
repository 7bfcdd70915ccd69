/**
 * Domain errors. Services throw these; one mapping (src/server/api/trpc.ts) turns them into
 * tRPC errors, and src/server/api/error-response.ts into the spec's `{ success: false, message, ...extra }` bodies
 * (the REST adapter and every route handler under src/app/api).
 */
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  | "NOT_IMPLEMENTED"
  | "BAD_GATEWAY"
  | "SERVICE_UNAVAILABLE";

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/** Extra keys the spec puts beside `message` in error bodies (requiresUpgrade, quotaExceeded, ...). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type ErrorExtra = Record<string, JsonValue>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const ValidationError = (message: string, extra?: ErrorExtra) => new AppError("BAD_REQUEST", message, extra);
export const Unauthorized = (message = "Authentication required") => new AppError("UNAUTHORIZED", message);
export const Forbidden = (message = "You do not have access to this resource", extra?: ErrorExtra) => new AppError("FORBIDDEN", message, extra);
export const NotFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found`);
export const Conflict = (message: string) => new AppError("CONFLICT", message);
export const TooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", message, { retryAfter: retryAfterSeconds });
export const NotImplemented = () => new AppError("NOT_IMPLEMENTED", "Not implemented yet");
export const UpstreamError = (message: string) => new AppError("BAD_GATEWAY", message);

/**
 * A feature this server has switched off (payments without Stripe keys): 409 with `featureDisabled`,
 * a client-side condition the caller can read, not a server failure (no 5xx).
 */
export const FeatureDisabled = (message: string, extra: ErrorExtra = {}) => new AppError("CONFLICT", message, { featureDisabled: true, ...extra });
