/**
 * Bluesky's own reference servers, in-process, for tests: a PLC directory (@did-plc/server, its
 * in-memory database, as Bluesky's dev-env runs it) and a PDS (@atproto/pds 0.4, SQLite files and
 * blobs in a temporary folder), each on a free port picked by the system. A minimal version of
 * @atproto/dev-env's TestPlc/TestPds (packages/dev-env/src/{plc,pds}.ts upstream).
 *
 * The PDS writes `http://<host>` (a made-up public name, PDS_HOST) into the DID documents it
 * creates, so our code finds it the way it finds bsky.social: guardedFetch resolves that name and
 * checks the address, then `hooks()` routes the connection to the local port, through a small TCP
 * relay that can lose the answer to one call (`loseNextAnswer`): the PDS does the work, our code
 * never hears back, as when a connection drops after the request went out.
 */
import { createSecretKey } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT, decodeJwt } from "jose";
import type { GuardedFetchHooks } from "@/server/lib/guarded-fetch";
import { ROUTED_TEST_ADDRESS } from "@/server/lib/test-routing";

export const PDS_HOST = "pds.atproto.test";
/** Handles this PDS gives out (serviceHandleDomains). */
export const HANDLE_DOMAIN = ".test";
const JWT_SECRET = "reference-pds-jwt-secret";

export interface ReferenceAccount {
  did: string;
  handle: string;
  password: string;
  accessJwt: string;
}

export type LostAnswer = "hang" | "reset";

interface Closable {
  destroy(): Promise<void>;
}

export class ReferencePds {
  private plc?: Closable;
  private pds?: Closable;
  private dataDir?: string;
  private relay?: net.Server;
  private relayPort = 0;
  private readonly relayed = new Set<net.Socket>();
  private readonly lose = new Map<string, LostAnswer>();
  /** http://127.0.0.1:<port>: for the test's own calls (our code goes through PDS_HOST). */
  localUrl = "";
  plcUrl = "";
  readonly host = PDS_HOST;
  readonly publicUrl = `http://${PDS_HOST}`;

  async start(): Promise<void> {
    // Loaded here so that a suite that does not use the reference servers never loads them.
    const plc = await import("@did-plc/server");
    const { PDS, envToCfg, envToSecrets } = await import("@atproto/pds");
    const { Secp256k1Keypair } = await import("@atproto/crypto");

    const plcServer = plc.PlcServer.create({ db: plc.Database.mock(), port: 0 });
    this.plc = plcServer;
    const plcListener = await plcServer.start();
    this.plcUrl = `http://127.0.0.1:${(plcListener.address() as net.AddressInfo).port}`;

    this.dataDir = await mkdtemp(path.join(tmpdir(), "postpilot-pds-"));
    const rotationKey = await Secp256k1Keypair.create({ exportable: true });
    const env = {
      port: 0,
      hostname: PDS_HOST,
      devMode: true,
      version: "0.0.0",
      dataDirectory: this.dataDir,
      blobstoreDiskLocation: path.join(this.dataDir, "blobs"),
      didPlcUrl: this.plcUrl,
      recoveryDidKey: (await Secp256k1Keypair.create()).did(),
      plcRotationKeyK256PrivateKeyHex: Buffer.from(await rotationKey.export()).toString("hex"),
      adminPassword: "reference-admin",
      jwtSecret: JWT_SECRET,
      inviteRequired: false,
      serviceHandleDomains: [HANDLE_DOMAIN],
      // As bsky.social does: createSession answers the DID document, whose #atproto_pds names the PDS.
      enableDidDocWithSession: true,
      disableSsrfProtection: true,
    };
    const cfg = envToCfg(env);
    // Its OAuth metadata accepts http only on localhost; the DID documents get the public name
    // below once the server is built (createAccount reads ctx.cfg.service.publicUrl per call).
    cfg.service.publicUrl = "http://localhost";
    const server = await PDS.create(cfg, envToSecrets(env));
    this.pds = server;
    server.ctx.cfg.service.publicUrl = this.publicUrl;
    const listener = await server.start();
    this.localUrl = `http://127.0.0.1:${(listener.address() as net.AddressInfo).port}`;
    await this.startRelay((listener.address() as net.AddressInfo).port);
  }

  /** The next call to `nsid` reaches the PDS, but its answer never comes ("hang") or the connection is reset. */
  loseNextAnswer(nsid: string, how: LostAnswer): void {
    this.lose.set(nsid, how);
  }

