/**
 * Walks the network catalogue (src/lib/networks.ts) and checks that every network's parts exist and
 * agree: the enums, the provider and connector, the contract fake, the accounts router's REST
 * methods, the accounts page's card, the icon, the AI media size and the plan messages. A network
 * added to the catalogue without one of them fails here, naming the network and the missing part.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { NETWORK_KEYS, NETWORKS, CONTENT_PLAN_NETWORKS, POST_NETWORKS, type NetworkKey } from "@/lib/networks";
import { NETWORKS as ENUM_NETWORKS, networkField } from "@/server/api/schemas/common";
import type * as Social from "@/server/integrations/social";
import { NETWORK_FAKES, STANDALONE_FAKES } from "../fakes/social-network";

const FAKES_DIR = path.join(__dirname, "..", "fakes", "networks");

let social: typeof Social;
let accountsRouter: (typeof import("@/server/api/routers/accounts"))["accountsRouter"];
let accountsPage: typeof import("@/app/(app)/accounts/networks");
let NetworkIcon: (typeof import("@/components/NetworkIcon"))["NetworkIcon"];
let MEDIA_PLATFORMS: (typeof import("@/server/services/media/options"))["MEDIA_PLATFORMS"];
let plans: typeof import("@/server/services/ai/content-plans");

beforeAll(async () => {
  // The sandbox's provider exists only where the server enables it.
  process.env.SANDBOX_NETWORK = "true";
  (await import("@/env")).resetEnvForTests();
  social = await import("@/server/integrations/social");
  ({ accountsRouter } = await import("@/server/api/routers/accounts"));
  accountsPage = await import("@/app/(app)/accounts/networks");
  ({ NetworkIcon } = await import("@/components/NetworkIcon"));
  ({ MEDIA_PLATFORMS } = await import("@/server/services/media/options"));
  plans = await import("@/server/services/ai/content-plans");
});

/** The REST method and path of one procedure of the accounts router. */
function restOf(network: NetworkKey, procedure: "auth" | "status" | "disconnect"): { method: string; path: string } | undefined {
  const record = (
    accountsRouter as unknown as {
      _def: { record: Record<string, Record<string, { _def: { meta?: { openapi?: { method: string; path: string } } } }>> };
    }
  )._def.record;
  return record[network]?.[procedure]?._def.meta?.openapi;
}

