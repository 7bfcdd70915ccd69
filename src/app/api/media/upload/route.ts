import { createContext } from "@/server/api/trpc";
import { AppError, Forbidden, Unauthorized, ValidationError } from "@/server/errors";
import { withErrorResponses } from "@/server/api/error-response";
import { CROSS_SITE_MESSAGE, isCrossSiteCookieMutation, readBodyWithin, withBody } from "@/server/api/request-guards";
import { MAX_UPLOAD_BYTES, storeUpload } from "@/server/services/media/uploads";

export const dynamic = "force-dynamic";

const SEND_AS_MULTIPART = 'Send the file as multipart/form-data in the field "file".';

/** POST /api/media/upload (multipart field "file"): stores a PNG, JPG or MP4 for use in posts. */
export const POST = withErrorResponses("media.upload", async (req: Request) => {
  const ctx = await createContext({ headers: req.headers });
  if (!ctx.user) throw Unauthorized(ctx.authError ?? undefined);
  if (isCrossSiteCookieMutation(req)) throw Forbidden(CROSS_SITE_MESSAGE);
  // Room for the multipart envelope around one file; counted while streaming, chunked bodies included.
  const read = await readBodyWithin(req, MAX_UPLOAD_BYTES + 64 * 1024);
  if (!read.ok) throw new AppError("PAYLOAD_TOO_LARGE", "Files can be at most 10MB each.");
  let file: FormDataEntryValue | null;
  try {
    file = (await withBody(req, read.bytes).formData()).get("file");
  } catch {
    throw ValidationError(SEND_AS_MULTIPART);
  }
  if (!file || typeof file === "string") throw ValidationError(SEND_AS_MULTIPART);
  const stored = await storeUpload(ctx.user.id, Buffer.from(await file.arrayBuffer()));
  return Response.json({ success: true, data: stored });
});
