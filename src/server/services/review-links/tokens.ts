/**
 * A review link's token: 32 random bytes (256 bits, base64url, 43 characters) in the URL; only its
 * SHA-256 is stored. Unguessable and looked up by hash, so neither the database nor a backup can
 * open a link, and revoking is one column (docs/decisions.md, "Client review links").
 */
import { createHash, randomBytes } from "node:crypto";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newReviewToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A string that could be a token at all: anything else is unknown without a database read. */
export function looksLikeReviewToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
