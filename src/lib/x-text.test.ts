import { describe, expect, it } from "vitest";
import { xWeightedLength } from "./x-text";

describe("X's weighted length", () => {
  it("counts as X's documentation does: Latin 1, emoji 2 however they are joined, NFC", () => {
    expect(xWeightedLength("Hello, world! 👋")).toBe(16);
    expect(xWeightedLength("👾")).toBe(2);
    expect(xWeightedLength("🙋🏽")).toBe(2);
    expect(xWeightedLength("👨‍🎤")).toBe(2);
    expect(xWeightedLength("👨‍👩‍👧‍👦")).toBe(2);
    expect(xWeightedLength("🇯🇵")).toBe(2);
    expect(xWeightedLength("cafe\u0301")).toBe(4);
  });

  it("weighs each code point outside the light ranges 2: CJK, Hangul, most symbols", () => {
    expect(xWeightedLength("日本語")).toBe(6);
    expect(xWeightedLength("안녕")).toBe(4);
    expect(xWeightedLength("あ".repeat(140))).toBe(280);
    expect(xWeightedLength("あ".repeat(141))).toBe(282);
    // Scripts below U+1100 count per code point, as people do not see them.
    expect(xWeightedLength("नमस्ते")).toBe(6);
    // General punctuation: the dashes and quotes weigh 1, the ellipsis (U+2026) 2.
    expect(xWeightedLength("—“”")).toBe(3);
    expect(xWeightedLength("…")).toBe(2);
  });

  it("counts every link as 23, however long or short, and the punctuation after it as text", () => {
    expect(xWeightedLength("https://example.com")).toBe(23);
    expect(xWeightedLength("http://x.co")).toBe(23);
    expect(xWeightedLength(`https://example.com/${"long/".repeat(40)}?q=1`)).toBe(23);
    expect(xWeightedLength("Read https://example.com/post.")).toBe(5 + 23 + 1);
    expect(xWeightedLength("(see https://example.com/a)")).toBe(5 + 23 + 1);
    expect(xWeightedLength("two: https://a.example/1 https://b.example/2")).toBe(5 + 23 + 1 + 23);
  });

  it("takes bare .com/.net/.org domains as links (X links them) and leaves other dotted words and addresses as text", () => {
    expect(xWeightedLength("see example.com today")).toBe(4 + 23 + 6);
    expect(xWeightedLength("www.example.org/about")).toBe(23);
    expect(xWeightedLength("Next.js")).toBe(7);
    expect(xWeightedLength("ann@example.com")).toBe(15);
  });
});
