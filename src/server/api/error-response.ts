/**
 * The spec's error body, `{ success: false, message, ...extra }`, built in one place for every door
 * that answers with a plain Response: the REST adapter and the route handlers under src/app/api
 * (upload, media, Stripe webhook, next-auth). tRPC's own door shapes the same fields in trpc.ts.
 */
import "server-only";
import { AppError, HTTP_STATUS, type ErrorExtra } from "@/server/errors";
import { isDatabaseUnavailable } from "@/server/db";
import { logger } from "@/server/logger";
import { errorResponse } from "@/server/api/error-body";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is busy or unreachable right now. Please try again in a moment.";

/** A domain error as its spec answer (status, message, extra keys). */
export function appErrorResponse(err: AppError): Response {
  return errorResponse(HTTP_STATUS[err.code], err.message, err.extra as ErrorExtra);
}

/**
 * Any thrown value as an answer, mapped as the procedures map it: a domain error keeps its status,
 * an unreachable database is a 503 (it passes; clients retry), anything else is logged once and a 500
 * without internals.
 */
export function responseForError(err: unknown, where: string): Response {
  if (err instanceof AppError) return appErrorResponse(err);
  logger.error({ err, path: where }, "route handler failed");
  if (isDatabaseUnavailable(err)) return errorResponse(503, DATABASE_UNAVAILABLE_MESSAGE);
  return errorResponse(500, INTERNAL_ERROR_MESSAGE);
}

/** Wraps a route handler so that whatever it throws is answered by responseForError. */
export function withErrorResponses<Args extends unknown[]>(where: string, handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (err) {
      return responseForError(err, where);
    }
  };
}
