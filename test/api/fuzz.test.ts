/**
 * Fuzzing every write endpoint on both doors, generated from the router's own OpenAPI document
 * (what /api/openapi.json serves): malformed JSON, wrong shapes, wrong types, NUL characters,
 * unpaired UTF-16 surrogates, huge and deeply nested values, oversized bodies. Whatever comes in,
 * the answer is never a 5xx, and a refusal is JSON with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/api/rest-adapter";
import * as trpcRoute from "@/app/api/trpc/[trpc]/route";
import { handleRestRequest } from "@/server/api/rest-adapter";
import { BASE } from "../helpers/api";
import { createUser } from "../helpers/users";

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

interface Operation {
  method: string;
  path: string;
  procedure: string;
  schema: JsonSchema | undefined;
  pathParams: string[];
}

function writeOperations(): Operation[] {
  const doc = openApiDocument() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        { operationId: string; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { in: string; name: string }[] }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["post", "put", "patch", "delete"].includes(method)) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        procedure: op.operationId.replace(/-/g, "."),
        schema: op.requestBody?.content?.["application/json"]?.schema,
        pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
      });
    }
  }
  return ops;
}

const NUL = "nul\u0000text";
/** UTF-16 surrogates without their partner: no UTF-8 form, so they must be refused, never a 500. */
const UNPAIRED = [
  { name: "a lone high surrogate", text: "x\ud800y" },
  { name: "a lone low surrogate", text: "x\udc00y" },
  { name: "a reversed surrogate pair", text: "x\ude80\ud83dy" },
];
const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** The schema's fields each replaced by something hostile, one input per kind of hostility. */
function hostileInputs(schema: JsonSchema | undefined): { name: string; body: unknown; refused?: boolean }[] {
  const props = Object.entries(schema?.properties ?? {});
  const withEach = (value: (field: JsonSchema) => unknown) => Object.fromEntries(props.map(([key, field]) => [key, value(field)]));
  const inputs: { name: string; body: unknown; refused?: boolean }[] = [
    { name: "an array instead of an object", body: [1, 2, 3] },
    { name: "a number instead of an object", body: 42 },
    { name: "a string instead of an object", body: NUL },
    { name: "slightly nested objects", body: { a: { b: { c: { d: [[[NUL]]] } } } } },
  ];
  if (props.length > 0) {
    inputs.push(
      { name: "NUL in every field", body: withEach(() => NUL) },
      // Refused by the text middleware before any schema looks at them, whatever the field's type.
      ...UNPAIRED.map(({ name, text }) => ({ name: `${name} in every field`, body: withEach(() => text), refused: true })),
      ...UNPAIRED.map(({ name, text }) => ({ name: `${name} in every array item`, body: withEach(() => [text]), refused: true })),
      { name: "an unpaired surrogate in a key", body: { ...withEach(() => "x"), "k\ud800": "v" }, refused: true },
      { name: "objects in every field", body: withEach(() => ({ $gt: "" })) },
      { name: "wrong types in every field", body: withEach((f) => (f.type === "string" ? 12345 : "not-the-type")) },
      { name: "huge strings in every field", body: withEach(() => "x".repeat(Math.floor(800_000 / Math.max(props.length, 1)))) },
      { name: "nulls in every field", body: withEach(() => null) },
      { name: "negative and huge numbers", body: withEach((f) => (f.type === "integer" || f.type === "number" ? -1e308 : NUL)) },
    );
  }
  return inputs;
}

const rawBodies: { name: string; raw: string }[] = [
  { name: "malformed JSON", raw: '{"a":' },
  { name: "JSON with a lone surrogate and NUL escapes", raw: '{"name":"\\ud800\\u0000"}' },
  ...UNPAIRED.map(({ name, text }) => ({ name: `JSON with ${name}`, raw: JSON.stringify({ name: text, content: text, message: text }) })),
  { name: "deeply nested arrays", raw: `{"nested":${deepArray(5_000)}}` },
  { name: "an oversized body (1.5 MB)", raw: JSON.stringify({ text: "y".repeat(1_500_000) }) },
];

