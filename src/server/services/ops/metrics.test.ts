import { describe, expect, it } from "vitest";
import { metricsAuthorized, routeLabel } from "./metrics";

describe("routeLabel", () => {
  it("keeps label values few: ids, page parameters and misses are folded", () => {
    expect(routeLabel("/api/posts/clx0123456789abcdefghijk", 200)).toBe("/api/posts/:id");
    expect(routeLabel("/api/posts/123/comments", 200)).toBe("/api/posts/:id/comments");
    expect(routeLabel("/api/trpc/posts.list", 200)).toBe("/api/trpc/posts.list");
    expect(routeLabel("/api/trpc/posts.list,auth.me", 200)).toBe("/api/trpc/batch");
    expect(routeLabel("/_next/static/chunks/abc.js", 200)).toBe("/_next/*");
    expect(routeLabel("/sandbox/someone", 200)).toBe("/sandbox/*");
    expect(routeLabel("/", 200)).toBe("/");
    expect(routeLabel("/wp-admin/x.php", 404)).toBe("unmatched");
  });
});

describe("metricsAuthorized", () => {
  it("wants the exact bearer token, and nothing when no token is configured", () => {
    expect(metricsAuthorized("Bearer abc", "abc")).toBe(true);
    expect(metricsAuthorized("Bearer abcd", "abc")).toBe(false);
    expect(metricsAuthorized(null, "abc")).toBe(false);
    expect(metricsAuthorized("Bearer ", undefined)).toBe(false);
  });
});
