import { describe, expect, it } from "vitest";
import { containsApiKey, looksLikeApiKey, redactApiKeys } from "./api-keys";

const KEY = "pp_live_0123456789abcdefABCDEF0123456789";

describe("API keys in text", () => {
  it("redacts every key in a text, wherever it sits, and leaves other text alone", () => {
    expect(redactApiKeys(`GET /x?key=${KEY}&y=1 "${KEY}"`)).toBe('GET /x?key=pp_live_[redacted]&y=1 "pp_live_[redacted]"');
    expect(redactApiKeys("pp_live_ is our prefix; pp_live_short is not a key")).toBe("pp_live_ is our prefix; pp_live_short is not a key");
  });

  it("finds a key in a text, and tells a key credential from a session token", () => {
    expect(containsApiKey(`my key: ${KEY}.`)).toBe(true);
    expect(containsApiKey(`${KEY}`)).toBe(true);
    expect(containsApiKey("no key here, pp_live_ only")).toBe(false);
    expect(looksLikeApiKey(KEY)).toBe(true);
    expect(looksLikeApiKey("eyJhbGciOiJIUzI1NiJ9.e30.x")).toBe(false);
  });
});
