/** Where the project is: its root, its binaries in node_modules/.bin, its `.env`. */
import { existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..", "..");

/** Loads `.env` (if present) without overriding variables that are already set. */
export function loadDotEnv(file = path.join(ROOT, ".env")): void {
  if (existsSync(file) && typeof process.loadEnvFile === "function") process.loadEnvFile(file);
}

/** Absolute path of a binary in node_modules/.bin. */
export function bin(name: string): string {
  return path.join(ROOT, "node_modules", ".bin", name);
}
