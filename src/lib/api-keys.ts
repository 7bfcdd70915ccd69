/**
 * What an API key looks like and what it may do (issue 28). Plain data, no imports: read by the
 * server (authentication, redaction in errors and logs) and by the API keys page.
 */

/** Every key starts with this, so people, log redaction and secret scanners recognise one. */
export const API_KEY_PREFIX = "pp_live_";

/** Random characters after the prefix (base62: about 190 bits). */
export const API_KEY_SECRET_LENGTH = 32;

/** A key anywhere in a text (whole words only: a longer run of letters is not ours). */
const API_KEY_IN_TEXT = /pp_live_[A-Za-z0-9]{16,}/g;

export const API_KEY_REDACTED = "pp_live_[redacted]";

/** The text with every API key in it replaced, for error messages and log lines. */
export function redactApiKeys(text: string): string {
  return text.includes(API_KEY_PREFIX) ? text.replace(API_KEY_IN_TEXT, API_KEY_REDACTED) : text;
}

export function containsApiKey(text: string): boolean {
  return text.includes(API_KEY_PREFIX) && new RegExp(API_KEY_IN_TEXT.source).test(text);
}

export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** What a key may reach; each procedure kind names the one it needs (src/server/api/scopes.ts). */
export const API_KEY_SCOPES = ["read", "write", "publish", "ai", "admin"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABEL: Record<ApiKeyScope, string> = {
  read: "Read: posts, calendar, accounts, insights",
  write: "Write: create and edit drafts, delete posts",
  publish: "Publish: schedule, publish and approve",
  ai: "AI: generate text, images and videos (uses AI prompts)",
  admin: "Admin: API keys, members, billing and settings",
};
