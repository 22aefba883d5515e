import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isApiPath, registerSecurityHeaders } from "./security-headers";

async function headersFor(url: string, production: boolean) {
  const app = Fastify();
  registerSecurityHeaders(app, { production });
  app.get("/*", (_request, reply) => reply.send("ok"));
  const res = await app.inject({ method: "GET", url });
  await app.close();
  return res.headers;
}

describe("security headers", () => {
  it("tells API paths from pages by the first path segment only", () => {
    for (const url of ["/api", "/api/", "/api/legislators", "/api?x=1"])
      expect(isApiPath(url), url).toBe(true);
    for (const url of ["/", "/apiary", "/legislators/api", "/assets/api.js"])
      expect(isApiPath(url), url).toBe(false);
  });

  it("gives API answers a short policy and no document headers", async () => {
    const headers = await headersFor("/api/stats", false);
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeUndefined();
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("gives pages the document policy", async () => {
    const headers = await headersFor("/apiary", false);
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(headers["x-frame-options"]).toBe("DENY");
  });

  it("asks for HTTPS on everything in production", async () => {
    for (const url of ["/", "/api/stats"]) {
      const headers = await headersFor(url, true);
      expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    }
    expect((await headersFor("/", true))["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
