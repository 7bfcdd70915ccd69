/**
 * One signed token format for both doors: the bearer token API clients get from /api/auth/login
 * and the value of the browser's httpOnly session cookie (next-auth is told to encode with it).
 * The token carries the user's tokenVersion; bumping it (password change, suspension, deletion)
 * revokes every token issued before.
 */
import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import { createHash, randomUUID } from "node:crypto";
import { env } from "@/env";

const ISSUER = "postpilot";

export interface SessionClaims extends JWTPayload {
  sub: string;
  /** tokenVersion of the user when the token was issued */
  tv: number;
  /** This token's own id: signing out revokes it alone (RevokedToken). */
  jti: string;
  exp: number;
}

let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;

/**
 * The HMAC key, imported once per secret: jose imports a raw key on every call, which is two thirds
 * of the cost of checking a token (every API request checks one).
 */
function key(): Promise<CryptoKey> {
  const secret = env().AUTH_SECRET;
  if (cachedKey?.secret !== secret) {
    // Derive a fixed-length HMAC key so any secret length works.
    const raw = createHash("sha256").update(`session:${secret}`).digest();
    cachedKey = { secret, key: crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]) };
  }
  return cachedKey.key;
}

export async function signSessionToken(
  claims: Record<string, unknown> & { sub: string; tv: number },
  ttlSeconds = env().AUTH_TOKEN_TTL_SECONDS,
): Promise<string> {
  const { sub, ...rest } = claims;
  // next-auth re-encodes the session cookie as it rolls its expiry: the session keeps its id, so
  // signing out revokes every copy of it. A new token gets a fresh id. Timestamps are always ours.
  const jti = typeof rest.jti === "string" ? rest.jti : randomUUID();
  delete rest.iat;
  delete rest.exp;
  delete rest.jti;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setJti(jti)
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await key());
}

/** Returns the claims, or null when the token is malformed, forged or expired. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, algorithms: ["HS256"] });
    // Tokens without an id predate sign-out revocation and cannot be ended one by one: refused.
    if (typeof payload.sub !== "string" || typeof payload.tv !== "number" || typeof payload.jti !== "string") return null;
    return payload as SessionClaims;
  } catch {
    return null;
  }
}
