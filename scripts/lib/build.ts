/** The production build (.next) of the web app: whether it is stale, and building it when it is. */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { bin, ROOT } from "./project";
import { runCommand } from "./supervisor";
import { say, SetupError } from "./terminal";

/** Newest file (by mtime) under the given paths; skips node_modules and dot-directories. */
function newestFile(paths: string[]): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  const visit = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        visit(path.join(p, entry));
      }
    } else if (!newest || st.mtimeMs > newest.mtimeMs) {
      newest = { file: p, mtimeMs: st.mtimeMs };
    }
  };
  paths.forEach(visit);
  return newest;
}

/** Why a build is needed, or undefined when .next is up to date. */
export function buildReason(): string | undefined {
  const buildId = path.join(ROOT, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return "there is no production build yet (.next/BUILD_ID is missing)";
  const builtAt = statSync(buildId).mtimeMs;
  const inputs = ["src", "public", "package-lock.json"].map((p) => path.join(ROOT, p));
  for (const name of readdirSync(ROOT)) {
    if (/^(next|postcss)\.config\.(ts|js|mjs|cjs)$/.test(name)) inputs.push(path.join(ROOT, name));
  }
  const newest = newestFile(inputs);
  if (newest && newest.mtimeMs > builtAt) {
    return `${path.relative(ROOT, newest.file)} changed after the last build`;
  }
  return undefined;
}

/**
 * Runs `next build` when .next is missing or older than the sources. With `logFile` the build's
 * output goes there (it runs beside other output) and its last lines are shown when it fails.
 */
export async function buildIfStale(env: Record<string, string | undefined>, opts: { logFile?: string } = {}): Promise<void> {
  const reason = buildReason();
  if (!reason) {
    say("the production build is up to date");
    return;
  }
  say(`building the web app: ${reason}${opts.logFile ? ` (output in ${path.relative(ROOT, opts.logFile)})` : ""}`);
  const code = await runCommand(bin("next"), ["build"], { env: { ...env, NODE_ENV: "production" }, logFile: opts.logFile });
  if (code !== 0) {
    const tail = opts.logFile ? `\n${readFileSync(opts.logFile, "utf8").split("\n").slice(-60).join("\n")}\n` : " ";
    throw new SetupError(`next build failed (exit code ${code});${tail}see the output above.`);
  }
  if (opts.logFile) say("the production build is ready");
}
