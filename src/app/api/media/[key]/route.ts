import { Readable } from "node:stream";
import { NotFound } from "@/server/errors";
import { errorResponse } from "@/server/api/error-body";
import { withErrorResponses } from "@/server/api/error-response";
import { byteRange, mimeTypeOfKey, openMedia, publicMediaUrl, statMedia, withStorage } from "@/server/services/media/storage";

export const dynamic = "force-dynamic";

/**
 * GET /api/media/<key>: serves stored media, streamed from the media store (or, with
 * S3_PUBLIC_BASE_URL, a redirect to the bucket's public URL). Keys are unguessable UUIDs, so
 * networks can fetch them. A missing file is 404 JSON; a store that is down or too slow, 503 JSON.
 * A `Range: bytes=...` header (a video player seeking) is answered with 206 and only those bytes,
 * read from the store as a range; one past the end of the file with 416.
 */
export const GET = withErrorResponses("media.read", async (req: Request, ctx: { params: Promise<{ key: string }> }) => {
  const { key } = await ctx.params;
  const redirect = publicMediaUrl(key);
  if (redirect) return new Response(null, { status: 302, headers: { location: redirect, "cache-control": "public, max-age=3600" } });
  const headers = {
    "content-type": mimeTypeOfKey(key),
    "accept-ranges": "bytes",
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  };
  const rangeHeader = req.headers.get("range");
  if (rangeHeader) {
    // The size first, to check the range against it (plain GETs skip this second call to the store).
    const info = await withStorage(() => statMedia(key));
    if (!info) throw NotFound("Media");
    const range = byteRange(rangeHeader, info.size);
    if (range === "unsatisfiable") {
      const res = errorResponse(416, `The requested range is not within the file (${info.size} bytes).`);
      res.headers.set("content-range", `bytes */${info.size}`);
      return res;
    }
    if (range) {
      const part = await withStorage(() => openMedia(key, range));
      if (!part) throw NotFound("Media");
      return new Response(Readable.toWeb(part.body) as ReadableStream<Uint8Array>, {
        status: 206,
        headers: {
          ...headers,
          "content-length": String(range.end - range.start + 1),
          "content-range": `bytes ${range.start}-${range.end}/${info.size}`,
        },
      });
    }
  }
  const object = await withStorage(() => openMedia(key));
  if (!object) throw NotFound("Media");
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
    headers: { ...headers, "content-length": String(object.size) },
  });
});
