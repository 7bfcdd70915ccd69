/**
 * Passes the requested path to the server components of the signed-in areas, so that their
 * sign-in check can send visitors to /auth?callbackUrl=<the page they wanted>.
 * Access control itself happens in src/app/(app)/layout.tsx and src/app/admin/page.tsx.
 */
import { NextResponse, type NextRequest } from "next/server";

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

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
