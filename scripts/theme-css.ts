/**
 * Regenerates src/app/theme-variables.css: the CSS variables MantineProvider writes for the theme
 * (src/components/theme.ts, with contrastVariables from theme-contrast.ts), for every page: the
 * providers render without writing them.
 *   npx tsx scripts/theme-css.ts          writes the file
 *   npx tsx scripts/theme-css.ts --check  exits 1 when the file is stale
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { themeCss } from "./lib/theme-css";

const file = path.join(import.meta.dirname, "..", "src", "app", "theme-variables.css");
const css = themeCss();
if (process.argv.includes("--check")) {
  if (readFileSync(file, "utf8") !== css) {
    process.stderr.write(`${file} is stale: run npx tsx scripts/theme-css.ts\n`);
    process.exit(1);
  }
} else {
  writeFileSync(file, css);
}
