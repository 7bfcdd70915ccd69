/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2, Garage, ...), through the maintained
 * AWS client. Streams both ways: uploads of unknown length go up in 5 MB parts (lib-storage), so at
 * most one part is held in memory; downloads are the HTTP response body itself.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import { StorageUnavailableError, type ByteRange, type ObjectBody, type ObjectInfo, type ObjectStore, type PutOptions } from "./types";

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, shared files, instance or task roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Connecting, and each wait for the store's next bytes, give up after this long. */
  timeoutMs: number;
  publicBaseUrl?: string;
}

const PART_SIZE = 5 * 1024 * 1024;

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return statusOf(error) === 404 || name === "NoSuchKey" || name === "NotFound";
}

export class S3ObjectStore implements ObjectStore {
  readonly kind = "s3" as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // One retry: a store that is down answers 503 quickly instead of after a long backoff.
      maxAttempts: 2,
      // Checksums only where S3 requires them: S3-compatible servers differ in their support of
      // the newer trailing-checksum uploads, and TLS already protects the bytes in transit.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // Connecting, waiting for an answer's headers, and any pause in the bytes are each cut at the
      // timeout (a slow store becomes an error, never a request that hangs).
      requestHandler: {
        connectionTimeout: options.timeoutMs,
        requestTimeout: options.timeoutMs,
        throwOnRequestTimeout: true,
        socketTimeout: options.timeoutMs,
      },
    });
  }

  private unavailable(action: string, error: unknown): StorageUnavailableError {
    const status = statusOf(error);
    const what = status ? `HTTP ${status}` : ((error as Error)?.name ?? "error");
    return new StorageUnavailableError(`Media storage failed to ${action} (${what})`, { cause: error });
  }

  /** A whole-request deadline for calls without a body to stream. */
  private deadline(): AbortSignal {
    return AbortSignal.timeout(this.options.timeoutMs * 2);
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<ObjectInfo> {
    let size = 0;
    try {
      if (Buffer.isBuffer(body) || options.contentLength !== undefined) {
        size = Buffer.isBuffer(body) ? body.length : (options.contentLength ?? 0);
        await this.client.send(
          new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: options.contentType, ContentLength: size }),
        );
      } else {
        const counted = Readable.from(
          (async function* () {
            for await (const chunk of body as AsyncIterable<Buffer>) {
              size += chunk.length;
              yield chunk;
            }
          })(),
        );
        const upload = new Upload({
          client: this.client,
          params: { Bucket: this.options.bucket, Key: key, Body: counted, ContentType: options.contentType },
          partSize: PART_SIZE,
          queueSize: 1,
          leavePartsOnError: false,
        });
        await upload.done();
      }
    } catch (error) {
      // The body's own error (too large, not a media file) is the caller's to report as is.
      if (!Buffer.isBuffer(body) && body.errored) throw body.errored;
      throw this.unavailable("store a file", error);
    }
    return { size, contentType: options.contentType };
  }

  async get(key: string, range?: ByteRange): Promise<ObjectBody | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      const body = res.Body;
      if (!(body instanceof Readable)) throw new Error("unexpected body type");
      if (range) return { body: this.rangeOf(body, res.ContentRange, Number(res.ContentLength ?? 0), range), size: range.end - range.start + 1 };
      return { body, size: Number(res.ContentLength ?? 0), contentType: res.ContentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.unavailable("read a file", error);
    }
  }

  /**
   * Exactly the bytes of `range` from what the store sent: its body as is when it sent that range;
   * cut out of a larger part when it sent more (a store that ignores Range sends the whole object;
   * s3rver reads `bytes=0-0` as "to the end").
   */
  private rangeOf(body: Readable, contentRange: string | undefined, length: number, range: ByteRange): Readable {
    const sent = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? "");
    const first = sent ? Number(sent[1]) : 0;
    const last = sent ? Number(sent[2]) : length - 1;
    if (first === range.start && last === range.end) return body;
    if (first > range.start || last < range.end) {
      body.destroy();
      throw new Error(`the store sent bytes ${first}-${last} for ${range.start}-${range.end}`);
    }
    let skip = range.start - first;
    let take = range.end - range.start + 1;
    return Readable.from(
      (async function* () {
        try {
          for await (const chunk of body as AsyncIterable<Buffer>) {
            const from = Math.min(skip, chunk.length);
            skip -= from;
            const part = chunk.subarray(from, from + take);
            take -= part.length;
            if (part.length > 0) yield part;
            if (take === 0) return;
          }
        } finally {
          body.destroy();
        }
      })(),
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }), { abortSignal: this.deadline() });
      return { size: Number(res.ContentLength ?? 0), contentType: res.ContentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.unavailable("look up a file", error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }), { abortSignal: this.deadline() });
    } catch (error) {
      if (isMissing(error)) return;
      throw this.unavailable("delete a file", error);
    }
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, ContinuationToken: token }), {
          abortSignal: this.deadline(),
        });
      } catch (error) {
        throw this.unavailable("list files", error);
      }
      for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: Number(item.Size ?? 0) };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string | null {
    const base = this.options.publicBaseUrl;
    return base ? `${base.replace(/\/$/, "")}/${encodeURIComponent(key)}` : null;
  }

  destroy(): void {
    this.client.destroy();
  }
}
