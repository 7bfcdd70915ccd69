/**
 * `npm run lint` (after ESLint): no two of our modules import each other, directly or round a
 * longer loop, type-only imports and `import()` included (issue 29). A shared type moves down a
 * level instead. ESLint's import/no-cycle says the same but took 14 minutes on this project; this
 * reads each file's imports with TypeScript's own pre-processor and resolver: a few seconds.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIRS = ["src", "jobs", "scripts", "bench", "test", "e2e", "eslint-rules"];
const SKIP = new Set(["node_modules", "generated"]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, "tsconfig.json"),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
);
if (!config) throw new Error("could not read tsconfig.json");
const files = DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d)));
const known = new Set(files);
const host = ts.createCompilerHost(config.options);

/** Our modules each file imports (statically, as types, or with import()). */
const graph = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
  const targets = new Set<string>();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, config.options, host).resolvedModule?.resolvedFileName;
    if (resolved && known.has(resolved) && resolved !== file) targets.add(resolved);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(file: string): void {
  order.set(file, index);
  low.set(file, index++);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
  }
  if (low.get(file) === order.get(file)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.map((f) => path.relative(ROOT, f)).sort());
  }
}
for (const file of files) if (!order.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Modules that import each other (move what they share down a level):`);
  for (const cycle of cycles) console.error(`  ${cycle.join(" ↔ ")}`);
  process.exit(1);
}
console.log(`no import cycles among ${files.length} files`);
