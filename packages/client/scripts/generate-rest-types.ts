/**
 * Regenerates src/openapi.generated.ts from the OpenAPI document:
 *   npm run client:generate                       the document this checkout serves (built in-process)
 *   npm run client:generate -- --url <base URL>   the document a running server serves
 * Run from the repository root (the npm script does), with the react-server condition so that the
 * server modules load outside Next.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { REST_TYPES_FILE, restTypesSource } from "./rest-types";

async function servedDocument(): Promise<unknown> {
  const at = process.argv.indexOf("--url");
  if (at >= 0) {
    const base = process.argv[at + 1]?.replace(/\/+$/, "");
    const res = await fetch(`${base}/api/openapi.json`);
    if (!res.ok) throw new Error(`${base}/api/openapi.json answered ${res.status}`);
    return res.json();
  }
  process.env.APP_URL ||= "http://localhost:3000";
  const { GET } = await import("@/app/api/openapi.json/route");
  return GET().json();
}

const source = await restTypesSource(await servedDocument());
writeFileSync(path.resolve(REST_TYPES_FILE), source);
console.log(`wrote ${REST_TYPES_FILE} (${source.length} characters)`);
process.exit(0);
