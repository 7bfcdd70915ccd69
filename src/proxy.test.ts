import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it, onTestFinished } from "vitest";
import { resetEnvForTests } from "@/env";
import { resetMemberRatesForTests } from "@/server/api/member-rate";
import { config, proxy } from "./proxy";

/** Every page folder of the signed-in areas: the route group (app) and the admin area. */
function signedInAreas(): string[] {
  const app = path.join(__dirname, "app");
  const group = readdirSync(path.join(app, "(app)"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return [...group, "admin"];
}

describe("proxy", () => {
  it("sends a path with a malformed percent escape to the not-found page (Next.js would answer 500)", async () => {
    const res = await proxy(new NextRequest("http://localhost:3000/sandbox/%E0%A4%A"));
    expect(res.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/not-found");
  });

  it("passes a well-formed path on with its address for the sign-in check", async () => {
    const res = await proxy(new NextRequest("http://localhost:3000/sandbox/ada-3f9a1c?cursor=x"));
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-request-x-pathname")).toBe("/sandbox/ada-3f9a1c?cursor=x");
  });

  it("runs on every signed-in area and nowhere else (its matcher names each folder of the signed-in areas)", () => {
    expect([...config.matcher].sort()).toEqual(
      signedInAreas()
        .map((area) => `/${area}/:path*`)
        .sort(),
    );
  });

  it("refuses a member's page requests that are too far ahead of their rate, before rendering anything", async () => {
    const saved = { ...process.env };
    onTestFinished(() => {
      process.env = saved;
      resetEnvForTests();
      resetMemberRatesForTests();
    });
    Object.assign(process.env, { MEMBER_REQUEST_RATE: "1", MEMBER_REQUEST_BURST: "2", MEMBER_REQUEST_MAX_WAIT_MS: "0" });
    resetEnvForTests();
    resetMemberRatesForTests();
    const page = () => new NextRequest("http://localhost:3000/dashboard", { headers: { cookie: "next-auth.session-token=abc" } });
    const answers = [await proxy(page()), await proxy(page()), await proxy(page())];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers.get("retry-after")).toBe("1");
    // Another member, and a visitor without a credential, are not held back.
    expect((await proxy(new NextRequest("http://localhost:3000/dashboard", { headers: { cookie: "next-auth.session-token=xyz" } }))).status).toBe(
      200,
    );
    expect((await proxy(new NextRequest("http://localhost:3000/dashboard"))).status).toBe(200);
  });
});
