import { describe, expect, it } from "vitest";
import { formatUsage, generatorLabel, quotaError, quotaReached, urlProblem } from "./usage";

describe("AI usage helpers", () => {
  it("formats usage with ∞ for unlimited plans", () => {
    expect(formatUsage(3, 10)).toBe("3/10");
    expect(formatUsage(3, -1)).toBe("3/∞");
    expect(formatUsage(3, 999999)).toBe("3/∞");
  });

  it("reaches the quota at used ≥ limit, never when unlimited", () => {
    expect(quotaReached(10, 10)).toBe(true);
    expect(quotaReached(9, 10)).toBe(false);
    expect(quotaReached(5000, -1)).toBe(false);
  });

  it("reads the 403 quotaExceeded answer only", () => {
    const quota = { message: "AI quota exceeded", data: { httpStatus: 403, extra: { quotaExceeded: true, aiPromptsUsed: 25, aiPromptsLimit: 25 } } };
    expect(quotaError(quota)).toEqual({ message: "AI quota exceeded", used: 25, limit: 25 });
    expect(quotaError({ message: "Premium", data: { httpStatus: 403, extra: { requiresUpgrade: true } } })).toBeNull();
    expect(quotaError(new Error("boom"))).toBeNull();
  });

  it("labels the offline generator, never as a model", () => {
    expect(generatorLabel("offline", null)).toBe("Offline generator");
    expect(generatorLabel("openai", "gpt-4o-mini")).toBe("gpt-4o-mini");
  });

  it("checks URLs as the spec's texts say", () => {
    expect(urlProblem("  ")).toBe("URL required");
    expect(urlProblem("not a url")).toBe("Please enter a valid URL (e.g., https://example.com).");
    expect(urlProblem("ftp://example.com")).toBe("Please enter a valid URL (e.g., https://example.com).");
    expect(urlProblem("https://example.com/a")).toBeNull();
  });
});
