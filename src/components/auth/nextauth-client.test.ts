/**
 * next-auth's browser functions must call this app's next-auth route (/api/nextauth), not next-auth's
 * default /api/auth: nextauth-client.ts records the base path without rendering a SessionProvider,
 * relying on how the installed next-auth does it. Signing in, out, and reading the session break
 * if that changes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("nextAuthClient", () => {
  it("sends next-auth's browser calls to /api/nextauth", async () => {
    const calls: string[] = [];
    vi.stubGlobal("window", globalThis); // next-auth's browser path (it checks typeof window)
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push(String(url));
        return new Response(JSON.stringify({ csrfToken: "t" }), { headers: { "content-type": "application/json" } });
      }),
    );
    const { nextAuthClient } = await import("@/components/auth/nextauth-client");
    const client = await nextAuthClient();
    await client.getSession();
    await client.getCsrfToken();
    expect(calls).toEqual(["/api/nextauth/session", "/api/nextauth/csrf"]);
  });
});
