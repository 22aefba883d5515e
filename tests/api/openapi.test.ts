import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { listRoutes } from "../support/routes";

interface Operation {
  parameters?: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3 document whose every schema is valid JSON Schema", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const schema of Object.values(doc.components?.schemas ?? {})) ajv.addSchema(schema);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(HTTP_METHODS, `${method} ${path}`).toContain(method);
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        const schemas = [
          ...(operation.parameters ?? []).map((p) => p.schema),
          ...Object.values(operation.requestBody?.content ?? {}).map((c) => c.schema),
          ...Object.values(operation.responses).flatMap((r) =>
            Object.values(r.content ?? {}).map((c) => c.schema),
          ),
        ];
        for (const schema of schemas) expect(() => ajv.compile(schema), `${method} ${path}`).not.toThrow();
      }
    }
  });

  it("describes a pledge's body and the legislator list's query", () => {
    const body = doc.paths["/api/pledges"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(body).toMatchObject({
      type: "object",
      properties: { legislatorId: { type: "integer" }, shareOnSocial: { type: "boolean" } },
      required: ["legislatorId"],
    });
    const query = doc.paths["/api/legislators"]?.get?.parameters ?? [];
    expect(query.filter((p) => p.in === "query").map((p) => p.name)).toEqual(
      expect.arrayContaining(["state", "search", "type", "party", "sort"]),
    );
    const answer = doc.paths["/api/legislators/{idOrSlug}"]?.get?.responses["200"];
    expect(answer?.content?.["application/json"]?.schema).toMatchObject({
      properties: { legislator: { properties: { pledgeCount: { type: "integer" } } } },
    });
    const user = doc.paths["/api/user"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(user).toMatchObject({ properties: { user: { properties: { email: { type: "string" } } } } });
  });

  it("lists every route of the API, and no file route such as the calendar feed or a share card", () => {
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const all = listRoutes(t.app).filter((r) => r.method !== "HEAD");
    const api = all
      .filter((r) => r.url.startsWith("/api/"))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`);
    expect(documented.sort()).toEqual([...new Set(api)].sort());
    expect(
      all
        .filter((r) => !r.url.startsWith("/api/"))
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(["GET /calendar/:file", "GET /og/legislators/:file", "GET /robots.txt", "GET /sitemap.xml"]);
  });
});
