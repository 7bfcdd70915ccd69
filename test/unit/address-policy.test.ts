/**
 * The address policy of member-named hosts (safe-fetch.ts): only public unicast addresses, every
 * spelling of a private one refused as the URL parser leaves it, IPv6 forms that carry an IPv4
 * address refused outright; hosts the operator named may resolve to their own private network.
 */
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { plainHttpAllowed } from "@/server/lib/guarded-fetch";
import { checkedAddress, isPublicAddress, SafeFetchError } from "@/server/lib/safe-fetch";
import { PRIVATE_HOST_SPELLINGS, PUBLIC_ADDRESSES } from "../helpers/private-addresses";

const noDns = async (host: string): Promise<string[]> => {
  throw new Error(`no DNS in this test (${host})`);
};

async function refusal(url: string, resolve = noDns, options?: Parameters<typeof checkedAddress>[2]): Promise<SafeFetchError | null> {
  try {
    await checkedAddress(new URL(url), resolve, options);
    return null;
  } catch (err) {
    if (err instanceof SafeFetchError) return err;
    throw err;
  }
}

describe("address policy", () => {
  it.each(PRIVATE_HOST_SPELLINGS)("refuses https://%s/ before any DNS or connection", async (host) => {
    const err = await refusal(`https://${host}/`);
    expect(err?.kind, String(err?.message)).toBe("refused");
  });

  it.each(PRIVATE_HOST_SPELLINGS)("refuses %s as a resolved address too", (host) => {
    const address = new URL(`https://${host}/`).hostname.replace(/^\[|\]$/g, "");
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "127.1.2.3",
    "::ffff:10.0.0.1",
    "fd00::1",
    "ff02::1",
    "64:ff9b::a00:1",
    "2002:a00:1::1", // (moved from test/ai/link.test.ts)
    "::ffff:0:7f00:1",
    "::ffff:0:a9fe:a9fe",
    "::ffff:127.0.0.1",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b:1::1",
    "2002:7f00:1::",
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "100::1",
    "100:0:0:1::1",
    "4000::1",
    "5f00::1",
    "fe80::1%eth0",
    "[::1]",
    "not-an-ip",
    "",
  ])("refuses the address %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC_ADDRESSES)("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("refuses a name when any of its addresses is not public", async () => {
    expect((await refusal("https://mixed.example/", async () => ["93.184.215.14", "::ffff:0:a00:1"]))?.kind).toBe("refused");
    expect(await refusal("https://public.example/", async () => ["93.184.215.14", "2606:4700:4700::1111"])).toBeNull();
  });

  it("lets a host the operator named reach its private network, but not link-local, multicast or IPv4-in-IPv6 forms", async () => {
    const privateHosts = new Set(["pds.lan"]);
    const at = (addresses: string[]) => async () => addresses;
    for (const address of ["192.168.1.20", "10.0.0.5", "172.20.0.3", "127.0.0.1", "fd00::5", "::1", "100.64.0.9", "93.184.215.14"]) {
      expect(await refusal("http://pds.lan:2583/", at([address]), { privateHosts }), address).toBeNull();
    }
    for (const address of ["169.254.169.254", "fe80::1", "224.0.0.1", "0.0.0.0", "::ffff:0:7f00:1", "::ffff:10.0.0.5", "64:ff9b::a00:5"]) {
      expect((await refusal("http://pds.lan:2583/", at([address]), { privateHosts }))?.kind, address).toBe("refused");
    }
    // Names only: another name, a literal address and a longer name stay under the public-only policy.
    expect((await refusal("http://other.lan/", at(["192.168.1.20"]), { privateHosts }))?.kind).toBe("refused");
    expect((await refusal("http://evil.pds.lan/", at(["192.168.1.20"]), { privateHosts }))?.kind).toBe("refused");
    expect((await refusal("http://192.168.1.20/", noDns, { privateHosts: new Set(["192.168.1.20"]) }))?.kind).toBe("refused");
    expect(await refusal("http://PDS.LAN./", at(["192.168.1.20"]), { privateHosts })).toBeNull();
  });
});

describe("plain http to member-named hosts", () => {
  const keys = ["NODE_ENV", "ALLOWED_PRIVATE_HOSTS", "GUARDED_FETCH_TEST_ROUTES"] as const;
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  const vars = process.env as Record<string, string | undefined>;
  function set(values: Partial<Record<(typeof keys)[number], string>>) {
    for (const k of keys) {
      const v = values[k];
      if (v === undefined) delete vars[k];
      else vars[k] = v;
    }
    resetEnvForTests();
  }
  afterEach(() => set(saved as Record<string, string>));

  it("is allowed in development and tests", () => {
    set({ NODE_ENV: "development" });
    expect(plainHttpAllowed(new URL("http://mastodon.example/"))).toBe(true);
    set({ NODE_ENV: "test" });
    expect(plainHttpAllowed(new URL("http://mastodon.example/"))).toBe(true);
  });

  it("in production only for ALLOWED_PRIVATE_HOSTS and the test-routed fakes of the e2e server", () => {
    set({ NODE_ENV: "production", ALLOWED_PRIVATE_HOSTS: "pds.lan", GUARDED_FETCH_TEST_ROUTES: "pds.bsky.fake.test=127.0.0.1:4000" });
    expect(plainHttpAllowed(new URL("http://mastodon.example/"))).toBe(false);
    expect(plainHttpAllowed(new URL("http://pds.lan:2583/"))).toBe(true);
    expect(plainHttpAllowed(new URL("http://PDS.LAN./"))).toBe(true);
    expect(plainHttpAllowed(new URL("http://evil.pds.lan/"))).toBe(false);
    expect(plainHttpAllowed(new URL("http://pds.bsky.fake.test:4000/"))).toBe(true);
  });

  it("ALLOWED_PRIVATE_HOSTS takes host names only", () => {
    for (const bad of ["192.168.1.5", "pds.lan:2583", "*.lan", "::1"]) {
      set({ NODE_ENV: "test", ALLOWED_PRIVATE_HOSTS: `pds.lan,${bad}` });
      expect(() => plainHttpAllowed(new URL("http://pds.lan/")), bad).toThrow(/ALLOWED_PRIVATE_HOSTS/);
    }
  });
});
