/** Connecting through the real doors in a chosen workspace: auth (REST) → the fake's consent page → our callback route. */
import { expect } from "vitest";
import * as callbackRoute from "@/app/api/[network]/callback/route";
import { NETWORKS, type NetworkKey } from "@/lib/networks";
import type { SocialNetworkFake } from "../fakes/social-network";
import { rest } from "../helpers/api";

/** What the browser does when the network sends it back: GET our callback route (no cookie, no token). */
export async function callback(network: string, url: URL | string) {
  const res = await callbackRoute.GET(new Request(url.toString()), { params: Promise.resolve({ network }) });
  const location = res.headers.get("location");
  return { status: res.status, location: location ? new URL(location) : null };
}

type Door = { headers?: Record<string, string>; cookie?: string };

/** GET (YouTube: POST) /api/<network>/auth in the workspace the headers (or cookie) name; answers the consent URL. */
export async function startAuth(token: string, opts: Door = {}, network = "x") {
  const connect = NETWORKS[network as NetworkKey]?.connect;
  const method = connect && connect.kind === "oauth" && connect.authMethod === "POST" ? "POST" : "GET";
  const res = await rest<{ success: boolean; authUrl: string }>(method, `/${network}/auth`, { token, ...opts });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.authUrl);
}

/** auth → consent → callback (X unless named); answers the callback's outcome (success or error parameter). */
export async function connectX(fake: SocialNetworkFake, token: string, opts: Door = {}, network = "x") {
  const authUrl = await startAuth(token, opts, network);
  const back = await fake.consent(authUrl.toString());
  const res = await callback(network, back);
  return { authUrl, success: res.location?.searchParams.get("success"), details: res.location?.searchParams.get("details") };
}

export type PublishBody = { success: boolean; results: { platform: string; status: string; error: string | null }[] };
