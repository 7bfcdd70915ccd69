/**
 * Secrets at rest (OAuth tokens, API keys): AES-256-GCM with TOKEN_ENCRYPTION_KEY.
 * Format: "v1.<iv>.<tag>.<ciphertext>" in base64url, so a value can be told from plaintext.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "@/env";

function key(): Buffer {
  const raw = env().TOKEN_ENCRYPTION_KEY;
  const decoded = Buffer.from(raw, "base64");
  // Accept a 32-byte base64 key as documented; derive one from any other string.
  return decoded.length === 32 ? decoded : createHash("sha256").update(raw).digest();
}

export function encryptSecret(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return ["v1", iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(".");
}

export function decryptSecret(value: string): string {
  const [version, iv, tag, ciphertext] = value.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("Not an encrypted secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** Shows the last four characters only (admin settings). */
export function maskSecret(plaintext: string): string {
  return plaintext.length <= 4 ? "••••" : `••••••••${plaintext.slice(-4)}`;
}
