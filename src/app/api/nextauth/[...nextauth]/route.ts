import NextAuth from "next-auth";
import { authOptions } from "@/server/auth/nextauth";

export const dynamic = "force-dynamic";

function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(authOptions())(req, ctx);
}

export { handler as GET, handler as POST };
