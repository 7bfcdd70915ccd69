import { NotFound } from "@/server/errors";
import { withErrorResponses } from "@/server/api/error-response";
import { mimeTypeOfKey, readMedia } from "@/server/services/media/storage";

export const dynamic = "force-dynamic";

/** GET /api/media/<key>: serves stored media. Keys are unguessable UUIDs, so networks can fetch them. */
export const GET = withErrorResponses("media.read", async (_req: Request, ctx: { params: Promise<{ key: string }> }) => {
  const { key } = await ctx.params;
  const bytes = await readMedia(key);
  if (!bytes) throw NotFound("Media");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": mimeTypeOfKey(key),
      "content-length": String(bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
});
