/**
 * Readable text from hostile pages: a 2 MB page built to make a parser slow (reference floods,
 * deep nesting, unclosed tags) is read in linear time. The bound is generous on purpose (the
 * quadratic decoder this replaced took about 23 s on the ampersand flood); bench/html-text.ts
 * prints the real figures.
 */
import { describe, expect, it } from "vitest";
import { extractPageText } from "@/server/lib/html-text";
import { adversarialPages } from "./adversarial-html";

describe("page text from a 2 MB adversarial page", () => {
  for (const [name, html] of Object.entries(adversarialPages())) {
    it(`reads "${name}" without stalling the server`, () => {
      const started = performance.now();
      const page = extractPageText(html);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(page.text.length).toBeLessThanOrEqual(20_001);
    });
  }

  it("decodes every named reference, not a short list", () => {
    expect(extractPageText("<p>&hearts; &frac12; &Omega; &rarr; &euro;</p>").text).toBe("♥ ½ Ω → €");
  });
});
