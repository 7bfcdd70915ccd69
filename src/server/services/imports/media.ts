/**
 * Media named by URL in an import: our own /api/media/<key> URLs of the workspace are used as they
 * are; anything else is fetched through the SSRF-safe fetcher (public addresses only, the connection
 * pinned to the address checked, no redirects followed, 10 MB) and stored like an upload (PNG, JPG
 * or MP4 recognised by content) in the workspace's media.
 */
import { ValidationError } from "@/server/errors";
import { guardedFetch } from "@/server/lib/guarded-fetch";
import { SafeFetchError } from "@/server/lib/safe-fetch";
import { ownMediaKey } from "@/server/services/media/storage";
import { MAX_UPLOAD_BYTES, storeUpload } from "@/server/services/media/uploads";
import type { Actor } from "@/server/services/workspaces/actor";

const FETCH_TIMEOUT_MS = 20_000;

function refused(url: string, why: string): never {
  throw ValidationError(`${url}: ${why}`, { column: "media" });
}

/** The media URL a post of the workspace can carry for `url`. */
export async function downloadMedia(actor: Actor, url: string): Promise<string> {
  if (ownMediaKey(url)) return url;
  let response: Response;
  try {
    response = await guardedFetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }, { maxBytes: MAX_UPLOAD_BYTES });
  } catch (error) {
    if (error instanceof SafeFetchError) {
      if (error.kind === "refused") refused(url, "this address is private or not public: media can only be fetched from public addresses.");
      if (error.kind === "invalid_url" || error.kind === "insecure") refused(url, "not a media URL we can fetch (use a public https address).");
      if (/larger than/.test(error.message)) refused(url, "the file is larger than 10 MB.");
    }
    refused(url, "the file could not be downloaded.");
  }
  if (response.status >= 300 && response.status < 400)
    refused(url, `the address redirects (HTTP ${response.status}): give the file's final address.`);
  if (!response.ok) refused(url, `the server answered HTTP ${response.status}.`);
  const bytes = Buffer.from(await response.arrayBuffer());
  try {
    const stored = await storeUpload(actor, bytes);
    return stored.url;
  } catch (error) {
    if (error instanceof Error) refused(url, error.message);
    throw error;
  }
}
