/**
 * next-auth (browser sessions). It runs at /api/nextauth so that /api/auth/* stays free for the
 * spec's REST routes. Sessions are JWTs in an httpOnly cookie, signed with the same format as
 * API bearer tokens (src/server/services/auth/tokens.ts), so one check serves both.
 */
import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { env } from "@/env";
import { db } from "@/server/db";
import { AppError } from "@/server/errors";
import { clientAddress, headersFrom } from "@/server/lib/client-address";
import { unstorableTextProblem } from "@/server/lib/storable-text";
import { authenticate, upsertGoogleUser } from "@/server/services/auth/sign-in";
import { revokeToken, userFromToken } from "@/server/services/auth/request-user";
import { signSessionToken } from "@/server/services/auth/tokens";

function googleProvider() {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL } = env();
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) return [];
  return [
    GoogleProvider({
      clientId: GOOGLE_CLIENT_ID,
      clientSecret: GOOGLE_CLIENT_SECRET,
      // Plain OAuth endpoints (no discovery document) so the base URLs are configurable.
      wellKnown: undefined,
      idToken: false,
      checks: ["pkce", "state"],
      authorization: { url: GOOGLE_AUTHORIZATION_URL, params: { scope: "openid email profile", prompt: "select_account" } },
      token: GOOGLE_TOKEN_URL,
      userinfo: GOOGLE_USERINFO_URL,
    }),
  ];
}

export function isGoogleSignInEnabled(): boolean {
  return Boolean(env().GOOGLE_CLIENT_ID && env().GOOGLE_CLIENT_SECRET);
}

export function authOptions(): NextAuthOptions {
  return {
    secret: env().AUTH_SECRET,
    session: { strategy: "jwt", maxAge: env().AUTH_TOKEN_TTL_SECONDS },
    pages: { signIn: "/auth", error: "/auth/callback" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email and password",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, req) {
          const ip = clientAddress(headersFrom(req.headers));
          // The tRPC doors refuse such text in their middleware; this door reads its own body.
          for (const [field, value] of Object.entries({ email: credentials?.email, password: credentials?.password })) {
            const problem = value ? unstorableTextProblem(value) : null;
            if (problem) throw new Error(`Text must not contain ${problem} (${field})`);
          }
          try {
            const user = await authenticate({ email: credentials?.email ?? "", password: credentials?.password ?? "", ip });
            return { id: user.id, name: user.name, email: user.email, tokenVersion: user.tokenVersion };
          } catch (err) {
            // next-auth hands this message to signIn()'s result, so the page can show it.
            if (err instanceof AppError) throw new Error(err.message);
            throw err;
          }
        },
      }),
      // Turns the token the sign-up form just received into a browser session. Only reachable through
      // next-auth's CSRF-checked POST; no link or query parameter signs anyone in (login CSRF).
      CredentialsProvider({
        id: "token",
        name: "Token",
        credentials: { token: { type: "text" } },
        async authorize(credentials) {
          const { user, error } = await userFromToken(credentials?.token ?? "");
          if (!user) throw new Error(error ?? "Invalid or expired token");
          const full = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { tokenVersion: true } });
          return { id: user.id, name: user.name, email: user.email, tokenVersion: full.tokenVersion };
        },
      }),
      ...googleProvider(),
    ],
    jwt: {
      encode: async ({ token, maxAge }) => {
        if (!token?.sub || typeof token.tv !== "number") throw new Error("session without user");
        return signSessionToken({ sub: token.sub, tv: token.tv, ...(typeof token.jti === "string" ? { jti: token.jti } : {}) }, maxAge);
      },
      // Checked against the database on every read, so revoked sessions end at once.
      decode: async ({ token }) => {
        if (!token) return null;
        const { user, claims } = await userFromToken(token);
        if (!user) return null;
        const row = await db.user.findUnique({ where: { id: user.id }, select: { tokenVersion: true } });
        return row ? { sub: user.id, tv: row.tokenVersion, jti: claims!.jti } : null;
      },
    },
    events: {
      // Sign-out ends this browser's session on the server too: the old cookie stops working at once.
      async signOut({ token }) {
        if (typeof token?.sub === "string" && typeof token.jti === "string") {
          await revokeToken({ sub: token.sub, jti: token.jti });
        }
      },
    },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== "google") return true;
        const email = profile?.email ?? user.email;
        if (!email || (profile as { email_verified?: boolean } | undefined)?.email_verified === false) {
          return "/auth/callback?error=oauth_failed";
        }
        const ours = await upsertGoogleUser({
          googleId: account.providerAccountId,
          email,
          name: profile?.name ?? user.name ?? "",
          image: user.image,
        });
        if (ours === "unverified") return "/auth/callback?error=email_not_verified";
        if (!ours) return "/auth/callback?error=account_suspended";
        return true;
      },
      async jwt({ token, user, account }) {
        if (account?.provider === "google") {
          const ours = await db.user.findUniqueOrThrow({
            where: { googleId: account.providerAccountId },
            select: { id: true, tokenVersion: true },
          });
          return { sub: ours.id, tv: ours.tokenVersion };
        }
        if (user) {
          const withVersion = user as typeof user & { tokenVersion: number };
          return { sub: user.id, tv: withVersion.tokenVersion };
        }
        return token;
      },
      async session({ session, token }) {
        const user = token.sub
          ? await db.user.findUnique({
              where: { id: token.sub },
              select: { id: true, name: true, email: true, role: true, image: true, timeZone: true },
            })
          : null;
        return { ...session, user: user ?? undefined };
      },
    },
  };
}
