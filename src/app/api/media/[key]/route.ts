import { mimeTypeOfKey, readMedia } from "@/server/services/media/storage";

export const dynamic = "force-dynamic";

/** GET /api/media/<key>: serves stored media. Keys are unguessable UUIDs, so networks can fetch them. */
export async function GET(_req: Request, ctx: { params: Promise<{ key: string }> }) {
  const { key } = await ctx.params;
  const bytes = await readMedia(key);
  if (!bytes) return Response.json({ success: false, message: "Media not found" }, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": mimeTypeOfKey(key),
      "content-length": String(bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
