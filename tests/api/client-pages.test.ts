import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { testConfig } from "../support/config";

// A built client in miniature: the SPA shell, one hashed asset and one prerendered page, laid out
// as scripts/client-build.ts writes them.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Pledge Watch</title>
    <meta name="description" content="The site's description." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>${"Pledge Watch needs JavaScript for its forms and live figures. ".repeat(20)}</noscript>
  </body>
</html>`;
const FAQ = SHELL.replace("<title>Pledge Watch</title>", "<title>FAQ · Pledge Watch</title>")
  .replace("The site's description.", "Answers about the pledge.")
  .replace('<div id="root"></div>', '<div id="root"><h1>Frequently asked questions</h1></div>');

const FAQ_ES = SHELL.replace(
  "<title>Pledge Watch</title>",
  "<title>Preguntas frecuentes · Pledge Watch</title>",
)
  .replace("The site's description.", "Respuestas sobre el compromiso.")
  .replace('<div id="root"></div>', '<div id="root"><h1>Preguntas frecuentes</h1></div>');

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "pledge-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  mkdirSync(path.join(clientDir, "pages"));
  writeFileSync(path.join(clientDir, "index.html"), SHELL);
  writeFileSync(path.join(clientDir, "assets/index-abc123.js"), "export {};\n".repeat(200));
  writeFileSync(path.join(clientDir, "pages/faq.html"), FAQ);
  mkdirSync(path.join(clientDir, "pages/es"));
  writeFileSync(path.join(clientDir, "pages/es/faq.html"), FAQ_ES);
  writeFileSync(
    path.join(clientDir, "pages/es.html"),
    SHELL.replace("The site's description.", "La descripción del sitio."),
  );
  writeFileSync(
    path.join(clientDir, "pages/manifest.json"),
    JSON.stringify({ "/faq": "pages/faq.html", "/es/faq": "pages/es/faq.html", "/es": "pages/es.html" }),
  );
  const routes = ["/", "/faq", "/legislators/:idOrSlug", "/state-information/:state", "/dashboard"];
  writeFileSync(
    path.join(clientDir, "pages/routes.json"),
    JSON.stringify([...routes, "/admin", ...routes.map((route) => (route === "/" ? "/es" : `/es${route}`))]),
  );
  t = await createTestApp({ config: testConfig({ CLIENT_DIR: clientDir }), serveClient: true });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("pages of the built client", () => {
  it("sends a prerendered page with its own title in the preview tags, uncached", async () => {
    const res = await get("/faq");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<div id="root"><h1>Frequently asked questions</h1></div>');
    expect(res.body).toContain('<meta property="og:title" content="FAQ · Pledge Watch" />');
    expect(res.body).toContain('<meta property="og:description" content="Answers about the pledge." />');
    expect(res.body).toContain('<meta property="og:url" content="http://localhost:5000/faq" />');
  });

  it("sends the plain shell when the URL has a query the prerendered markup could not show", async () => {
    const res = await get("/faq?topic=pledges");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("names the legislator in a profile's title and preview tags, with the share card", async () => {
    // This miniature build has no server build: the shell comes with the profile's tags.
    const res = await get("/legislators/lisa-murkowski");
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toMatch(/<title>Lisa Murkowski \(Republican, AK\) · Pledge Watch<\/title>/);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:5000/og/legislators/lisa-murkowski.png" />',
    );
  });

  it("sends the shell with a 404 for an address no page has, so the client shows its 404 screen", async () => {
    const res = await get("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<title>Pledge Watch</title>");
    expect((await get("/api/no-such-call")).statusCode).toBe(404);
    expect((await get("/assets/missing.js")).statusCode).toBe(404);
  });

  it("answers 404 for a member or a state that does not exist, and 200 for every page that does", async () => {
    for (const url of [
      "/legislators/no-such-member",
      "/state-information/zz",
      "/legislators/99999999",
      "/faq/more",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const { legislators } = (await get("/api/legislators")).json() as { legislators: { id: number }[] };
    for (const url of [
      "/",
      "/dashboard?tab=pledges",
      "/FAQ/",
      "/state-information/ak",
      "/legislators/Lisa-Murkowski",
      `/legislators/${legislators[0]!.id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("sends a Spanish page under /es, marked as Spanish and linked to its English twin both ways", async () => {
    const spanish = await get("/es/faq");
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain("<h1>Preguntas frecuentes</h1>");
    expect(spanish.body).toContain('<meta property="og:url" content="http://localhost:5000/es/faq" />');
    const english = await get("/faq");
    expect(english.body).toContain('<html lang="en">');
    for (const { body } of [spanish, english]) {
      expect(body).toContain('<link rel="alternate" hreflang="en" href="http://localhost:5000/faq" />');
      expect(body).toContain('<link rel="alternate" hreflang="es" href="http://localhost:5000/es/faq" />');
    }
  });

  it("describes a profile in Spanish at its Spanish address", async () => {
    const res = await get("/es/legislators/lisa-murkowski");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toMatch(
      /<meta name="description" content="Senadora Lisa Murkowski \(AK\): [\d,]+ compromisos/,
    );
    expect(res.body).toContain(
      '<meta property="og:url" content="http://localhost:5000/es/legislators/lisa-murkowski" />',
    );
  });

  it("has no Spanish address for the administrator console, nor for what does not exist", async () => {
    expect((await get("/admin")).statusCode).toBe(200);
    expect((await get("/admin")).body).not.toContain("hreflang");
    for (const url of ["/es/admin", "/es/state-information/zz", "/es/legislators/no-such-member", "/esfaq"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of ["/es", "/es/", "/es/dashboard?tab=pledges", "/ES/faq", "/es/state-information/ak"]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("describes the site in Spanish on a Spanish page the build did not prerender", async () => {
    const res = await get("/es/dashboard");
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<meta name="description" content="La descripción del sitio." />');
    expect((await get("/dashboard")).body).toContain("The site's description.");
  });

  it("compresses pages for browsers that accept it", async () => {
    for (const url of ["/faq", "/no-such-page"]) {
      const res = await get(url, { "accept-encoding": "gzip, br" });
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toBe("accept-encoding");
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain("Pledge Watch");
    }
  });

  it("caches hashed assets for a year", async () => {
    const res = await get("/assets/index-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends pages and their files an enforced policy that allows the congressional photo hosts", async () => {
    for (const url of ["/faq", "/no-such-page", "/assets/index-abc123.js"]) {
      const res = await get(url);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("https://theunitedstates.io");
      expect(res.headers["content-security-policy-report-only"], url).toBeUndefined();
      expect(res.headers, url).toMatchObject({
        "cross-origin-opener-policy": "same-origin",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
    }
  });
});
