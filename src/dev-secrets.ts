/**
 * The one writer of development secrets: the session secret and the token encryption key a
 * developer should not have to invent. Generated once into <DATA_DIR>/dev-secrets.json and shared
 * by every process of that data directory. Used by src/env.ts (the app outside production) and by
 * scripts/run.ts (`npm start` runs web and worker with NODE_ENV=production, where src/env.ts
 * refuses to invent secrets, so the script hands them over). Plain Node only: scripts import it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";

export interface DevSecrets {
  AUTH_SECRET: string;
  TOKEN_ENCRYPTION_KEY: string;
}

/** The secrets file of a data directory. */
export function devSecretsFile(dataDir: string): string {
  return path.resolve(dataDir, "dev-secrets.json");
}

/**
 * The secrets of `dataDir`, generated on first use. `created` is true when this call wrote the file
 * (scripts/run.ts tells the developer once).
 */
export function loadDevSecrets(dataDir: string): DevSecrets & { created: boolean } {
  const file = devSecretsFile(dataDir);
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, "utf8")) as DevSecrets), created: false };
  const secrets: DevSecrets = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  // wx: if another process created it first, keep theirs so every process shares one key.
  try {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { flag: "wx", mode: 0o600 });
  } catch {
    return { ...(JSON.parse(readFileSync(file, "utf8")) as DevSecrets), created: false };
  }
  return { ...secrets, created: true };
}
