import { createContext, workspaceAccess } from "@/server/api/trpc";
import { Forbidden, TooManyRequests, Unauthorized } from "@/server/errors";
import { API_KEY_RATE_MESSAGE } from "@/server/api/api-key-rate";
import { withErrorResponses } from "@/server/api/error-response";
import { multipartFile } from "@/server/api/multipart-file";
import { CROSS_SITE_MESSAGE, isCrossSiteCookieMutation } from "@/server/api/request-guards";
import { MAX_UPLOAD_BYTES, storeUpload } from "@/server/services/media/uploads";

export const dynamic = "force-dynamic";

const SEND_AS_MULTIPART = 'Send the file as multipart/form-data in the field "file".';

/**
 * POST /api/media/upload (multipart field "file"): stores a PNG, JPG or MP4 for use in posts. The
 * file streams into the media store as it arrives, its size counted on the way. It belongs to the
 * active workspace (X-Workspace-Id, else the personal one); a contributor or higher may upload.
 */
export const POST = withErrorResponses("media.upload", async (req: Request) => {
  const ctx = await createContext({ headers: req.headers });
  if (ctx.keyRate?.retryAfter) throw TooManyRequests(API_KEY_RATE_MESSAGE, ctx.keyRate.retryAfter);
  if (!ctx.user) throw Unauthorized(ctx.authError ?? undefined);
  if (isCrossSiteCookieMutation(req)) throw Forbidden(CROSS_SITE_MESSAGE);
  // The same check as workspaceProcedure("CONTRIBUTOR"): the file belongs to the active workspace.
  const { actor } = workspaceAccess({ user: ctx.user, membership: ctx.membership, apiKey: ctx.apiKey }, "CONTRIBUTOR", { keyScope: "write" });
  const file = await multipartFile(req, {
    field: "file",
    // Room for the multipart envelope around one file; counted while streaming, chunked bodies included.
    maxBodyBytes: MAX_UPLOAD_BYTES + 64 * 1024,
    tooLargeMessage: "Files can be at most 10MB each.",
    invalidMessage: SEND_AS_MULTIPART,
  });
  const stored = await storeUpload(actor, file);
  return Response.json({ success: true, data: stored });
});
