import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, maskSecret } from "./crypto";

describe("secrets at rest", () => {
  it("round-trips and never stores the plaintext", () => {
    const secret = "ya29.a0AfH6SMB-access-token";
    const stored = encryptSecret(secret);
    expect(stored).not.toContain(secret);
    expect(stored.startsWith("v1.")).toBe(true);
    expect(decryptSecret(stored)).toBe(secret);
    expect(encryptSecret(secret)).not.toBe(stored); // fresh IV each time
  });

  it("refuses tampered ciphertext", () => {
    const stored = encryptSecret("token");
    const parts = stored.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decryptSecret(parts.join("."))).toThrow();
  });

  it("masks all but the last four characters", () => {
    expect(maskSecret("sk-abcdef123456")).toBe("••••••••3456");
  });
});
