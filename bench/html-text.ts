/**
 * `npx tsx bench/html-text.ts [bytes]`: time to read the text of hostile pages (default 2 MB each;
 * the page-reading step of generate-from-link and suggestions). Prints one line per page.
 */
import { extractPageText } from "../src/server/lib/html-text";
import { adversarialPages } from "../test/unit/adversarial-html";

const bytes = Number(process.argv[2] ?? 2_000_000);
for (const [name, html] of Object.entries(adversarialPages(bytes))) {
  const started = performance.now();
  extractPageText(html);
  const ms = performance.now() - started;
  console.log(`${name.padEnd(24)} ${(html.length / 1e6).toFixed(1)} MB  ${ms.toFixed(0)} ms`);
}
