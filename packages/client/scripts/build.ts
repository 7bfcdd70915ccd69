/**
 * Builds the publishable @postpilot/client into packages/client/dist (`npm run build` in this
 * workspace; `npm pack` runs it first):
 *   dist/index.js    the client (esbuild; its dependencies stay imports)
 *   dist/index.d.ts  self-contained declarations: `AppRouter` with every procedure's input and
 *                    output spelled out, the REST types, the client's functions.
 * The declarations come from tsc (declaration emit over the app's router, which writes each
 * procedure's inferred input and output as plain types) bundled into one file by rollup-plugin-dts.
 * The router's server-side context and meta types (the Prisma client, sessions: nothing a caller
 * sees) are replaced by `object`; the bundle may import only the client's own dependencies, and the
 * build fails if it imports anything else (the app's sources, Prisma's generated client, server-only).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { rollup, type Plugin } from "rollup";
import { dts } from "rollup-plugin-dts";
import ts from "typescript";

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = path.resolve(PACKAGE, "../..");
const DIST = path.join(PACKAGE, "dist");
const ENTRY = path.join(PACKAGE, "src/index.ts");

/** What the declarations may import: the package's own dependencies (package.json). */
export const ALLOWED_IMPORTS = ["@trpc/client", "@trpc/server", "openapi-fetch", "superjson"];

/** The router's server-side types, as a caller of the client sees them. */
const SERVER_STUBS: Record<string, string> = {
  "server-only": "export {};\n",
  "@/server/api/trpc": "export type Context = object;\nexport type ProcedureMeta = object;\n",
};

function emitDeclarations(outDir: string): void {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(PACKAGE, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error("packages/client/tsconfig.json did not parse");
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    incremental: false,
    tsBuildInfoFile: undefined,
    outDir,
    rootDir: ROOT,
  };
  const program = ts.createProgram({ rootNames: [ENTRY], options });
  const result = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (diagnostics.length > 0) {
    throw new Error(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => "\n" }));
  }
}

/** `@/x` is src/x of the emitted tree; the stubbed modules are virtual; the allowed packages stay imports. */
function resolveEmitted(outDir: string): Plugin {
  const VIRTUAL = "\0stub:";
  return {
    name: "postpilot-resolve-emitted",
    resolveId(source) {
      if (source in SERVER_STUBS) return `${VIRTUAL}${source}.d.ts`;
      if (ALLOWED_IMPORTS.some((name) => source === name || source.startsWith(`${name}/`))) return { id: source, external: true };
      if (source.startsWith("@/")) return this.resolve(path.join(outDir, "src", source.slice(2)));
      return null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      return SERVER_STUBS[id.slice(VIRTUAL.length, -".d.ts".length)] ?? null;
    },
  };
}

/** Module specifiers a declaration file imports (import/export ... from, import("..."), import "..."). */
export function importedModules(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of [/\bfrom\s+["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, /^\s*import\s+["']([^"']+)["']/gm]) {
    for (const match of source.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found].sort();
}

async function bundleDeclarations(outDir: string): Promise<string> {
  const input = path.join(outDir, path.relative(ROOT, ENTRY)).replace(/\.ts$/, ".d.ts");
  const bundle = await rollup({ input, plugins: [resolveEmitted(outDir), dts({ respectExternal: true })], logLevel: "silent" });
  const { output } = await bundle.generate({ format: "es" });
  await bundle.close();
  return output[0].code;
}

export async function buildClient(): Promise<{ js: number; dts: number }> {
  rmSync(DIST, { recursive: true, force: true });
  await build({
    entryPoints: [ENTRY],
    outfile: path.join(DIST, "index.js"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    packages: "external",
    logLevel: "warning",
  });
  const outDir = mkdtempSync(path.join(tmpdir(), "postpilot-client-dts-"));
  try {
    emitDeclarations(outDir);
    const declarations = await bundleDeclarations(outDir);
    const stray = importedModules(declarations).filter((m) => !ALLOWED_IMPORTS.some((name) => m === name || m.startsWith(`${name}/`)));
    if (stray.length > 0) throw new Error(`dist/index.d.ts would import ${stray.join(", ")}: only ${ALLOWED_IMPORTS.join(", ")} may be`);
    writeFileSync(path.join(DIST, "index.d.ts"), declarations);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return {
    js: readFileSync(path.join(DIST, "index.js")).length,
    dts: readFileSync(path.join(DIST, "index.d.ts")).length,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = await buildClient();
  console.log(`packages/client/dist: index.js ${sizes.js} bytes, index.d.ts ${sizes.dts} bytes`);
}
