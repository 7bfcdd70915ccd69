/**
 * The REST contract does not move when the routers do (issue 29, item 4): the OpenAPI document
 * equals the committed snapshot in its paths, methods, parameters, request bodies, responses and
 * schemas, ignoring order and the operation ids (trpc-to-openapi derives those from the procedure's
 * place in the router tree, which is ours to arrange). Run with UPDATE_OPENAPI_SNAPSHOT=1 to accept
 * an intended change of the contract.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/api/rest-adapter";

const SNAPSHOT = path.join(__dirname, "snapshots", "openapi.json");

/** Keys sorted at every level; parameter lists sorted by place and name; operation ids dropped. */
function normalize(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => normalize(item));
    if (key === "parameters") return items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    if (key === "required" || key === "tags" || key === "enum") return [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    return items;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k]) => k !== "operationId")
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([k, v]) => [k, normalize(v, k)]));
  }
  return value;
}

describe("OpenAPI document", () => {
  it("keeps every path, method, parameter and schema of the committed snapshot", () => {
    const current = normalize(JSON.parse(JSON.stringify(openApiDocument())));
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === "1" || !existsSync(SNAPSHOT)) writeFileSync(SNAPSHOT, `${JSON.stringify(current, null, 1)}\n`);
    const snapshot = JSON.parse(readFileSync(SNAPSHOT, "utf8")) as unknown;
    expect(current).toEqual(snapshot);
  });
});
