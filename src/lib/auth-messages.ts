/** User-facing texts of the sign-in flows (spec part 1 §8). */
export const LOGIN_FAILED_FALLBACK = "Please check your credentials and try again.";

/** The `error` query parameter of /auth and /auth/callback, as a sentence. */
export function authErrorText(error: string): string {
  if (error === "oauth_failed") return "Google authentication was cancelled or failed.";
  if (error === "verification_link_invalid") return "This verification link is invalid or was already used.";
  if (error === "email_not_verified")
    return "An account with this e-mail exists but its address is not verified. Log in with your password and follow the verification link first.";
  return "An error occurred during authentication.";
}

/**
 * next-auth's signIn() reports the message thrown by the credentials provider, or a bare code
 * such as "CredentialsSignin" when there is none: only real sentences are shown.
 */
export function loginErrorText(error: string | null | undefined): string {
  if (!error || /^[A-Za-z]+$/.test(error) || error.length > 200) return LOGIN_FAILED_FALLBACK;
  return error;
}
