/**
 * Where a request carries its credential: a bearer token, else the session cookie. Read without a
 * database or a signature check, so that the proxy can tell members apart before routing
 * (member-rate.ts); whether the credential is valid is decided later (request-user.ts).
 */

export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

/** A cookie value as set (percent-encoded); a malformed escape is kept as sent and fails the token check. */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function readCookie(headers: Headers, name: string): string | undefined {
  const header = headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeCookieValue(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The token a request presents: `Authorization: Bearer …` first, else a session cookie. */
export function presentedToken(headers: Headers): string | undefined {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    return match?.[1]?.trim();
  }
  for (const name of SESSION_COOKIE_NAMES) {
    const value = readCookie(headers, name);
    if (value) return value;
  }
  return undefined;
}
