import { describe, expect, it } from "vitest";
import { defaultMediaPlatform, planCostLabel } from "./media";

describe("defaultMediaPlatform (spec defaults)", () => {
  it("is the selected network when exactly one of Instagram, TikTok, Facebook, X, LinkedIn is selected", () => {
    expect(defaultMediaPlatform(["x"])).toBe("x");
    expect(defaultMediaPlatform(["linkedin"])).toBe("linkedin");
    expect(defaultMediaPlatform(["tiktok"])).toBe("tiktok");
  });

  it("is general otherwise (none, several, or a network without its own default)", () => {
    expect(defaultMediaPlatform(undefined)).toBe("general");
    expect(defaultMediaPlatform([])).toBe("general");
    expect(defaultMediaPlatform(["x", "linkedin"])).toBe("general");
    expect(defaultMediaPlatform(["threads"])).toBe("general");
  });
});

describe("planCostLabel (§9)", () => {
  it("text only: 7 days 7 prompts, 15 and 30 free; with images 35, 75, 150", () => {
    expect([7, 15, 30].map((d) => planCostLabel(d))).toEqual(["7 AI prompts", "Free", "Free"]);
    expect([7, 15, 30].map((d) => planCostLabel(d, true))).toEqual(["35 AI prompts", "75 AI prompts", "150 AI prompts"]);
  });
});
