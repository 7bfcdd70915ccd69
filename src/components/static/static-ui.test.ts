/**
 * The public pages are plain HTML that borrows Mantine's global class names (src/components/static/README.md).
 * Each borrowed name must still exist in the installed @mantine/core stylesheet, or those pages
 * would lose their look silently after an upgrade.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.join(__dirname, "..", "..");
const stylesheet = readFileSync(require.resolve("@mantine/core/styles.css"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(tsx|ts)$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("Mantine class names used by the static public pages", () => {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, "utf8").matchAll(/\bm_[0-9a-f]{6,8}\b/g)) used.set(match[0], path.relative(SRC, file));
  }

  it("finds the borrowed class names", () => {
    expect(used.size).toBeGreaterThan(10);
  });

  it.each([...used])("%s (from %s) exists in @mantine/core/styles.css", (className) => {
    expect(stylesheet).toContain(`.${className}`);
  });
});
