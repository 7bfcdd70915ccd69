import { describe, expect, it } from "vitest";
import { aspectRatioFor } from "./fal";
import { parseVideoSize } from "./ffmpeg";

describe("aspectRatioFor (fal's text-to-video models take a ratio, not a size)", () => {
  it("maps each platform size to the nearest of 16:9, 9:16 and 1:1", () => {
    expect(aspectRatioFor(1600, 900)).toBe("16:9");
    expect(aspectRatioFor(1200, 627)).toBe("16:9");
    expect(aspectRatioFor(1080, 1920)).toBe("9:16");
    expect(aspectRatioFor(1080, 1080)).toBe("1:1");
    expect(aspectRatioFor(1080, 1350)).toBe("1:1");
  });
});

describe("parseVideoSize", () => {
  it("reads the first video stream's size from ffmpeg's report, not the audio or a SAR", () => {
    const report = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'in.mp4':",
      "    Stream #0:0(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 2 kb/s (default)",
      "    Stream #0:1(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1080x1920 [SAR 1:1 DAR 9:16], 28 kb/s, 5 fps (default)",
    ].join("\n");
    expect(parseVideoSize(report)).toEqual({ width: 1080, height: 1920 });
    expect(parseVideoSize("Stream #0:0: Audio: aac")).toBeNull();
  });
});
