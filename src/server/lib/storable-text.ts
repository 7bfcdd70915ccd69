/**
 * Text we can store and send: PostgreSQL refuses NUL in text, and a UTF-16 surrogate without its
 * partner has no UTF-8 form (Prisma's engine fails on it with a 500). One rule for every door that
 * takes text: the tRPC middleware (both API doors) and next-auth's credentials. Nor an API key (issue 28).
 */

import { containsApiKey } from "@/lib/api-keys";

/** Why `text` cannot be stored, in words for a message, or null when it can. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes("\u0000")) return "NUL characters";
  // A key pasted into a post would be published, and echoed back in answers: refused, never repeated.
  if (containsApiKey(text)) return "an API key (pp_live_…): keys are secret";
  // With the `u` flag a well-formed pair is one code point, so \p{Cs} matches only unpaired halves.
  if (/\p{Cs}/u.test(text)) return "unpaired UTF-16 surrogates";
  return null;
}

/** `text` with unpaired surrogates replaced by U+FFFD, safe to put in a message or a log line. */
export function printableText(text: string): string {
  return text.replace(/\p{Cs}/gu, "\uFFFD").replace(/\u0000/g, "\uFFFD");
}