describe("the network catalogue", () => {
  it("is the only list of network keys: the zod enum accepts exactly its keys", () => {
    expect([...ENUM_NETWORKS]).toEqual(Object.keys(NETWORKS));
    for (const key of NETWORK_KEYS) expect(networkField.safeParse(key).success, key).toBe(true);
    expect(networkField.safeParse("myspace").success).toBe(false);
    expect(POST_NETWORKS.every((k) => NETWORKS[k].capabilities.posts)).toBe(true);
  });

  describe.each(NETWORK_KEYS)("%s", (key) => {
    const info = NETWORKS[key];

    it("has an entry that agrees with itself", () => {
      expect(info.key).toBe(key);
      expect(info.label.length, `${key}: label`).toBeGreaterThan(0);
      expect(info.text.limit, `${key}: text limit`).toBeGreaterThan(0);
      // A network that takes a kind of content must be reachable; a coming one takes nothing yet.
      if (info.status === "comingSoon")
        expect(info.capabilities.posts || info.capabilities.videos, `${key} is coming soon but takes content`).toBe(false);
      if (info.media.requiresMedia && info.capabilities.posts)
        expect(info.media.maxImages > 0 || info.media.video, `${key} requires media it cannot take`).toBe(true);
    });

    it("has a provider and connector when live, none while coming soon", () => {
      const provider = social.getProvider(key);
      const connector = social.getConnector(key);
      if (info.status === "comingSoon") {
        expect(provider, `${key} is coming soon but has a provider`).toBeNull();
        expect(connector, `${key} is coming soon but has a connector`).toBeNull();
        return;
      }
      expect(provider, `${key}: no provider in src/server/integrations/social/index.ts`).not.toBeNull();
      expect(provider!.network).toBe(key);
      if (info.connect.kind !== "local") {
        expect(connector, `${key}: no connector in src/server/integrations/social/index.ts`).not.toBeNull();
        expect(connector!.network).toBe(key);
        expect(connector!.connectKind ?? "oauth", `${key}: the connector connects otherwise than the catalogue says`).toBe(info.connect.kind);
      } else {
        expect(connector, `${key} connects locally but has an OAuth connector`).toBeNull();
      }
    });

    it("has a contract fake when it is a live outside network", () => {
      const fake = NETWORK_FAKES.find((f) => f.key === key) ?? STANDALONE_FAKES.find((f) => f.key === key);
      if (info.status !== "live") {
        expect(fake, `${key} is ${info.status} but has a fake`).toBeUndefined();
        return;
      }
      expect(existsSync(path.join(FAKES_DIR, `${key}.ts`)), `test/fakes/networks/${key}.ts is missing`).toBe(true);
      expect(fake, `${key}: not listed in NETWORK_FAKES or STANDALONE_FAKES (test/fakes/social-network.ts)`).toBeDefined();
      expect(fake!.kind).toBe(info.capabilities.posts ? "post" : "video");
    });

    it("has accounts routes with the catalogue's REST methods", () => {
      const auth = restOf(key, "auth");
      const disconnect = restOf(key, "disconnect");
      expect(auth, `${key}: no /${key}/auth route`).toBeDefined();
      expect(restOf(key, "status")).toEqual(expect.objectContaining({ method: "GET", path: `/${key}/status` }));
      expect(auth!.path).toBe(`/${key}/auth`);
      expect(disconnect!.path).toBe(`/${key}/disconnect`);
      if (info.connect.kind === "oauth") {
        expect(auth!.method).toBe(info.connect.authMethod);
        expect(disconnect!.method).toBe(info.connect.disconnectMethod);
      } else if (info.connect.kind !== "local") {
        // App-password and instance logins send their credentials / instance in a POST body.
        expect(auth!.method).toBe("POST");
        expect(disconnect!.method).toBe("POST");
      }
    });

    it("has an accounts-page card and an icon", () => {
      const card = accountsPage.ACCOUNT_NETWORKS.find((c) => c.key === key);
      expect(card, `${key}: no card on the accounts page`).toBeDefined();
      expect(card!.label).toBe(info.label);
      expect(card!.description).toBe(info.card.description);
      expect(card!.connectable).toBe(info.status !== "comingSoon");
      const icon = NetworkIcon({ network: key }) as { type?: unknown };
      expect(icon.type, `${key}: no mark in NetworkIcon`).toBeTruthy();
    });

    it("is connected from the accounts page with the call its route expects", async () => {
      if (info.connect.kind === "app-password" || info.connect.kind === "instance-oauth") {
        // Connect opens a dialog for the handle / instance first (FederatedConnectDialog).
        expect(accountsPage.asksBeforeConnecting(key)).toBe(true);
        return;
      }
      expect(accountsPage.asksBeforeConnecting(key)).toBe(false);
      const calls: string[] = [];
      // A stand-in for the tRPC client: records which call the page makes.
      const answer = (call: string) => async () => (calls.push(call), { authUrl: "https://consent.example", message: "Connected" });
      const client = { accounts: { [key]: { auth: { query: answer("query"), mutate: answer("mutate") } } } };
      await accountsPage.requestConnection(client as never, key);
      const expected = info.connect.kind === "oauth" && info.connect.authMethod === "GET" ? "query" : "mutate";
      expect(calls).toEqual([expected]);
    });

    it("is offered in the AI media dialog with its size, when it has one", () => {
      const option = MEDIA_PLATFORMS.find((p) => p.value === key);
      if (!info.media.aiImage) return expect(option).toBeUndefined();
      expect(option, `${key}: no AI media size`).toEqual({
        value: key,
        label: info.media.aiImage.label,
        dimensions: { width: info.media.aiImage.width, height: info.media.aiImage.height },
      });
    });

    it("is named by the plan messages exactly when plans may target it", () => {
      const name = info.status === "local" ? info.shortLabel : info.label;
      const targets = CONTENT_PLAN_NETWORKS.includes(key);
      expect(targets).toBe(info.capabilities.contentPlans);
      const named = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
      expect(named.test(plans.PLAN_TARGETS_MESSAGE), `${key}: plan message "${plans.PLAN_TARGETS_MESSAGE}"`).toBe(targets);
      if (info.status !== "local")
        expect(named.test(plans.CONTENT_PLAN_PLATFORM_ENUM_MESSAGE), `${key}: "${plans.CONTENT_PLAN_PLATFORM_ENUM_MESSAGE}"`).toBe(targets);
    });
  });
});
