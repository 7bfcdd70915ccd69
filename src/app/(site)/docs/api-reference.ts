/**
 * Turns the OpenAPI document (generated from the tRPC procedures) into what the API Reference tab
 * shows: endpoints grouped by tag, each with method, path, summary, bearer requirement, parameters
 * and request-body fields. Plain data, so a server component can render it and tests can check it.
 */

/** The parts of an OpenAPI 3 schema this page reads. */
export interface SchemaLike {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
  allOf?: SchemaLike[];
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  required?: string[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
}

interface ParameterLike {
  name: string;
  in: string;
  required?: boolean;
  schema?: SchemaLike;
  description?: string;
}

interface OperationLike {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: ParameterLike[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: SchemaLike }> };
  responses?: Record<string, { content?: Record<string, { schema?: SchemaLike }> }>;
}

export interface OpenApiLike {
  servers?: { url: string }[];
  paths?: Record<string, unknown>;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export interface FieldDoc {
  /** Dotted for nested fields: `settings[].key`. */
  name: string;
  type: string;
  required: boolean;
  /** Limits and default, e.g. "1–254 characters · default 100". */
  notes: string;
  /** "query" or "path" for parameters, "body" for body fields. */
  location: "query" | "path" | "body";
}

export interface EndpointDoc {
  id: string;
  method: HttpMethod;
  /** With the server's base path, e.g. `/api/auth/login`. */
  path: string;
  summary: string;
  requiresAuth: boolean;
  parameters: FieldDoc[];
  body: FieldDoc[];
  /** Top-level fields of the success answer. */
  response: FieldDoc[];
}

export interface EndpointGroup {
  tag: string;
  title: string;
  endpoints: EndpointDoc[];
}

/** Titles of the tags we know; any other tag is shown capitalised, so new areas never go missing. */
const TAG_TITLES: Record<string, string> = {
  auth: "Authentication",
  profile: "Profile",
  dashboard: "Dashboard",
  posts: "Posts",
  accounts: "Social accounts",
  ai: "AI text",
  media: "AI media",
  video: "AI video generation",
  billing: "Billing",
  membership: "Plans and membership",
  admin: "Admin",
  contact: "Contact",
  status: "Service status",
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function literal(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : String(value);
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** A short, TypeScript-like type: `string`, `"a" | "b"`, `integer`, `string[]`, `string (date-time) | null`. */
export function schemaType(schema: SchemaLike | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum?.length) return schema.enum.map(literal).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return unique(union.map(schemaType)).join(" | ");
  if (schema.allOf?.length) return unique(schema.allOf.map(schemaType)).join(" & ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? "object" : "any";
  return types
    .map((type) => {
      if (type === "array") {
        const item = schemaType(schema.items);
        return item.includes(" ") ? `(${item})[]` : `${item}[]`;
      }
      if (type === "string" && schema.format) return `string (${schema.format})`;
      return type;
    })
    .join(" | ");
}

/** Limits and default in words; regex patterns are left out (they are long and the schema has them). */
export function schemaNotes(schema: SchemaLike | undefined): string {
  if (!schema) return "";
  const notes: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) notes.push(`${min}–${max}${unit}`);
    else if (max !== undefined) notes.push(`at most ${max}${unit}`);
    else if (min !== undefined && min > 0) notes.push(`at least ${min}${min === 1 ? unit.replace(/s$/, "") : unit}`);
  };
  range(schema.minLength, schema.maxLength, " characters");
  range(schema.minimum, schema.maximum, "");
  range(schema.minItems, schema.maxItems, " items");
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.join(" · ");
}

const MAX_DEPTH = 3;

/** The fields of an object schema, nested objects flattened with dotted names. */
export function objectFields(schema: SchemaLike | undefined, location: FieldDoc["location"], depth = MAX_DEPTH, prefix = ""): FieldDoc[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  const fields: FieldDoc[] = [];
  for (const [key, property] of Object.entries(schema.properties)) {
    const name = `${prefix}${key}`;
    fields.push({ name, type: schemaType(property), required: required.has(key), notes: schemaNotes(property), location });
    if (depth <= 1) continue;
    if (property.properties) fields.push(...objectFields(property, location, depth - 1, `${name}.`));
    else if (property.items?.properties) fields.push(...objectFields(property.items, location, depth - 1, `${name}[].`));
  }
  return fields;
}

function jsonSchema(content: Record<string, { schema?: SchemaLike }> | undefined): SchemaLike | undefined {
  return content?.["application/json"]?.schema;
}

/** "video-createSetting" → "Create setting", for operations without a summary. */
export function summaryFromOperationId(operationId: string | undefined): string {
  if (!operationId) return "";
  const words = operationId
    .split("-")
    .slice(1)
    .join(" ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words ? capitalise(words) : "";
}

/** The path part of the first server URL (`http://host/api` → `/api`). */
export function basePath(doc: OpenApiLike): string {
  const url = doc.servers?.[0]?.url;
  if (!url) return "";
  try {
    return new URL(url).pathname.replace(/\/$/, "");
  } catch {
    return url.startsWith("/") ? url.replace(/\/$/, "") : "";
  }
}

export function describeApi(doc: OpenApiLike): EndpointGroup[] {
  const base = basePath(doc);
  const groups = new Map<string, EndpointGroup>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const operations = (item ?? {}) as Record<string, OperationLike | undefined>;
    for (const method of METHODS) {
      const op = operations[method.toLowerCase()];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "other";
      let group = groups.get(tag);
      if (!group) {
        group = { tag, title: TAG_TITLES[tag] ?? capitalise(tag), endpoints: [] };
        groups.set(tag, group);
      }
      const parameters = (op.parameters ?? [])
        .filter((p) => p.in === "query" || p.in === "path")
        .map<FieldDoc>((p) => ({
          name: p.name,
          type: schemaType(p.schema),
          required: Boolean(p.required),
          notes: schemaNotes(p.schema),
          location: p.in as "query" | "path",
        }));
      const success = op.responses?.["200"] ?? op.responses?.["201"];
      group.endpoints.push({
        id: op.operationId ?? `${method} ${path}`,
        method,
        path: `${base}${path}`,
        summary: op.summary || op.description || summaryFromOperationId(op.operationId),
        requiresAuth: (op.security ?? []).some((requirement) => Object.keys(requirement).length > 0),
        parameters,
        body: objectFields(jsonSchema(op.requestBody?.content), "body"),
        response: objectFields(jsonSchema(success?.content), "body", 1),
      });
    }
  }
  return [...groups.values()];
}

export const METHOD_COLOR: Record<HttpMethod, string> = {
  GET: "blue",
  POST: "teal",
  PUT: "orange",
  PATCH: "grape",
  DELETE: "red",
};
