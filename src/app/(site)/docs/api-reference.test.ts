import { describe, expect, it } from "vitest";
import { basePath, describeApi, schemaNotes, schemaType, summaryFromOperationId, type OpenApiLike } from "./api-reference";

const DOC: OpenApiLike = {
  servers: [{ url: "http://localhost:3000/api" }],
  paths: {
    "/auth/login": {
      post: {
        operationId: "auth-login",
        summary: "Sign in; returns a bearer token",
        tags: ["auth"],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { email: { type: "string", minLength: 1, maxLength: 254 }, password: { type: "string" } },
                required: ["email", "password"],
              },
            },
          },
        },
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: { type: "object", properties: { success: { type: "boolean" }, token: { type: "string" } } },
              },
            },
          },
        },
      },
    },
    "/dashboard/posts": {
      get: {
        operationId: "dashboard-posts",
        tags: ["dashboard"],
        security: [{ bearerAuth: [] }],
        parameters: [
          { in: "query", name: "showAll", schema: { type: "string", enum: ["true", "false"], default: "false" } },
          { in: "query", name: "limit", schema: { type: "integer", minimum: 1, maximum: 500, default: 100 } },
        ],
      },
    },
    "/admin/settings": {
      patch: {
        operationId: "admin-updateSettings",
        tags: ["admin"],
        security: [{ bearerAuth: [] }],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  settings: {
                    type: "array",
                    items: { type: "object", properties: { key: { type: "string" }, value: { type: ["string", "null"] } }, required: ["key"] },
                  },
                },
                required: ["settings"],
              },
            },
          },
        },
      },
    },
  },
};

describe("API reference from the OpenAPI document", () => {
  const groups = describeApi(DOC);

  it("groups endpoints by tag, in document order, with titled groups", () => {
    expect(groups.map((g) => [g.tag, g.title])).toEqual([
      ["auth", "Authentication"],
      ["dashboard", "Dashboard"],
      ["admin", "Admin"],
    ]);
  });

  it("prefixes paths with the server's base path and reads the bearer requirement", () => {
    const login = groups[0]!.endpoints[0]!;
    expect(login).toMatchObject({ method: "POST", path: "/api/auth/login", summary: "Sign in; returns a bearer token", requiresAuth: false });
    const posts = groups[1]!.endpoints[0]!;
    expect(posts).toMatchObject({ method: "GET", path: "/api/dashboard/posts", requiresAuth: true, summary: "Posts" });
  });

  it("lists body fields with types, requiredness and limits", () => {
    expect(groups[0]!.endpoints[0]!.body).toEqual([
      { name: "email", type: "string", required: true, notes: "1–254 characters", location: "body" },
      { name: "password", type: "string", required: true, notes: "", location: "body" },
    ]);
    expect(groups[0]!.endpoints[0]!.response.map((f) => f.name)).toEqual(["success", "token"]);
  });

  it("lists query parameters", () => {
    expect(groups[1]!.endpoints[0]!.parameters).toEqual([
      { name: "showAll", type: '"true" | "false"', required: false, notes: 'default "false"', location: "query" },
      { name: "limit", type: "integer", required: false, notes: "1–500 · default 100", location: "query" },
    ]);
  });

  it("flattens arrays of objects", () => {
    expect(groups[2]!.endpoints[0]!.body.map((f) => `${f.name}: ${f.type}${f.required ? "" : "?"}`)).toEqual([
      "settings: object[]",
      "settings[].key: string",
      "settings[].value: string | null?",
    ]);
  });
});

describe("schema helpers", () => {
  it("writes types", () => {
    expect(
      schemaType({
        anyOf: [
          { type: "number", const: 15 },
          { type: "number", const: 30 },
        ],
      }),
    ).toBe("15 | 30");
    expect(schemaType({ type: "array", items: { type: "string", enum: ["linkedin", "x"] } })).toBe('("linkedin" | "x")[]');
    expect(schemaType({ type: "string", format: "date-time" })).toBe("string (date-time)");
    expect(schemaType(undefined)).toBe("any");
  });

  it("writes limits", () => {
    expect(schemaNotes({ maxItems: 10, default: [] })).toBe("at most 10 items · default []");
    expect(schemaNotes({ minLength: 1 })).toBe("at least 1 character");
  });

  it("derives a summary from the operation id and the base path from the server URL", () => {
    expect(summaryFromOperationId("video-createSetting")).toBe("Create setting");
    expect(summaryFromOperationId("accounts-linkedin-status")).toBe("Linkedin status");
    expect(basePath({ servers: [{ url: "https://pilot.example.com/api/" }] })).toBe("/api");
    expect(basePath({})).toBe("");
  });
});
