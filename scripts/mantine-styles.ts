/** Writes src/app/mantine-styles.css: the @mantine/core stylesheets in use (scripts/lib/mantine-styles.ts). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { mantineStylesCss, mantineStylesInUse, STYLES_FILE } from "./lib/mantine-styles";
import { ROOT } from "./lib/project";

const { sheets, unknownClasses } = mantineStylesInUse();
if (unknownClasses.length > 0) {
  console.error(`No @mantine/core stylesheet defines ${unknownClasses.join(", ")} (used in src/): a renamed class after an upgrade?`);
  process.exit(1);
}
writeFileSync(STYLES_FILE, mantineStylesCss(sheets));
console.log(`${path.relative(ROOT, STYLES_FILE)}: ${sheets.length} stylesheets`);
