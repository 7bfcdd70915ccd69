import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
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
  it("sends a path with a malformed percent escape to the not-found page (Next.js would answer 500)", () => {
    const res = proxy(new NextRequest("http://localhost:3000/sandbox/%E0%A4%A"));
    expect(res.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/not-found");
  });

  it("passes a well-formed path on with its address for the sign-in check", () => {
    const res = proxy(new NextRequest("http://localhost:3000/sandbox/ada-3f9a1c?cursor=x"));
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
});