let token: string;
let adminToken: string;

beforeAll(async () => {
  ({ token } = await createUser({ role: "paid" }));
  ({ token: adminToken } = await createUser({ role: "admin" }));
});

afterAll(() => undefined);

/** A fresh paid user for endpoints that would end the session (logout, delete account). */
async function tokenFor(op: Operation): Promise<string> {
  if (/logout|delete-account|deleteAccount|password/i.test(op.path + op.procedure)) return (await createUser({ role: "paid" })).token;
  return op.path.startsWith("/admin") ? adminToken : token;
}

function restPath(op: Operation, param: string): string {
  let path = op.path;
  for (const name of op.pathParams) path = path.replace(`{${name}}`, encodeURIComponent(param));
  return `${BASE}/api${path}`;
}

async function expectRefusalOrSuccess(res: Response, what: string, strictlyRefused: boolean) {
  const text = await res.text();
  const failure = `${what} → ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, failure).toBeLessThan(500);
  if (strictlyRefused) expect(res.status, failure).toBeGreaterThanOrEqual(400);
  if (res.status >= 400) {
    expect(res.headers.get("content-type") ?? "", failure).toContain("application/json");
    // REST: { success: false, message }; tRPC: { error: { json: { message } } } (superjson), or { error: { message } } from the route's own guards.
    const body = JSON.parse(text) as { message?: string; error?: { message?: string; json?: { message?: string } } };
    expect(body.message ?? body.error?.message ?? body.error?.json?.message, failure).toBeTruthy();
  }
}

const operations = writeOperations();
const takesInput = (op: Operation) => Object.keys(op.schema?.properties ?? {}).length > 0;

describe("fuzzing every write endpoint from the OpenAPI document", () => {
  it("finds the write endpoints", () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  for (const op of operations) {
    it(`REST ${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
      const bearer = await tokenFor(op);
      const send = (body: string | undefined, param = "fuzz-id") =>
        handleRestRequest(
          new Request(restPath(op, param), {
            method: op.method,
            headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json", "x-forwarded-for": "198.51.100.250" },
            body,
          }),
        );
      for (const { name, raw } of rawBodies) {
        // An endpoint without input may ignore a body it does not read; one with input must refuse.
        await expectRefusalOrSuccess(
          await send(raw),
          `${op.method} ${op.path} with ${name}`,
          takesInput(op) || name.startsWith("an oversized") || name.startsWith("deeply"),
        );
      }
      for (const { name, body, refused } of hostileInputs(op.schema)) {
        await expectRefusalOrSuccess(await send(JSON.stringify(body)), `${op.method} ${op.path} with ${name}`, Boolean(refused));
      }
      if (op.pathParams.length > 0) {
        for (const param of [NUL, "x".repeat(5_000), "../../etc/passwd", "%"]) {
          await expectRefusalOrSuccess(
            await send("{}", param),
            `${op.method} ${op.path} with path parameter ${JSON.stringify(param.slice(0, 20))}`,
            true,
          );
        }
      }
    });

    it(`tRPC ${op.procedure}`, { timeout: 120_000 }, async () => {
      const bearer = await tokenFor(op);
      const send = (body: string) =>
        trpcRoute.POST(
          new Request(`${BASE}/api/trpc/${op.procedure}`, {
            method: "POST",
            headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json", "x-forwarded-for": "198.51.100.251" },
            body,
          }),
        );
      for (const { name, raw } of rawBodies) {
        // tRPC reads its input from the "json" key: a raw object without it is simply no input.
        await expectRefusalOrSuccess(await send(raw), `tRPC ${op.procedure} with ${name}`, !name.startsWith("JSON with"));
      }
      for (const { name, body, refused } of hostileInputs(op.schema)) {
        await expectRefusalOrSuccess(await send(JSON.stringify({ json: body })), `tRPC ${op.procedure} with ${name}`, Boolean(refused));
      }
    });
  }
});
