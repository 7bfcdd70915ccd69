import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";

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
});
