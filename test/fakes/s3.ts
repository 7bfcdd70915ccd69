/**
 * A real S3-compatible server for tests: s3rver (npm, speaks S3's REST and XML, checks SigV4
 * signatures) on a free port with its own temporary folder and the bucket created, behind a
 * small proxy that can make the store slow or down:
 *
 *   const s3 = new S3Fake(); await s3.start();
 *   Object.assign(process.env, s3.envVars()); resetEnvForTests();   // MEDIA_STORAGE=s3 ...
 *   s3.setMode({ kind: "slow", delayMs: 5_000 });  // every answer waits first
 *   s3.setMode({ kind: "down" });                   // connections are cut (a store that is down)
 *   await s3.stop();
 *
 * The app's client (@aws-sdk/client-s3) talks to it exactly as to AWS or MinIO (path-style).
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_FAKE_KEY_ID = "S3RVER";
export const S3_FAKE_SECRET = "S3RVER";

export type S3FakeMode = { kind: "ok" } | { kind: "slow"; delayMs: number } | { kind: "down" };

export class S3Fake {
  private server: S3rver | null = null;
  private proxy: Server | null = null;
  private upstreamPort = 0;
  private dir = "";
  private sockets = new Set<Socket>();
  port = 0;
  mode: S3FakeMode = { kind: "ok" };
  /** Requests that reached the store (through the proxy), by method. */
  requests: { method: string; path: string; range?: string }[] = [];

  constructor(readonly bucket = "postpilot-media") {}

  async start(port = 0): Promise<void> {
    this.dir = await mkdtemp(path.join(tmpdir(), "postpilot-s3-"));
    this.server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory: this.dir,
      silent: true,
      configureBuckets: [{ name: this.bucket, configs: [] }],
    });
    const address = (await this.server.run()) as AddressInfo;
    this.upstreamPort = address.port;
    this.proxy = createServer((req, res) => {
      this.requests.push({ method: req.method ?? "GET", path: req.url ?? "/", ...(req.headers.range ? { range: req.headers.range } : {}) });
      const forward = () => {
        if (this.mode.kind === "down") {
          req.socket.destroy();
          return;
        }
        const upstream = httpRequest(
          { host: "127.0.0.1", port: this.upstreamPort, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on("error", () => res.destroy());
        req.pipe(upstream);
      };
      if (this.mode.kind === "slow") setTimeout(forward, this.mode.delayMs).unref();
      else forward();
    });
    this.proxy.on("connection", (socket: Socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      if (this.mode.kind === "down") socket.destroy();
    });
    await new Promise<void>((resolve) => this.proxy!.listen(port, "127.0.0.1", resolve));
    this.port = (this.proxy.address() as AddressInfo).port;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  setMode(mode: S3FakeMode): void {
    this.mode = mode;
    // Keep-alive connections of the client are cut too, as when the store's machine goes away.
    if (mode.kind === "down") for (const socket of this.sockets) socket.destroy();
  }

  /** The settings that point the app at this store. */
  envVars(): Record<string, string> {
    return {
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: this.endpoint,
      S3_BUCKET: this.bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_FAKE_KEY_ID,
      S3_SECRET_ACCESS_KEY: S3_FAKE_SECRET,
      S3_FORCE_PATH_STYLE: "true",
    };
  }

  /** Object keys stored in the bucket (read from s3rver's folder, not through S3). */
  async keys(): Promise<string[]> {
    const names = await readdir(path.join(this.dir, this.bucket)).catch(() => [] as string[]);
    return names.filter((n) => n.endsWith("._S3rver_object")).map((n) => n.slice(0, -"._S3rver_object".length));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.proxy ? this.proxy.close(() => resolve()) : resolve()));
    await this.server?.close().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
