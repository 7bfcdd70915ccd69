import { createContext, workspaceAccess } from "@/server/api/trpc";
import { Forbidden, TooManyRequests, Unauthorized } from "@/server/errors";
import { API_KEY_RATE_MESSAGE } from "@/server/api/api-key-rate";
import { withErrorResponses } from "@/server/api/error-response";
import { multipartFile } from "@/server/api/multipart-file";
import { CROSS_SITE_MESSAGE, isCrossSiteCookieMutation } from "@/server/api/request-guards";
import { checkImport } from "@/server/services/imports/imports";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES } from "@/server/services/imports/format";

export const dynamic = "force-dynamic";

const SEND_AS_MULTIPART = 'Send the file (CSV or JSON) as multipart/form-data in the field "file".';

/**
 * POST /api/imports/upload (multipart field "file", CSV or JSON, 10 MB): the dry run of an import
 * (issue 28). The file is read as it arrives (counted, decoded, parsed row by row) and checked; the
 * answer is the report, by row and column. Nothing is created until POST /api/imports/{id}/run.
 * Same access as the imports procedures (workspaceProcedure("CONTRIBUTOR"), key scope write).
 */
export const POST = withErrorResponses("imports.upload", async (req: Request) => {
  const ctx = await createContext({ headers: req.headers });
  if (ctx.keyRate?.retryAfter) throw TooManyRequests(API_KEY_RATE_MESSAGE, ctx.keyRate.retryAfter);
  if (!ctx.user) throw Unauthorized(ctx.authError ?? undefined);
  if (isCrossSiteCookieMutation(req)) throw Forbidden(CROSS_SITE_MESSAGE);
  const { actor } = workspaceAccess({ user: ctx.user, membership: ctx.membership, apiKey: ctx.apiKey, door: ctx.door }, "CONTRIBUTOR", {
    keyScope: "write",
  });
  let fileName = "import";
  const file = await multipartFile(req, {
    field: "file",
    maxBodyBytes: MAX_IMPORT_BYTES + 64 * 1024,
    tooLargeMessage: IMPORT_TOO_LARGE_MESSAGE,
    invalidMessage: SEND_AS_MULTIPART,
    onFileName: (name) => (fileName = name),
  });
  const checked = await checkImport(actor, file, fileName);
  return Response.json({ success: true, import: checked });
});
