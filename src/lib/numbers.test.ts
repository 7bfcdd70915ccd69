import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("writes what en-US toLocaleString writes for whole numbers", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -1, -1234, -987_654_321, 2 ** 40]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
