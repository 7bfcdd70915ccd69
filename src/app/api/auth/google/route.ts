import { env } from "@/env";
import { isGoogleSignInEnabled } from "@/server/auth/nextauth";

export const dynamic = "force-dynamic";

/**
 * GET /api/auth/google: sends the browser to Google sign-in. next-auth needs a CSRF-protected
 * POST to start the flow, so this redirects to the sign-in page, which starts it; the outcome
 * comes back to /auth/callback.
 */
export function GET() {
  const base = env().APP_URL.replace(/\/$/, "");
  if (!isGoogleSignInEnabled()) {
    return Response.redirect(`${base}/auth?error=google_not_configured`, 302);
  }
  return Response.redirect(`${base}/auth?provider=google`, 302);
}
