/**
 * One file field of a multipart/form-data request as a stream, parsed while the body arrives
 * (nothing is buffered whole). The whole body is counted too: past `maxBodyBytes` the request is
 * abandoned with 413, chunked bodies without Content-Length included.
 */
import Busboy from "@fastify/busboy";
import { Readable } from "node:stream";
import { AppError, ValidationError } from "@/server/errors";

export async function multipartFile(
  req: Request,
  options: {
    field: string;
    maxBodyBytes: number;
    tooLargeMessage: string;
    invalidMessage: string;
    /** Told the part's file name (as the client gave it), before the stream is answered. */
    onFileName?: (name: string) => void;
  },
): Promise<Readable> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", options.tooLargeMessage);
  if (Number(req.headers.get("content-length") ?? 0) > options.maxBodyBytes) {
    await req.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const contentType = req.headers.get("content-type") ?? "";
  if (!req.body || !/^multipart\/form-data/i.test(contentType)) throw ValidationError(options.invalidMessage);
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 40 },
      isPartAFile: (name, type, filename) => name === options.field || filename !== undefined || type === "application/octet-stream",
    });
  } catch {
    await req.body.cancel().catch(() => undefined);
    throw ValidationError(options.invalidMessage);
  }
  const web = req.body;
  let received = 0;
  const body = Readable.from(
    (async function* () {
      for await (const chunk of web as unknown as AsyncIterable<Uint8Array>) {
        received += chunk.byteLength;
        if (received > options.maxBodyBytes) throw tooLarge();
        yield chunk;
      }
    })(),
  );

  return new Promise<Readable>((resolve, reject) => {
    let file: Readable | null = null;
    const fail = (error: unknown) => {
      const reason = error instanceof AppError ? error : ValidationError(options.invalidMessage);
      if (file) file.destroy(reason);
      else reject(reason);
      body.destroy();
    };
    parser.on("file", (field, stream, filename) => {
      if (field !== options.field || file) {
        stream.resume();
        return;
      }
      if (typeof filename === "string") options.onFileName?.(filename);
      file = stream;
      resolve(stream);
    });
    parser.on("finish", () => {
      if (!file) reject(ValidationError(options.invalidMessage));
    });
    parser.on("error", fail);
    body.on("error", fail);
    body.pipe(parser);
  });
}