  private async startRelay(pdsPort: number): Promise<void> {
    const relay = net.createServer((client) => {
      const upstream = net.connect(pdsPort, "127.0.0.1");
      this.relayed.add(client).add(upstream);
      let mode: LostAnswer | undefined;
      let first = true;
      client.on("data", (chunk: Buffer) => {
        if (first) {
          first = false;
          const requestLine = chunk.toString("latin1", 0, 512).split("\r\n")[0] ?? "";
          for (const [nsid, how] of this.lose) {
            if (requestLine.includes(`/xrpc/${nsid}`)) {
              mode = how;
              this.lose.delete(nsid);
              break;
            }
          }
        }
        upstream.write(chunk);
      });
      upstream.on("data", (chunk: Buffer) => {
        if (mode === "hang") return;
        if (mode === "reset") {
          client.resetAndDestroy();
          upstream.destroy();
          return;
        }
        client.write(chunk);
      });
      client.on("end", () => upstream.end());
      upstream.on("end", () => (mode ? undefined : client.end()));
      client.on("error", () => upstream.destroy());
      client.on("close", () => {
        this.relayed.delete(client);
        upstream.destroy();
      });
      // A hanging answer keeps the client waiting after the PDS closed its side.
      upstream.on("error", () => (mode === "hang" ? undefined : client.destroy()));
      upstream.on("close", () => {
        this.relayed.delete(upstream);
        if (mode !== "hang") client.destroy();
      });
    });
    this.relay = relay;
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    this.relayPort = (relay.address() as net.AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.relayed) socket.destroy();
    await new Promise<void>((resolve) => (this.relay ? this.relay.close(() => resolve()) : resolve()));
    this.relay = undefined;
    await this.pds?.destroy();
    await this.plc?.destroy();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
    this.pds = this.plc = this.dataDir = undefined;
  }

  /** PDS_HOST resolves to a public test address and connects here; anything else to 127.0.0.1 (refused). */
  hooks(): GuardedFetchHooks {
    const port = this.relayPort;
    return {
      resolve: async (hostname) => (hostname.toLowerCase() === PDS_HOST ? [ROUTED_TEST_ADDRESS] : ["127.0.0.1"]),
      connect: (_address, _port, hostname) => {
        if (hostname.toLowerCase() !== PDS_HOST) throw new Error(`the reference PDS hooks only reach ${PDS_HOST}`);
        return net.connect(port, "127.0.0.1");
      },
    };
  }

  /** An XRPC call from the test itself (straight to the local port). */
  async xrpc<T = Record<string, unknown>>(
    nsid: string,
    opts: { method?: "GET" | "POST"; query?: Record<string, string>; json?: unknown; token?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const url = new URL(`/xrpc/${nsid}`, this.localUrl);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(url, {
      method: opts.method ?? (opts.json !== undefined ? "POST" : "GET"),
      headers,
      body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  /** A new account (no invite code needed) with its main password. */
  async createAccount(name: string): Promise<ReferenceAccount> {
    const handle = `${name}${HANDLE_DOMAIN}`;
    const password = `pw-${name}-0123456789`;
    const res = await this.xrpc<{ did: string; handle: string; accessJwt: string; message?: string }>("com.atproto.server.createAccount", {
      json: { handle, email: `${name}@example.com`, password },
    });
    if (res.status !== 200) throw new Error(`createAccount ${handle}: ${res.status} ${JSON.stringify(res.body)}`);
    return { did: res.body.did, handle: res.body.handle, password, accessJwt: res.body.accessJwt };
  }

  /** An app password (Settings → App passwords), as a member makes one for us. */
  async createAppPassword(account: ReferenceAccount, name = "PostPilot"): Promise<string> {
    const res = await this.xrpc<{ password: string }>("com.atproto.server.createAppPassword", { json: { name }, token: account.accessJwt });
    if (res.status !== 200) throw new Error(`createAppPassword: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.password;
  }

  async revokeAppPassword(account: ReferenceAccount, name = "PostPilot"): Promise<void> {
    const res = await this.xrpc("com.atproto.server.revokeAppPassword", { json: { name }, token: account.accessJwt });
    if (res.status !== 200) throw new Error(`revokeAppPassword: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** A record read back from the repo (com.atproto.repo.getRecord, public). */
  async getRecord<T = Record<string, unknown>>(uri: string): Promise<{ uri: string; cid: string; value: T }> {
    const [, , repo, collection, rkey] = uri.split("/");
    const res = await this.xrpc<{ uri: string; cid: string; value: T }>("com.atproto.repo.getRecord", {
      query: { repo: repo!, collection: collection!, rkey: rkey! },
    });
    if (res.status !== 200) throw new Error(`getRecord ${uri}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** The records of a collection, newest first. */
  async listRecords<T = Record<string, unknown>>(did: string, collection = "app.bsky.feed.post"): Promise<{ uri: string; value: T }[]> {
    const res = await this.xrpc<{ records: { uri: string; value: T }[] }>("com.atproto.repo.listRecords", {
      query: { repo: did, collection, limit: "100" },
    });
    if (res.status !== 200) throw new Error(`listRecords: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.records;
  }

  /** A blob's bytes (com.atproto.sync.getBlob). */
  async getBlob(did: string, cid: string): Promise<Buffer> {
    const url = new URL("/xrpc/com.atproto.sync.getBlob", this.localUrl);
    url.searchParams.set("did", did);
    url.searchParams.set("cid", cid);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`getBlob ${cid}: ${res.status} ${await res.text()}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /**
   * The same access token with its end moved into the past, signed with the PDS's key: what an
   * access token that ran out looks like to the PDS (it lives two hours, not configurable in 0.4).
   */
  async expiredCopyOf(accessJwt: string): Promise<string> {
    const claims = decodeJwt(accessJwt);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ scope: claims.scope })
      .setProtectedHeader({ typ: "at+jwt", alg: "HS256" })
      .setAudience(claims.aud as string)
      .setSubject(claims.sub!)
      .setIssuedAt(now - 7300)
      .setExpirationTime(now - 100)
      .sign(createSecretKey(Buffer.from(JWT_SECRET)));
  }
}
