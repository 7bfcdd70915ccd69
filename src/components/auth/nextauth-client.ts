"use client";
/**
 * next-auth's browser functions (signIn, signOut, getSession, getProviders), loaded when called and
 * pointed at this app's next-auth base path.
 *
 * next-auth serves here under /api/nextauth, not its default /api/auth. Its browser module only
 * learns the base path from <SessionProvider basePath>, which records it as the provider's first
 * step, before any hook. The pages no longer render a SessionProvider (the header reads the session
 * with a plain fetch, session-user.ts), so the path is recorded by calling the provider once outside
 * React: the assignment runs, the hooks that follow throw, and that error is expected.
 * nextauth-client.test.ts checks that the functions then call /api/nextauth.
 */
export const NEXTAUTH_BASE_PATH = "/api/nextauth";

type NextAuthClient = typeof import("next-auth/react");

let loaded: Promise<NextAuthClient> | null = null;

export function nextAuthClient(): Promise<NextAuthClient> {
  loaded ??= import("next-auth/react").then((client) => {
    try {
      client.SessionProvider({ basePath: NEXTAUTH_BASE_PATH, children: null });
    } catch {
      // Expected: the provider's hooks cannot run outside a render (see above).
    }
    return client;
  });
  return loaded;
}
