/** User-facing texts of the sign-in flows (spec part 1 §8). */
export const LOGIN_FAILED_FALLBACK = "Please check your credentials and try again.";

/** The `error` query parameter of /auth and /auth/callback, as a sentence. */
export function authErrorText(error: string): string {
  if (error === "oauth_failed") return "Google authentication was cancelled or failed.";
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
