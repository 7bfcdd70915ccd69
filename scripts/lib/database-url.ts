/** Where DATABASE_URL points (plain Node: scripts import it). */

/** Unset (the embedded database), a Unix socket, or a loopback host. */
export function isLocalDatabase(url: string | undefined): boolean {
  if (!url) return true;
  try {
    const { hostname, searchParams } = new URL(url);
    const host = (searchParams.get("host") ?? hostname).replace(/^\[|\]$/g, "").toLowerCase();
    return host === "" || host.startsWith("/") || host === "localhost" || host === "::1" || /^127\./.test(host);
  } catch {
    // `postgresql://user@/db?host=/var/run/postgresql` (a socket, no host) is not a WHATWG URL.
    return /[?&]host=(%2F|\/)/i.test(url);
  }
}
