import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";

/** A .next directory with a build manifest and the chunks it names. */
function fakeBuild(files: Record<string, string>, rootMainFiles: string[]): string {
  const dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles, polyfillFiles: [] }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  return dist;
}

describe("compile hints on the framework chunks (scripts/lib/compile-hints.mjs)", () => {
  let dist = "";
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("puts the hint first in each root main file, once, and leaves other chunks as they are", () => {
    dist = fakeBuild(
      {
        "static/chunks/react.js": "push([1,()=>{}]);",
        "static/chunks/router.js": "push([2,()=>{}]);",
        "static/chunks/dialog.js": "push([3,()=>{}]);",
      },
      ["static/chunks/react.js", "static/chunks/router.js", "static/chunks/missing.js"],
    );
    expect(addCompileHints(dist)).toEqual(["static/chunks/react.js", "static/chunks/router.js"]);
    const read = (name: string) => readFileSync(path.join(dist, "static/chunks", name), "utf8");
    expect(read("react.js")).toBe(`${COMPILE_HINT}push([1,()=>{}]);`);
    expect(read("router.js").startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    expect(read("dialog.js")).toBe("push([3,()=>{}]);");

    // A second build step (or a rerun) finds the hint there and adds nothing.
    expect(addCompileHints(dist)).toEqual([]);
    expect(read("react.js")).toBe(`${COMPILE_HINT}push([1,()=>{}]);`);
  });

  it("moves the file's source map down the one line the hint adds", () => {
    dist = fakeBuild(
      {
        "static/chunks/react.js": "a();\nb();\n//# sourceMappingURL=react.js.map",
        "static/chunks/react.js.map": JSON.stringify({ version: 3, sources: ["react.ts"], mappings: "AAAA;AACA" }),
      },
      ["static/chunks/react.js"],
    );
    addCompileHints(dist);
    const map = JSON.parse(readFileSync(path.join(dist, "static/chunks/react.js.map"), "utf8"));
    expect(map.mappings).toBe(";AAAA;AACA");
  });
});
