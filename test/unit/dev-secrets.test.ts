/** src/dev-secrets.ts: the one writer of development secrets, shared by src/env.ts and scripts/run.ts. */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { devSecretsFile, loadDevSecrets } from "@/dev-secrets";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadDevSecrets", () => {
  it("generates the secrets once, owner-readable only, and hands every later caller the same ones", () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "pp-secrets-")), "data");
    dirs.push(path.dirname(dataDir));
    const first = loadDevSecrets(dataDir);
    expect(first.created).toBe(true);
    expect(Buffer.from(first.TOKEN_ENCRYPTION_KEY, "base64")).toHaveLength(32);
    expect(statSync(devSecretsFile(dataDir)).mode & 0o777).toBe(0o600);
    const second = loadDevSecrets(dataDir);
    expect(second).toEqual({ ...first, created: false });
    expect(JSON.parse(readFileSync(devSecretsFile(dataDir), "utf8"))).toEqual({
      AUTH_SECRET: first.AUTH_SECRET,
      TOKEN_ENCRYPTION_KEY: first.TOKEN_ENCRYPTION_KEY,
    });
  });
});
