/**
 * Validates a `callbackUrl` before navigating to it: only same-origin paths, never the sign-in
 * pages themselves (that would loop). Absolute URLs are accepted only when their origin is
 * `origin` (next-auth sometimes hands those out) and are reduced to their path.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin?: string): string | null {
  if (!raw) return null;
  let path = raw;
  if (!raw.startsWith("/")) {
    if (!origin) return null;
    try {
      const url = new URL(raw);
      if (url.origin !== origin) return null;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  // "//host" and "/\host" are protocol-relative in browsers; control characters have no place here.
  if (path.startsWith("//") || path.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(path)) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (pathname === "/auth" || pathname.startsWith("/auth/") || pathname.startsWith("/api/")) return null;
  return path;
}

/** `/auth?callbackUrl=...` for a page a visitor tried to open. */
export function signInUrl(intendedPath: string | null | undefined): string {
  const target = safeCallbackUrl(intendedPath);
  return target ? `/auth?callbackUrl=${encodeURIComponent(target)}` : "/auth";
}
