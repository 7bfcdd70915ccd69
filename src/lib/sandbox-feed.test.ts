import { describe, expect, it } from "vitest";
import { sandboxHandleFromSegment } from "./sandbox-feed";

describe("sandboxHandleFromSegment", () => {
  it("takes a handle as Next.js hands it over (decoded once)", () => {
    expect(sandboxHandleFromSegment("ada-lovelace-3f9a1c")).toBe("ada-lovelace-3f9a1c");
    expect(sandboxHandleFromSegment("cm3xk2b0f0000abcd1234efgh")).toBe("cm3xk2b0f0000abcd1234efgh");
  });

  it("answers null (the page's 404) for a segment that is no handle, without decoding it again", () => {
    // Issue 24 item 9: a malformed escape that Next.js passes on as sent used to throw URIError (500).
    for (const segment of ["%E0%A4%A", "%", "%41da", "a b", "ada/../x", "", "x".repeat(101), "caf\u00e9", "x\ud800"]) {
      expect(sandboxHandleFromSegment(segment), segment).toBeNull();
    }
  });
});
