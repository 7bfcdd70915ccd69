/**
 * Passes the requested path to the server components of the signed-in areas, so that their
 * sign-in check can send visitors to /auth?callbackUrl=<the page they wanted>.
 * Access control itself happens in src/app/(app)/layout.tsx and src/app/admin/page.tsx.
 * A path with a malformed percent escape is sent to the not-found page.
 */
import { NextResponse, type NextRequest } from "next/server";

/** Whether every percent escape in the path decodes (`/sandbox/%E0%A4%A` does not). */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  // Next.js answers a dynamic segment it cannot decode with a bare 500 (vercel/next.js#92557);
  // such an address names nothing here, so it gets the not-found page (404) before routing.
  if (!decodablePath(request.nextUrl.pathname)) return NextResponse.rewrite(new URL("/not-found", request.url));
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

/**
 * The signed-in areas: one entry per folder of src/app/(app) and src/app/admin. Next.js reads the
 * matcher at build time and takes literals only, so it cannot be derived from those folders here;
 * src/proxy.test.ts derives it and checks this list against it.
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
    "/admin/:path*",
  ],
};
