import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/server/auth/nextauth";
import { MAX_AUTH_FORM_BYTES } from "@/server/api/request-limits";
import { readBodyWithin, withBody } from "@/server/api/request-guards";
import { errorResponse } from "@/server/api/error-body";

export const dynamic = "force-dynamic";

async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  let request = req;
  if (req.method === "POST") {
    // next-auth checks its own CSRF token on these posts; the size cap is ours.
    const read = await readBodyWithin(req, MAX_AUTH_FORM_BYTES);
    if (!read.ok) return errorResponse(413, "Request body too large");
    // next-auth reads nextUrl, so the re-built request must be a NextRequest again.
    request = new NextRequest(withBody(req, read.bytes));
  }
  return NextAuth(authOptions())(request, ctx);
}

export { handler as GET, handler as POST };
