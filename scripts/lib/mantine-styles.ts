/**
 * Which of @mantine/core's per-component stylesheets the app needs (docs/decisions.md, "Mobile
 * speed: only the Mantine styles in use"). The whole `@mantine/core/styles.css` is 41 kB gz of
 * render-blocking CSS on every page; the app uses about two thirds of it.
 *
 * Found from the code, not listed by hand: every name the app imports from a @mantine package is
 * followed through Mantine's ESM files (the components it renders inside, e.g. Select → Combobox →
 * Popover, Input, ScrollArea), and each `X.module.mjs` reached means `styles/X.css`. The static
 * look-alikes (src/components/static) borrow Mantine's class names without its code: the stylesheet
 * that defines each `m_…` name they use is added too. The order is the one of the whole stylesheet,
 * so a class that overrides another (Button over UnstyledButton) still comes after it.
 *
 * `npm run mantine-styles` writes src/app/mantine-styles.css; test/unit/mantine-styles.test.ts fails
 * when that file is not what this finds (a new component, or a Mantine upgrade).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./project";

const MANTINE = path.join(ROOT, "node_modules", "@mantine");
const CORE_STYLES = path.join(MANTINE, "core", "styles");
/** Reset, CSS variables and global classes (`mantine-focus-auto`, `mantine-active`, visibleFrom…). */
const ALWAYS = ["baseline", "default-css-variables", "global"];
export const STYLES_FILE = path.join(ROOT, "src", "app", "mantine-styles.css");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(tsx|ts)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/g;

function importedNames(specifiers: string): string[] {
  return specifiers
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith("type "))
    .map((s) => s.split(/\s+as\s+/)[0]!.trim());
}

/** A package's exported names → the ESM file that defines each (from its index.mjs's imports). */
const exportIndexes = new Map<string, Map<string, string>>();
function exportIndex(pkg: string): Map<string, string> {
  let index = exportIndexes.get(pkg);
  if (index) return index;
  index = new Map();
  const file = path.join(MANTINE, pkg, "esm", "index.mjs");
  if (existsSync(file)) {
    for (const [, names, from] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (!from!.startsWith(".")) continue;
      for (const name of importedNames(names!)) index.set(name, path.resolve(path.dirname(file), from!));
    }
  }
  exportIndexes.set(pkg, index);
  return index;
}

/** The stylesheets Mantine's code needs for the names imported, by walking its ESM import graph. */
export function stylesReachedFrom(entries: Array<{ pkg: string; name: string }>): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (file: string | undefined) => {
    if (file && !seen.has(file) && existsSync(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  const visitExport = (pkg: string, name: string) => visit(exportIndex(pkg).get(name));
  for (const { pkg, name } of entries) visitExport(pkg, name);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const core = /[/\\]@mantine[/\\]core[/\\]/.test(file);
    const moduleName = /([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1];
    if (core && moduleName) styles.add(moduleName);
    const text = readFileSync(file, "utf8");
    for (const [, names, from] of text.matchAll(IMPORT)) {
      if (from!.startsWith(".")) visit(path.resolve(path.dirname(file), from!));
      else if (from!.startsWith("@mantine/")) for (const name of importedNames(names!)) visitExport(from!.slice("@mantine/".length), name);
    }
    // Default imports of a component's classes: `import X_module_default from "./X.module.mjs"`.
    for (const [, from] of text.matchAll(/import\s+\w+\s+from\s+["'](\.[^"']+)["']/g)) visit(path.resolve(path.dirname(file), from!));
  }
  return styles;
}

/** The stylesheet of each Mantine class name the app's own markup uses (the static look-alikes). */
function stylesOfBorrowedClasses(sources: string[]): { styles: Set<string>; unknown: string[] } {
  const definedIn = new Map<string, string>();
  for (const name of readdirSync(CORE_STYLES)) {
    if (!name.endsWith(".css") || name.endsWith(".layer.css")) continue;
    for (const [className] of readFileSync(path.join(CORE_STYLES, name), "utf8").matchAll(/\bm_[0-9a-f]{6,8}\b/g)) {
      if (!definedIn.has(className)) definedIn.set(className, name.slice(0, -".css".length));
    }
  }
  const styles = new Set<string>();
  const unknown = new Set<string>();
  for (const text of sources) {
    for (const [className] of text.matchAll(/\bm_[0-9a-f]{6,8}\b/g)) {
      const sheet = definedIn.get(className);
      if (sheet) styles.add(sheet);
      else unknown.add(className);
    }
  }
  return { styles, unknown: [...unknown] };
}

export interface MantineStyles {
  /** Per-component stylesheet names (styles/<name>.css), in the order of the whole stylesheet. */
  sheets: string[];
  /** `m_…` names in the app's markup that no Mantine stylesheet defines (a rename by an upgrade). */
  unknownClasses: string[];
}

export function mantineStylesInUse(): MantineStyles {
  const sources = sourceFiles(path.join(ROOT, "src")).map((file) => readFileSync(file, "utf8"));
  const entries: Array<{ pkg: string; name: string }> = [];
  for (const text of sources) {
    for (const [, names, from] of text.matchAll(IMPORT)) {
      if (!from!.startsWith("@mantine/")) continue;
      for (const name of importedNames(names!)) entries.push({ pkg: from!.slice("@mantine/".length), name });
    }
  }
  const borrowed = stylesOfBorrowedClasses(sources);
  const wanted = new Set([...ALWAYS, ...stylesReachedFrom(entries), ...borrowed.styles]);
  const whole = readFileSync(path.join(MANTINE, "core", "styles.css"), "utf8");
  const position = (sheet: string) => {
    const text = readFileSync(path.join(CORE_STYLES, `${sheet}.css`), "utf8").trim();
    const at = whole.indexOf(text.slice(0, 400));
    if (at < 0) throw new Error(`@mantine/core/styles/${sheet}.css is not part of styles.css`);
    return at;
  };
  const sheets = [...wanted].filter((sheet) => existsSync(path.join(CORE_STYLES, `${sheet}.css`)));
  const positions = new Map(sheets.map((sheet) => [sheet, position(sheet)]));
  sheets.sort((a, b) => positions.get(a)! - positions.get(b)!);
  return { sheets, unknownClasses: borrowed.unknown };
}

/** The file's text: one @import per stylesheet. */
export function mantineStylesCss(sheets: string[]): string {
  return [
    "/* Generated by `npm run mantine-styles` (scripts/lib/mantine-styles.ts): the @mantine/core stylesheets",
    "   the app's components and look-alikes use, in the order of the whole styles.css. Do not edit. */",
    ...sheets.map((sheet) => `@import "@mantine/core/styles/${sheet}.css";`),
    "",
  ].join("\n");
}
