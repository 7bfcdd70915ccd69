/**
 * Chrome's explicit compile hint for the framework chunks every page runs as it starts (React DOM,
 * Next's router and runtime: `rootMainFiles` of .next/build-manifest.json). V8 otherwise compiles
 * a function on the main thread the first time it is called, which made module start-up one long
 * task on a phone (about half of it compilation). With `//# allFunctionsCalledOnLoad` as the
 * file's first line, Chrome (136 and later) compiles the whole file while it streams it in, off the
 * main thread; other browsers read a comment. Only these files: nearly all of their functions run
 * on load, whereas eager compilation of a dialog's chunk would be wasted work
 * (docs/decisions.md, "Mobile speed: compile hints and off-screen cards").
 *
 * Plain JavaScript because next.config.mjs runs it (compiler.runAfterProductionCompile), so every
 * `next build` gets it; idempotent.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to each of the build's root main files that lacks it; returns the files changed. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const changed = [];
  for (const file of manifest.rootMainFiles ?? []) {
    const full = path.join(distDir, file);
    if (!file.endsWith(".js") || !existsSync(full)) continue;
    const source = readFileSync(full, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + source);
    shiftSourceMap(full, source);
    changed.push(file);
  }
  return changed;
}

/** A source map of the file (productionBrowserSourceMaps) starts one generated line later. */
function shiftSourceMap(file, source) {
  const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  if (!name || name.startsWith("data:")) return;
  const mapFile = path.join(path.dirname(file), name);
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  if (typeof map.mappings === "string") map.mappings = `;${map.mappings}`;
  // Index maps (sections) place each section by line: move every section down one line.
  for (const section of map.sections ?? []) section.offset.line += 1;
  writeFileSync(mapFile, JSON.stringify(map));
}
