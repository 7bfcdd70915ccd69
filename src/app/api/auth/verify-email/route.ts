/** GET /api/auth/verify-email?token=…: the link from the verification e-mail. Lands on the dashboard (or /auth). */
import { verifyEmailToken } from "@/server/services/auth/email-verification";
import { withErrorResponses } from "@/server/api/error-response";

export const dynamic = "force-dynamic";

export const GET = withErrorResponses("auth.verifyEmail", async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  const verified = await verifyEmailToken(url.searchParams.get("token") ?? "");
  // Relative Location: the browser stays on the host it used.
  const target = verified ? "/dashboard?emailVerified=1" : "/auth?error=verification_link_invalid";
  return new Response(null, { status: 303, headers: { location: target } });
});
