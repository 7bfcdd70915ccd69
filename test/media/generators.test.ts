/**
 * The two media generators as the worker uses them: the offline one (real files drawn with ffmpeg)
 * and fal.ai's official client against the queue API contract fake.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { getMediaGenerator, MediaGenerationError } from "@/server/integrations/media";
import { runFfmpeg } from "@/server/integrations/media/ffmpeg";
import { OfflineMediaGenerator, wrapText } from "@/server/integrations/media/offline-media";
import { FAKE_FAL_KEY, FalFake } from "../fakes/fal";
import { waitFor } from "../worker/helpers";
import { useOfflineMedia } from "../helpers/media";

const clearFalEnv = useOfflineMedia;

async function waitUntil(check: () => boolean): Promise<void> {
  await waitFor("the fal fake", async () => check());
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** ffmpeg's own reading of a video: duration in seconds, codec line. */
async function probe(bytes: Buffer): Promise<{ seconds: number; report: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "probe-"));
  try {
    await writeFile(path.join(dir, "v.mp4"), bytes);
    const report = await runFfmpeg(["-i", "v.mp4", "-f", "null", "-"], dir);
    const m = /Duration: (\d+):(\d+):([\d.]+)/.exec(report)!;
    return { seconds: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]), report };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("offline media generator", () => {
  afterEach(clearFalEnv);

  it("is what the app uses without FAL_KEY", () => {
    clearFalEnv();
    expect(getMediaGenerator().kind).toBe("offline");
  });

  it("draws a PNG at exactly the platform's size", async () => {
    const generator = new OfflineMediaGenerator();
    for (const [width, height] of [
      [1200, 627],
      [1080, 1920],
    ] as const) {
      const image = await generator.generateImage({
        prompt: "A lighthouse at dusk, 100% 'quoted' \\ text: yes",
        width,
        height,
        style: "cinematic",
        quality: "hd",
      });
      expect(image.mimeType).toBe("image/png");
      expect({ width: image.width, height: image.height }).toEqual({ width, height });
      expect(pngSize(image.bytes)).toEqual({ width, height });
    }
  });

  it("draws the prompt and label when a font exists, and still makes a valid picture without one", async () => {
    const request = { prompt: "Spring sale on handmade mugs", width: 640, height: 640, style: "minimal", quality: "standard" as const };
    const withText = await new OfflineMediaGenerator().generateImage(request);
    const withoutFont = await new OfflineMediaGenerator({ font: null }).generateImage(request);
    expect(pngSize(withoutFont.bytes)).toEqual({ width: 640, height: 640 });
    // Same background and frame: only the drawn text can make them differ.
    expect(withText.bytes.equals(withoutFont.bytes)).toBe(false);
    // Styles are visibly different pictures.
    const other = await new OfflineMediaGenerator({ font: null }).generateImage({ ...request, style: "3d" });
    expect(other.bytes.equals(withoutFont.bytes)).toBe(false);
  });

  it("makes an H.264/yuv420p MP4 of the requested length with a thumbnail", async () => {
    const video = await new OfflineMediaGenerator().generateVideo({
      prompt: "Launch day",
      caption: "We launch today",
      width: 1080,
      height: 1920,
      durationSeconds: 15,
      quality: "standard",
    });
    expect(video.mimeType).toBe("video/mp4");
    expect(video.bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const { seconds, report } = await probe(video.bytes);
    expect(seconds).toBeGreaterThanOrEqual(14.5);
    expect(seconds).toBeLessThanOrEqual(15.5);
    expect(report).toMatch(/Video: h264.*yuv420p.*1080x1920/);
    expect(pngSize(video.thumbnail!.bytes)).toEqual({ width: 1080, height: 1920 });
  });

  it("rounds odd sizes to even ones for video, caps the length at 60 seconds, and works without a font", async () => {
    const video = await new OfflineMediaGenerator({ font: null }).generateVideo({
      prompt: "x",
      width: 1200,
      height: 627,
      durationSeconds: 600,
      quality: "hd",
    });
    expect({ width: video.width, height: video.height }).toEqual({ width: 1200, height: 626 });
    const { seconds, report } = await probe(video.bytes);
    expect(Math.round(seconds)).toBe(60);
    expect(report).toMatch(/1200x626/);
  });

  it("wraps long prompts into bounded lines", () => {
    const lines = wrapText("word ".repeat(200) + "supercalifragilisticexpialidocious", 20, 4);
    expect(lines).toHaveLength(4);
    expect(lines.every((l) => l.length <= 20)).toBe(true);
    expect(lines[3]!.endsWith("…")).toBe(true);
    expect(wrapText("a".repeat(45), 20, 5)).toEqual(["a".repeat(20), "a".repeat(20), "a".repeat(5)]);
  });
});

describe("fal.ai generator (official client against the queue API fake)", () => {
  const fake = new FalFake();

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  afterEach(() => {
    fake.reset();
    clearFalEnv();
  });

  function useFake(extra: Record<string, string> = {}) {
    Object.assign(process.env, fake.envVars(), extra);
    resetEnvForTests();
    const generator = getMediaGenerator();
    expect(generator.kind).toBe("fal");
    return generator;
  }

  it("submits the image model with the size, style and quality, polls to COMPLETED and downloads the file", async () => {
    const generator = useFake({ FAL_IMAGE_MODEL: "fal-ai/flux/dev" });
    const image = await generator.generateImage({ prompt: "A red bicycle", width: 1200, height: 630, style: "illustration", quality: "hd" });
    expect(image.mimeType).toBe("image/png");
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });

    const submit = fake.requests.find((r) => r.method === "POST")!;
    expect(submit.path).toBe("/fal-ai/flux/dev");
    expect(submit.authorization).toBe(`Key ${FAKE_FAL_KEY}`);
    expect(submit.body).toMatchObject({ image_size: { width: 1200, height: 630 }, num_images: 1, num_inference_steps: 40 });
    expect(String(submit.body!.prompt)).toMatch(/^A red bicycle\. Style: .*illustration/);
    // Status and result drop the model's sub-path, as fal's client does.
    const statusCalls = fake.requests.filter((r) => r.path.endsWith("/status"));
    expect(statusCalls.length).toBeGreaterThanOrEqual(3);
    expect(statusCalls[0]!.path).toMatch(/^\/fal-ai\/flux\/requests\/[^/]+\/status$/);
    expect(fake.requests.some((r) => /^\/fal-ai\/flux\/requests\/[^/]+$/.test(r.path))).toBe(true);
  });

  it("generates a video with the platform's aspect ratio, reads its real size and makes a thumbnail", async () => {
    const generator = useFake({ FAL_VIDEO_MODEL: "fal-ai/kling-video/v2.1/standard/text-to-video" });
    const video = await generator.generateVideo({ prompt: "Waves", width: 1080, height: 1920, durationSeconds: 5, quality: "standard" });
    expect(video.mimeType).toBe("video/mp4");
    expect({ width: video.width, height: video.height }).toEqual({ width: 180, height: 320 });
    expect(pngSize(video.thumbnail!.bytes)).toEqual({ width: 180, height: 320 });
    const submit = fake.requests.find((r) => r.method === "POST")!;
    expect(submit.path).toBe("/fal-ai/kling-video/v2.1/standard/text-to-video");
    expect(submit.body).toMatchObject({ prompt: "Waves", duration: "5", aspect_ratio: "9:16" });
  });

  it("still succeeds when fal answers slowly", async () => {
    fake.setMode({ kind: "slow", delayMs: 300 });
    const image = await useFake().generateImage({ prompt: "Slow", width: 256, height: 256, style: "minimal", quality: "standard" });
    expect(pngSize(image.bytes)).toEqual({ width: 256, height: 256 });
  });

  const failures: [string, Parameters<FalFake["setMode"]>[0], RegExp][] = [
    ["a refused submit (422)", { kind: "submitError", status: 422, detail: "image_size is invalid" }, /422.*image_size is invalid/],
    ["a wrong key (401)", { kind: "submitError", status: 401, detail: "Invalid key" }, /401/],
    ["a request that completes with an error", { kind: "failed", detail: "Content policy violation" }, /Content policy violation/],
    ["an unknown terminal status", { kind: "statusFailed" }, /FAILED/],
    ["a result file that is gone (404)", { kind: "missingFile" }, /404/],
    ["a result file that is not an image", { kind: "garbageFile" }, /not a PNG or JPEG/],
  ];
  for (const [name, mode, message] of failures) {
    it(`reports ${name} as a MediaGenerationError`, async () => {
      fake.setMode(mode);
      const error = await useFake()
        .generateImage({ prompt: "Anything", width: 256, height: 256, style: "realistic", quality: "standard" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MediaGenerationError);
      expect((error as Error).message).toMatch(message);
    });
  }

  it("continues a request it is given instead of submitting, and reports each new submit before waiting", async () => {
    const generator = useFake();
    fake.hold();
    const reported: string[] = [];
    const first = generator.generateImage(
      { prompt: "Resumable", width: 320, height: 240, style: "minimal", quality: "standard" },
      { onSubmitted: (requestId) => void reported.push(requestId) },
    );
    // Reported while fal is still working on it: the caller can save it before any waiting.
    await waitUntil(() => reported.length === 1 && fake.requests.some((r) => r.path.endsWith("/status")));
    expect(fake.submitted).toEqual(reported);
    fake.release();
    await first;

    const again = await generator.generateImage(
      { prompt: "Resumable", width: 320, height: 240, style: "minimal", quality: "standard" },
      { resumeRequestId: reported[0] },
    );
    expect(pngSize(again.bytes)).toEqual({ width: 320, height: 240 });
    expect(fake.submits).toBe(1);
  });

  it("submits anew (once) when fal does not know the request to resume", async () => {
    const reported: string[] = [];
    const video = await useFake().generateVideo(
      { prompt: "Expired", width: 1080, height: 1080, durationSeconds: 5, quality: "standard" },
      { resumeRequestId: "fake-expired-request", onSubmitted: (requestId) => void reported.push(requestId) },
    );
    expect(video.width).toBe(240);
    expect(fake.submits).toBe(1);
    expect(reported).toEqual(fake.submitted);
  });

  it("cancels a request whose id the caller could not save, and passes the caller's error on as is", async () => {
    class DatabaseDown extends Error {}
    const error = await useFake()
      .generateImage(
        { prompt: "Unsaved", width: 256, height: 256, style: "realistic", quality: "standard" },
        { onSubmitted: () => Promise.reject(new DatabaseDown("no database")) },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseDown);
    expect(fake.cancelled()).toEqual(fake.submitted);
  });

  it("leaves a resumable request running at fal when the caller stops waiting, and cancels one nobody can resume", async () => {
    fake.setMode({ kind: "stuck" });
    const generator = useFake();
    const request = { prompt: "Shutdown", width: 256, height: 256, style: "realistic", quality: "standard" as const };
    const stopResumable = new AbortController();
    let saved: string | undefined;
    const resumable = generator
      .generateImage(request, { signal: stopResumable.signal, onSubmitted: (requestId) => void (saved = requestId) })
      .catch((e: unknown) => e);
    const stopPlain = new AbortController();
    const plain = generator.generateImage(request, stopPlain.signal).catch((e: unknown) => e);
    await waitUntil(() => fake.submits === 2);
    stopResumable.abort();
    stopPlain.abort();
    expect(await resumable).toBeInstanceOf(MediaGenerationError);
    expect(await plain).toBeInstanceOf(MediaGenerationError);
    expect(fake.cancelled()).toEqual(fake.submitted.filter((id) => id !== saved));
    expect(fake.cancelled()).toHaveLength(1);
  });

  it("gives up after FAL_TIMEOUT_MS and cancels the request at fal", async () => {
    fake.setMode({ kind: "stuck" });
    const error = await useFake({ FAL_TIMEOUT_MS: "500" })
      .generateVideo({ prompt: "Never", width: 1080, height: 1080, durationSeconds: 5, quality: "standard" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaGenerationError);
    expect((error as Error).message).toMatch(/did not finish in time/);
    expect(fake.cancelled()).toHaveLength(1);
  });
});
