import { describe, expect, it } from "vitest";
import { detectFacets, graphemeCount, toFacets } from "./bluesky-richtext";

/** The text a facet covers, read back through its UTF-8 byte range (as Bluesky's apps do). */
function covered(text: string, facet: { index: { byteStart: number; byteEnd: number } }): string {
  return Buffer.from(text, "utf8").subarray(facet.index.byteStart, facet.index.byteEnd).toString("utf8");
}

describe("Bluesky rich text", () => {
  it("finds links, mentions and tags on UTF-8 byte offsets after multi-byte characters", () => {
    const text = "Café ☕ 👍🏽 read https://example.com/a?b=1. Thanks @alice.bsky.social! #launch";
    const facets = detectFacets(text);
    expect(facets.map((f) => [f.kind, covered(text, f)])).toEqual([
      ["link", "https://example.com/a?b=1"],
      ["mention", "@alice.bsky.social"],
      ["tag", "#launch"],
    ]);
    // "Café ☕ 👍🏽 read " is 14 characters in JavaScript but 22 bytes in UTF-8.
    expect(facets[0]!.index.byteStart).toBe(Buffer.byteLength("Café ☕ 👍🏽 read ", "utf8"));
  });

  it("leaves out trailing punctuation, number-only tags, handles without a domain and # inside links", () => {
    const text = "See (https://example.com/x), #2024 #ok, @localhost and https://example.com/#anchor";
    expect(detectFacets(text).map((f) => [f.kind, covered(text, f)])).toEqual([
      ["link", "https://example.com/x"],
      ["tag", "#ok"],
      ["link", "https://example.com/#anchor"],
    ]);
  });

  it("keeps a mention as plain text when its handle has no DID", () => {
    const text = "Hi @bob.example.com and @carol.example.com";
    const facets = toFacets(detectFacets(text), new Map([["carol.example.com", "did:plc:carol"]]));
    expect(facets).toEqual([
      { index: { byteStart: 24, byteEnd: 42 }, features: [{ $type: "app.bsky.richtext.facet#mention", did: "did:plc:carol" }] },
    ]);
  });

  it("counts graphemes as people see them", () => {
    expect(graphemeCount("👍🏽👨‍👩‍👧é")).toBe(3);
  });
});
