/** Small helpers the network providers share. */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { callNetwork, type NetworkCall } from "./http";
import { PublishError, type MediaSource, type PublishMedia } from "./types";

export function isImage(media: PublishMedia): boolean {
  return media.mimeType.startsWith("image/");
}

export function isVideo(media: PublishMedia): boolean {
  return media.mimeType.startsWith("video/");
}

/**
 * The bytes of a media file for a network's upload API: read from our storage when we hold the
 * file, downloaded from its URL otherwise. Nothing has been posted yet, so failures are transient
 * (or permanent when the file is gone).
 */
export async function mediaBytes(network: NetworkKey, media: PublishMedia, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const label = networkLabel(network);
  if (media.read) {
    try {
      // A view of the stored bytes, not a copy (they may be the media cache's: read-only).
      const bytes = await media.read();
      return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      const kind = err instanceof PublishError ? err.kind : "permanent";
      throw new PublishError(kind, `Could not read a media file for ${label}: ${(err as Error).message}`);
    }
  }
  if (!/^https?:\/\//i.test(media.url)) throw new PublishError("permanent", `A media file for ${label} has no usable address.`);
  let res: Response;
  try {
    res = await fetch(media.url, { signal });
  } catch (err) {
    throw new PublishError("transient", `Could not download a media file for ${label} (${(err as Error).message}).`);
  }
  if (!res.ok) {
    const kind = res.status >= 500 || res.status === 429 ? "transient" : "permanent";
    throw new PublishError(
      kind,
      `Could not download a media file for ${label} (HTTP ${res.status} from ${new URL(media.url).host}).`,
      undefined,
      res.status,
    );
  }
  try {
    return new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    throw new PublishError("transient", `Could not download a media file for ${label} (${(err as Error).message}).`);
  }
}

/**
 * A video for a network's upload API as a stream source (see MediaSource): our stored file, read a
 * part at a time as it is sent. Media we do not hold as a stream (a URL only, or bytes a caller
 * gave) are read whole first, as mediaBytes does. Failures before anything is sent are transient
 * (or permanent when the file is gone).
 */
export async function mediaSource(network: NetworkKey, media: PublishMedia, signal: AbortSignal): Promise<MediaSource> {
  if (!media.source) {
    const bytes = await mediaBytes(network, media, signal);
    return {
      size: bytes.byteLength,
      open: async (range) =>
        Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset + (range?.start ?? 0), range ? range.end - range.start + 1 : bytes.byteLength)]),
    };
  }
  try {
    return await media.source();
  } catch (err) {
    const kind = err instanceof PublishError ? err.kind : "permanent";
    throw new PublishError(kind, `Could not read a media file for ${networkLabel(network)}: ${(err as Error).message}`);
  }
}

/** Bytes `start` to `end` (both included) of a source, read into memory: for small parts (a file's header boxes). */
export async function readRange(source: MediaSource, start: number, end: number): Promise<Buffer> {
  const last = Math.min(end, source.size - 1);
  if (last < start) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await source.open({ start, end: last })) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** One part of a multipart/form-data body: a text field, or a file with its name and type. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };

/**
 * A multipart/form-data body as one buffer and its content type, for callNetwork's plain `request`
 * path: going through `fetch` with FormData and Blob costs several times the CPU (WHATWG streams
 * and a copy of the file per post), which is most of a worker's time in a burst of posts with images.
 */
export function multipartBody(parts: FormPart[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----PostPilotFormBoundary${randomBytes(12).toString("hex")}`;
  const quoted = (value: string) => value.replace(/[\r\n"]/g, (c) => (c === '"' ? "%22" : c === "\r" ? "%0D" : "%0A"));
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ("bytes" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.filename)}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Post text as the networks compare it: one kind of line break, no surrounding blanks. */
export function comparableText(text: string): string {
  return text.replace(/\r\n?/g, "\n").normalize("NFC").trim();
}

/** `base` + `path` without doubled or missing slashes (base URLs may carry a path prefix). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** True when `error` says the thing asked about does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return error instanceof PublishError && (error.status === 404 || error.status === 410);
}

/** DELETE that counts "already gone" (404/410) as done. */
export async function deleteIfPresent(call: Omit<NetworkCall, "method">): Promise<void> {
  try {
    await callNetwork({ ...call, method: "DELETE" });
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
}
