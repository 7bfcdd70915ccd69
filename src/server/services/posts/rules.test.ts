import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import {
  checkConnected,
  checkContent,
  checkFutureSchedule,
  checkMediaAlt,
  checkNetworkLimits,
  checkNetworkMedia,
  checkPlatforms,
  visibleLength,
} from "./rules";

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    return err as AppError;
  }
  throw new Error("expected a failure");
}

describe("post rules", () => {
  it("refuses blank content with the spec's text and trims the rest", () => {
    expect(failure(() => checkContent("   \n ", 3000))).toMatchObject({
      message: "Please add some content to your post.",
      extra: { title: "Content required" },
    });
    expect(checkContent("  hello  ", 3000)).toBe("hello");
  });

  it("counts emoji as one character", () => {
    expect(visibleLength("👍🏽ok")).toBe(3);
    expect(() => checkContent("👍🏽".repeat(2000), 2000)).not.toThrow();
    expect(failure(() => checkContent("a".repeat(2001), 2000)).message).toBe("Your post is 2001 characters; the limit here is 2000.");
  });

  it("names the network whose limit is exceeded", () => {
    const text = "a".repeat(281);
    expect(() => checkNetworkLimits(text, ["linkedin", "threads"])).not.toThrow();
    expect(failure(() => checkNetworkLimits(text, ["linkedin", "x"])).message).toBe("X allows at most 280 characters; this post has 281.");
    expect(failure(() => checkNetworkLimits("b".repeat(501), ["threads"])).message).toMatch(/^Threads allows at most 500/);
  });

  it("counts a post for X as X does: a long link as 23, CJK as 2, and says so when that is not what the author sees", () => {
    const withLink = `${"a".repeat(256)} https://example.com/${"path/".repeat(20)}`;
    expect(() => checkNetworkLimits(withLink, ["x"])).not.toThrow();
    expect(failure(() => checkNetworkLimits(withLink, ["bluesky"])).message).toMatch(/^Bluesky allows at most 300 characters; this post has 377\.$/);
    expect(() => checkNetworkLimits("あ".repeat(140), ["x"])).not.toThrow();
    expect(failure(() => checkNetworkLimits("あ".repeat(141), ["x", "threads"])).message).toBe(
      "X allows at most 280 characters; this post has 282. Links count as 23 characters each; emoji and most characters beyond Latin count as 2.",
    );
  });

  it("checks Bluesky's 3,000 bytes as well as its 300 graphemes, naming the limit broken", () => {
    const family = "👨‍👩‍👧‍👦"; // one grapheme, 25 bytes
    expect(failure(() => checkNetworkLimits(family.repeat(150), ["bluesky"])).message).toBe(
      "Bluesky allows 3,000 bytes of text; this text is 3,750 bytes.",
    );
    expect(() => checkNetworkLimits(family.repeat(120), ["bluesky"])).not.toThrow(); // exactly 3,000 bytes
    expect(failure(() => checkNetworkLimits(`${family.repeat(120)}!`, ["bluesky"])).message).toBe(
      "Bluesky allows 3,000 bytes of text; this text is 3,001 bytes.",
    );
    // Networks without a byte limit take it (LinkedIn counts 150 graphemes).
    expect(() => checkNetworkLimits(family.repeat(150), ["linkedin", "threads"])).not.toThrow();
  });

  it("needs at least one postable platform", () => {
    expect(failure(() => checkPlatforms([])).message).toBe("Please select at least one platform.");
    expect(checkPlatforms(["x", "x", "linkedin"])).toEqual(["x", "linkedin"]);
    expect(checkPlatforms(["facebook", "instagram"])).toEqual(["facebook", "instagram"]);
  });

  it("takes one alt text per media file (none: all empty), trimmed, at most 1000 characters with an emoji as one", () => {
    expect(checkMediaAlt(undefined, 2)).toEqual(["", ""]);
    expect(checkMediaAlt([" A dog ", ""], 2)).toEqual(["A dog", ""]);
    expect(checkMediaAlt(["👍".repeat(1000)], 1)).toHaveLength(1);
    expect(failure(() => checkMediaAlt(["a"], 2)).message).toBe("Send one alt text per media file (2), or none; got 1.");
    expect(failure(() => checkMediaAlt(["", "b".repeat(1001)], 2)).message).toBe(
      "The alt text of media file 2 is 1001 characters; the limit is 1000.",
    );
  });

  it("refuses Instagram posts without media, naming the network, and takes Facebook's long texts", () => {
    expect(failure(() => checkNetworkMedia(["x", "instagram"], 0)).message).toBe("Instagram needs an image or a video: add one, or unselect it.");
    expect(() => checkNetworkMedia(["instagram"], 1)).not.toThrow();
    expect(() => checkNetworkMedia(["facebook", "x"], 0)).not.toThrow();
    expect(() => checkNetworkLimits("c".repeat(3000), ["facebook"])).not.toThrow();
    expect(failure(() => checkNetworkLimits("d".repeat(2201), ["instagram"])).message).toBe(
      "Instagram allows at most 2200 characters; this post has 2201.",
    );
  });

  it("needs a future time", () => {
    const now = new Date("2026-03-29T00:59:00Z");
    expect(failure(() => checkFutureSchedule(new Date("2026-03-29T00:59:00Z"), now)).message).toBe("Please select a future date and time.");
    expect(() => checkFutureSchedule(new Date("2026-03-29T01:00:00Z"), now)).not.toThrow();
  });

  it("lists the platforms that are not connected", () => {
    const err = failure(() => checkConnected(["linkedin", "x", "threads"], new Set(["linkedin"])));
    expect(err.message).toBe("Please connect these platforms first: X, Threads. Go to Accounts to connect them.");
    expect(err.extra).toMatchObject({ title: "Platforms not connected", notConnected: ["x", "threads"] });
  });
});
