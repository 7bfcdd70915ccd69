/**
 * The ffmpeg binary from npm (@ffmpeg-installer/ffmpeg: a static build with drawtext/freetype and
 * x264), run without a shell in a throw-away directory. Used by the offline generator (drawing) and
 * by the fal generator (video size and thumbnail of a downloaded clip).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import ffmpegInstaller from "@ffmpeg-installer/ffmpeg";
import { MediaGenerationError } from "./types";

function ffmpegPath(): string {
  return ffmpegInstaller.path;
}

/**
 * ffmpeg runs at most one per core at a time: a 30-day plan queues 30 images at once, and the
 * worker runs many jobs in parallel; the rest wait their turn here.
 */
const MAX_RUNNING = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Runs ffmpeg with `args` in `cwd`; resolves with stderr (ffmpeg's report), rejects on a non-zero exit. */
export function runFfmpeg(args: string[], cwd: string, signal?: AbortSignal, timeoutMs = 120_000): Promise<string> {
  return withSlot(() => spawnFfmpeg(args, cwd, signal, timeoutMs));
}

function spawnFfmpeg(args: string[], cwd: string, signal: AbortSignal | undefined, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpegPath(),
      ["-hide_banner", "-nostdin", ...args],
      { cwd, signal, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
      (err, _stdout, stderr) => {
        if (err) {
          const reason = signal?.aborted ? "cancelled" : (stderr.trim().split("\n").at(-1) ?? err.message);
          reject(new MediaGenerationError(`ffmpeg failed: ${reason}`));
        } else resolve(stderr);
      },
    );
  });
}

/** Gives `work` a private temporary directory and removes it afterwards. */
export async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "postpilot-media-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Characters a path may have to be placed in a filter argument without escaping rules. */
const PLAIN_PATH = /^[A-Za-z0-9._/+-]+$/;

let fontLookup: Promise<string | null> | undefined;

const COMMON_FONTS = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/TTF/DejaVuSans.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  "/usr/share/fonts/liberation/LiberationSans-Regular.ttf",
  "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
  "/Library/Fonts/Arial.ttf",
  "/System/Library/Fonts/Supplemental/Arial.ttf",
];

/**
 * A TrueType font for drawtext: fontconfig's choice for "sans-serif", else a common path, else null
 * (the generator then draws without text). Looked up once per process.
 */
export function findFont(): Promise<string | null> {
  fontLookup ??= new Promise((resolve) => {
    execFile("fc-match", ["-f", "%{file}", "sans-serif"], { timeout: 3000 }, (err, stdout) => {
      const candidates = [...(!err && stdout.trim() ? [stdout.trim()] : []), ...COMMON_FONTS];
      resolve(candidates.find((file) => /\.(ttf|otf)$/i.test(file) && PLAIN_PATH.test(file) && existsSync(file)) ?? null);
    });
  });
  return fontLookup;
}

/** Width and height of the first video stream, read from ffmpeg's report of the file. */
export function parseVideoSize(report: string): { width: number; height: number } | null {
  const match = /Stream #\S+.*Video:.*?\b(\d{2,5})x(\d{2,5})\b/.exec(report);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** Size and a PNG still of a video (fal results): nothing is re-encoded. */
export async function inspectVideo(bytes: Buffer, signal?: AbortSignal): Promise<{ width: number; height: number; thumbnail: Buffer | null }> {
  return inTempDir(async (dir) => {
    await writeFile(path.join(dir, "in.mp4"), bytes);
    const report = await runFfmpeg(["-i", "in.mp4", "-frames:v", "1", "-f", "image2", "thumb.png"], dir, signal).catch(
      (err: MediaGenerationError) => {
        throw new MediaGenerationError(`The provider's video is not readable (${err.message})`);
      },
    );
    const size = parseVideoSize(report);
    if (!size) throw new MediaGenerationError("The provider's video has no video stream");
    const thumbnail = await readFile(path.join(dir, "thumb.png")).catch(() => null);
    return { ...size, thumbnail };
  });
}
