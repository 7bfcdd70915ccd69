import { describe, expect, it } from "vitest";
import { truncate, visibleLength } from "./text";

describe("text helpers", () => {
  it("counts what people see", () => {
    expect(visibleLength("héllo 👋🏽")).toBe(7);
  });

  it("truncates with an ellipsis only when needed", () => {
    expect(truncate("Short", 12)).toBe("Short");
    expect(truncate("Excited to share our roadmap", 12)).toBe("Excited to s…");
    expect(truncate("  spaced\n\nout  ", 20)).toBe("spaced out");
  });
});
