/**
 * Runs before Next.js routes a page request of the signed-in areas:
 * - holds or refuses a member's requests past their rate (member-rate.ts; the API doors do the same);
 * - passes the requested path to the server components of the signed-in areas, so that their
 *   sign-in check can send visitors to /auth?callbackUrl=<the page they wanted>;
 * - sends a page path with a malformed percent escape to the not-found page.
 * Access control itself happens in src/app/(app)/layout.tsx, src/app/admin/page.tsx and the procedures.
 */
import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/server/api/error-body";
import { MEMBER_RATE_MESSAGE, awaitMemberTurn } from "@/server/api/member-rate";

/** Whether every percent escape in the path decodes (`/sandbox/%E0%A4%A` does not). */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export async function proxy(request: NextRequest) {
  const retryAfter = await awaitMemberTurn(request);
  if (retryAfter !== null) return errorResponse(429, MEMBER_RATE_MESSAGE, { retryAfter });
  const { pathname } = request.nextUrl;
  // Next.js answers a dynamic segment it cannot decode with a bare 500 (vercel/next.js#92557);
  // such an address names nothing here, so it gets the not-found page (404) before routing.
  if (!decodablePath(pathname)) return NextResponse.rewrite(new URL("/not-found", request.url));
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

/**
 * The signed-in areas: one entry per folder of src/app/(app) and src/app/admin. Not the API: a proxy
 * there would make Next.js buffer every request body (up to proxyClientMaxBodySize), uploads
 * included; the API doors take their member's turn themselves. Next.js reads the matcher at build
 * time and takes literals only, so it cannot be derived from those folders here; src/proxy.test.ts
 * derives it and checks this list against it.
 */
export const config = {
  matcher: [
    "/dashboard/:path*",
    "/create-post/:path*",
    "/posts/:path*",
    "/calendar/:path*",
    "/ai-suggestions/:path*",
    "/ai-videos/:path*",
    "/accounts/:path*",
    "/sandbox/:path*",
    "/profile/:path*",
    "/billing/:path*",
    "/settings/:path*",
    "/workspace/:path*",
    "/admin/:path*",
  ],
};
