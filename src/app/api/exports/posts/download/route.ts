import { createContext, workspaceAccess } from "@/server/api/trpc";
import { TooManyRequests, Unauthorized, ValidationError } from "@/server/errors";
import { API_KEY_RATE_MESSAGE } from "@/server/api/api-key-rate";
import { withErrorResponses } from "@/server/api/error-response";
import { exportInput } from "@/server/api/routers/imports.schemas";
import { exportPosts } from "@/server/services/imports/export";

export const dynamic = "force-dynamic";

/**
 * GET /api/exports/posts/download?format=csv|json&status=&from=&to=&network=: the export of
 * GET /api/exports/posts (the same service and filters) as a file to save (issue 28). Same access
 * as that procedure (workspaceProcedure("CLIENT"), key scope read).
 */
export const GET = withErrorResponses("imports.export.download", async (req: Request) => {
  const ctx = await createContext({ headers: req.headers });
  if (ctx.keyRate?.retryAfter) throw TooManyRequests(API_KEY_RATE_MESSAGE, ctx.keyRate.retryAfter);
  if (!ctx.user) throw Unauthorized(ctx.authError ?? undefined);
  const { actor } = workspaceAccess({ user: ctx.user, membership: ctx.membership, apiKey: ctx.apiKey, door: ctx.door }, "CLIENT", {
    keyScope: "read",
  });
  const params = Object.fromEntries(new URL(req.url).searchParams.entries());
  const parsed = exportInput.safeParse(params);
  if (!parsed.success) throw ValidationError(parsed.error.issues[0]?.message ?? "Invalid filters");
  const input = parsed.data;
  const file = await exportPosts(
    actor,
    {
      status: input.status,
      from: input.from ? new Date(input.from) : undefined,
      to: input.to ? new Date(input.to) : undefined,
      network: input.network,
    },
    input.format,
  );
  return new Response(file.content, {
    headers: { "content-type": file.contentType, "content-disposition": `attachment; filename="${file.fileName}"`, "cache-control": "no-store" },
  });
});
