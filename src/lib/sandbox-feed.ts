/**
 * The handle in a sandbox feed's address (/sandbox/<handle>; sandboxFeedPath builds it). Next.js
 * decodes a route segment once before the page sees it; decoding it again threw on a malformed
 * escape (`/sandbox/%E0%A4%A`: a 500) and would have turned a literal "%41" into "A".
 */

/** Handles are made of letters, digits and dashes (newHandle, or the account's cuid). */
const HANDLE = /^[A-Za-z0-9-]{1,100}$/;

/** The handle named by the page's (already decoded) segment, or null when it cannot be one: 404. */
export function sandboxHandleFromSegment(segment: string): string | null {
  return HANDLE.test(segment) ? segment : null;
}
