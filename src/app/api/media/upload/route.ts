import { createContext } from "@/server/api/trpc";
import { AppError, HTTP_STATUS } from "@/server/errors";
import { CROSS_SITE_MESSAGE, isCrossSiteCookieMutation, readBodyWithin, withBody } from "@/server/api/request-guards";
import { MAX_UPLOAD_BYTES, storeUpload } from "@/server/services/media/uploads";

export const dynamic = "force-dynamic";

function fail(status: number, message: string) {
  return Response.json({ success: false, message }, { status });
}

/** POST /api/media/upload (multipart field "file"): stores a PNG, JPG or MP4 for use in posts. */
export async function POST(req: Request) {
  const ctx = await createContext({ headers: req.headers });
  if (!ctx.user) return fail(401, ctx.authError ?? "Authentication required");
  if (isCrossSiteCookieMutation(req)) return fail(403, CROSS_SITE_MESSAGE);
  // Room for the multipart envelope around one file; counted while streaming, chunked bodies included.
  const read = await readBodyWithin(req, MAX_UPLOAD_BYTES + 64 * 1024);
  if (!read.ok) return fail(413, "Files can be at most 10MB each.");
  let file: FormDataEntryValue | null;
  try {
    file = (await withBody(req, read.bytes).formData()).get("file");
  } catch {
    return fail(400, "Send the file as multipart/form-data in the field \"file\".");
  }
  if (!file || typeof file === "string") return fail(400, "Send the file as multipart/form-data in the field \"file\".");
  try {
    const stored = await storeUpload(ctx.user.id, Buffer.from(await file.arrayBuffer()));
    return Response.json({ success: true, data: stored });
  } catch (err) {
    if (err instanceof AppError) return fail(HTTP_STATUS[err.code], err.message);
    throw err;
  }
}
