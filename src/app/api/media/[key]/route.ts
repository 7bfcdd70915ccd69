import { Readable } from "node:stream";
import { NotFound } from "@/server/errors";
import { withErrorResponses } from "@/server/api/error-response";
import { mimeTypeOfKey, openMedia, publicMediaUrl, withStorage } from "@/server/services/media/storage";

export const dynamic = "force-dynamic";

/**
 * GET /api/media/<key>: serves stored media, streamed from the media store (or, with
 * S3_PUBLIC_BASE_URL, a redirect to the bucket's public URL). Keys are unguessable UUIDs, so
 * networks can fetch them. A missing file is 404 JSON; a store that is down or too slow, 503 JSON.
 */
export const GET = withErrorResponses("media.read", async (_req: Request, ctx: { params: Promise<{ key: string }> }) => {
  const { key } = await ctx.params;
  const redirect = publicMediaUrl(key);
  if (redirect) return new Response(null, { status: 302, headers: { location: redirect, "cache-control": "public, max-age=3600" } });
  const object = await withStorage(() => openMedia(key));
  if (!object) throw NotFound("Media");
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": mimeTypeOfKey(key),
      "content-length": String(object.size),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
});
