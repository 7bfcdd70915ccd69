/**
 * The offline media generator: used when no fal.ai key is configured. It is not a model and says
 * so on every result ("Offline generator" drawn on the image or clip). It still produces real
 * files with ffmpeg: a PNG at exactly the requested size showing the prompt and style, and an
 * H.264 MP4 (yuv420p, silent AAC track) of the requested length with the caption and a progress
 * bar, plus a PNG thumbnail.
 *
 * Clips are rendered at a low frame rate (OFFLINE_VIDEO_FPS) so that even a 60-second clip at
 * 1080x1920 takes a couple of seconds. Without any font on the machine the pictures are drawn
 * without text rather than failing.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { findFont, inTempDir, runFfmpeg } from "./ffmpeg";
import {
  generationOptions,
  type GeneratedFile,
  type GeneratedVideo,
  type GenerationOptions,
  type ImageRequest,
  type MediaGenerator,
  type VideoRequest,
} from "./types";

export const OFFLINE_LABEL = "Offline generator (no AI provider configured)";
/** Frames per second of offline clips: a still-like picture needs few, and few keep it fast. */
export const OFFLINE_VIDEO_FPS = 5;
/** Longest offline clip (AI videos ask for up to 60 seconds). */
export const MAX_OFFLINE_VIDEO_SECONDS = 60;
const MAX_DIMENSION = 4096;

/** Background and text colours per style, so the style is visible at a glance. */
const STYLE_COLOURS: Record<string, { background: string; accent: string; text: string }> = {
  realistic: { background: "0x2f4858", accent: "0x86bbd8", text: "white" },
  illustration: { background: "0xf6bd60", accent: "0xf28482", text: "0x1d3557" },
  minimal: { background: "0xf5f5f5", accent: "0x222222", text: "0x222222" },
  "3d": { background: "0x3a0ca3", accent: "0x4cc9f0", text: "white" },
  cinematic: { background: "0x111111", accent: "0xe09f3e", text: "0xf1f1f1" },
};
const DEFAULT_COLOURS = { background: "0x1e3a5f", accent: "0x7fb3ff", text: "white" };

function coloursFor(style: string | undefined) {
  return (style && STYLE_COLOURS[style]) || DEFAULT_COLOURS;
}

function clampDimension(value: number): number {
  return Math.min(MAX_DIMENSION, Math.max(16, Math.round(value)));
}

/** H.264 in yuv420p needs even sizes. */
function even(value: number): number {
  const v = clampDimension(value);
  return v % 2 === 0 ? v : v - 1;
}

/** Word-wraps `text` to lines of at most `width` characters, at most `maxLines` lines (an ellipsis marks a cut). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const raw of words) {
    // Words longer than a line are split so that they cannot run off the picture.
    const pieces = raw.match(new RegExp(`.{1,${Math.max(1, width)}}`, "gu")) ?? [raw];
    for (const word of pieces) {
      if (!line) line = word;
      else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(0, width - 1))}…`;
  return kept;
}

interface TextBlock {
  file: string;
  content: string;
  size: number;
  /** drawtext y expression. */
  y: string;
  colour: string;
}

/**
 * The drawtext filters for the blocks (each reads its text from a file in the work directory:
 * no escaping of user text in the filter graph, and expansion=none so "%" stays literal).
 */
function drawTextFilters(font: string, blocks: TextBlock[]): string[] {
  return blocks.map(
    (b) =>
      `drawtext=fontfile=${font}:textfile=${b.file}:expansion=none:fontcolor=${b.colour}:fontsize=${b.size}` +
      `:line_spacing=${Math.round(b.size / 3)}:x=(w-text_w)/2:y=${b.y}`,
  );
}

/** The picture's text: label at the top, the main text in the middle, details below it. */
function layout(width: number, height: number, main: string, details: string, colours: { text: string; accent: string }): TextBlock[] {
  const short = Math.min(width, height);
  const mainSize = Math.max(12, Math.round(short / 16));
  const smallSize = Math.max(10, Math.round(short / 34));
  // Average glyph width of a sans font is about 0.55 em; keep a margin on both sides.
  const charsPerLine = Math.max(8, Math.floor((width * 0.86) / (mainSize * 0.55)));
  const maxLines = Math.max(1, Math.floor((height * 0.55) / (mainSize * 1.35)));
  const lines = wrapText(main || "(no prompt)", charsPerLine, maxLines);
  return [
    { file: "label.txt", content: OFFLINE_LABEL, size: smallSize, y: `${Math.round(height * 0.05)}`, colour: colours.accent },
    { file: "main.txt", content: lines.join("\n"), size: mainSize, y: "(h-text_h)/2", colour: colours.text },
    { file: "details.txt", content: details, size: smallSize, y: `h-text_h-${Math.round(height * 0.08)}`, colour: colours.accent },
  ];
}

