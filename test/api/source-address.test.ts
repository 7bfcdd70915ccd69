/**
 * Per-source limits use an address the client cannot choose: X-Forwarded-For only when TRUST_PROXY
 * says a proxy of ours wrote it (and then the entry our proxy appended), else the TCP peer address.
 */
import { createServer, Server, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { clientAddress, PEER_ADDRESS_HEADER, stampPeerAddresses } from "@/server/lib/client-address";
import { redis } from "@/server/redis";
import { rest } from "../helpers/api";

const trusted = process.env.TRUST_PROXY;
function trustProxy(value: string | undefined) {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  resetEnvForTests();
}
afterEach(() => trustProxy(trusted));

const contact = { name: "Spammer", email: "spam@example.com", subject: "general", message: "buy now" };

describe("the source address of a request", () => {
  it("without TRUST_PROXY, rotating X-Forwarded-For does not escape the contact limit", async () => {
    trustProxy(undefined);
    await redis().del("ratelimit:contact:ip:192.0.2.150");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const headers = { "x-forwarded-for": `10.9.8.${i}`, [PEER_ADDRESS_HEADER]: "192.0.2.150" };
      statuses.push((await rest("POST", "/contact/submit", { body: contact, headers })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("with one trusted proxy, only the entry that proxy appended counts", async () => {
    trustProxy("1");
    await redis().del("ratelimit:contact:ip:192.0.2.151");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const headers = { "x-forwarded-for": `10.9.8.${i}, 192.0.2.151` };
      statuses.push((await rest("POST", "/contact/submit", { body: contact, headers })).status);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(clientAddress(new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1, 192.0.2.7" }))).toBe("192.0.2.7");
    trustProxy("2");
    expect(clientAddress(new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1, 192.0.2.7" }))).toBe("10.0.0.1");
  });

  it("the server stamps the socket's address over anything the client sent under that name", async () => {
    stampPeerAddresses(Server);
    let seen: IncomingMessage["headers"] | undefined;
    const server = createServer((req, res) => {
      seen = req.headers;
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: "203.0.113.250", "x-forwarded-for": "203.0.113.251" } });
      expect(seen?.[PEER_ADDRESS_HEADER]).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});