async function writeBlocks(dir: string, blocks: TextBlock[]): Promise<void> {
  await Promise.all(blocks.map((b) => writeFile(path.join(dir, b.file), b.content, "utf8")));
}

function titleCase(value: string): string {
  return value === "3d" ? "3D" : value.charAt(0).toUpperCase() + value.slice(1);
}

export class OfflineMediaGenerator implements MediaGenerator {
  readonly kind = "offline" as const;

  /** `font`: a TrueType file to draw with, or null for none; by default the machine's sans-serif font. */
  constructor(private readonly options: { font?: string | null } = {}) {}

  private font(): Promise<string | null> {
    return this.options.font !== undefined ? Promise.resolve(this.options.font) : findFont();
  }

  // Nothing to resume offline: a run draws its file from scratch, so only the signal matters.
  async generateImage(request: ImageRequest, options?: GenerationOptions | AbortSignal): Promise<GeneratedFile> {
    const { signal } = generationOptions(options);
    const width = clampDimension(request.width);
    const height = clampDimension(request.height);
    const bytes = await this.renderStill(
      width,
      height,
      request.prompt,
      request.style,
      `Style: ${titleCase(request.style)} · Quality: ${request.quality.toUpperCase()}`,
      signal,
    );
    return { bytes, mimeType: "image/png", width, height };
  }

  async generateVideo(request: VideoRequest, options?: GenerationOptions | AbortSignal): Promise<GeneratedVideo> {
    const { signal } = generationOptions(options);
    const width = even(request.width);
    const height = even(request.height);
    const seconds = Math.min(MAX_OFFLINE_VIDEO_SECONDS, Math.max(1, Math.round(request.durationSeconds)));
    const colours = DEFAULT_COLOURS;
    const main = request.caption?.trim() || request.prompt;
    const details = `Video · ${seconds}s · Quality: ${request.quality.toUpperCase()}`;
    const font = await this.font();
    return inTempDir(async (dir) => {
      const blocks = layout(width, height, main, details, colours);
      await writeBlocks(dir, blocks);
      const barHeight = Math.max(4, Math.round(height / 60));
      // The bar grows with the clip's time, so the result visibly plays.
      const filters = [
        `drawbox=x=0:y=ih-${barHeight}:w='iw*t/${seconds}':h=${barHeight}:color=${colours.accent}:t=fill`,
        ...(font ? drawTextFilters(font, blocks) : []),
      ];
      await runFfmpeg(
        [
          ...["-f", "lavfi", "-i", `color=c=${colours.background}:s=${width}x${height}:d=${seconds}:r=${OFFLINE_VIDEO_FPS}`],
          ...["-f", "lavfi", "-i", "anullsrc=r=44100:cl=stereo"],
          ...["-vf", filters.join(","), "-t", String(seconds), "-shortest"],
          ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-profile:v", "high"],
          ...["-c:a", "aac", "-b:a", "32k", "-movflags", "+faststart", "-f", "mp4", "out.mp4"],
        ],
        dir,
        signal,
      );
      const bytes = await readFile(path.join(dir, "out.mp4"));
      const thumbnail = await this.renderStill(width, height, main, undefined, details, signal);
      return { bytes, mimeType: "video/mp4" as const, width, height, thumbnail: { bytes: thumbnail, mimeType: "image/png" as const, width, height } };
    });
  }

  private async renderStill(
    width: number,
    height: number,
    main: string,
    style: string | undefined,
    details: string,
    signal?: AbortSignal,
  ): Promise<Buffer> {
    const colours = coloursFor(style);
    const font = await this.font();
    return inTempDir(async (dir) => {
      const blocks = layout(width, height, main, details, colours);
      await writeBlocks(dir, blocks);
      const frame = Math.max(2, Math.round(Math.min(width, height) / 60));
      // yuv444p from the source on: the default yuv420p would round odd sizes (LinkedIn's 627) down.
      const filters = [
        // An accent frame around the picture: recognisably generated, never mistaken for a photo.
        `drawbox=x=0:y=0:w=iw:h=ih:color=${colours.accent}:t=${frame}`,
        ...(font ? drawTextFilters(font, blocks) : []),
      ];
      await runFfmpeg(
        [
          ...["-f", "lavfi", "-i", `color=c=${colours.background}:s=${width}x${height}:d=1:r=1,format=yuv444p`],
          ...["-vf", filters.join(","), "-frames:v", "1", "-f", "image2", "-c:v", "png", "out.png"],
        ],
        dir,
        signal,
      );
      return readFile(path.join(dir, "out.png"));
    });
  }
}
