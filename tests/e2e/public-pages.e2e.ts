import type { BrowserContext, Page } from "@playwright/test";
import type { Legislator } from "#shared/legislator";
import { type E2eServer, expect, test, VIEWPORTS, visit } from "./support/fixtures";

test.use({ serverSetup: { file: "public-pages" } });

let members: Legislator[];
test.beforeAll(async ({ server }) => {
  ({ legislators: members } = await server.getJson<{ legislators: Legislator[] }>("/api/legislators"));
});

/** A page as a crawler or a link preview gets it: no script runs. */
async function fetchPage(server: E2eServer, pathname: string) {
  const response = await fetch(new URL(pathname, server.url));
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

/** A 1×1 PNG: what the official photo hosts answer, as they would online. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Watches `page` and keeps its every console error and warning, failed request and uncaught error
 * (uncaught errors and CSP violations also fail the test through the fixtures; kept here too, so
 * each is told against the page it happened on). The photo hosts answer, rather than being refused.
 */
async function watch(page: Page, context: BrowserContext, server: E2eServer): Promise<string[]> {
  const problems: string[] = [];
  await context.unrouteAll();
  await context.route(
    (url) => url.origin !== new URL(server.url).origin,
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: PHOTO }),
  );
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/**
 * Goes to `url`, waits until the network has been quiet (so every request the page makes has
 * answered) and the app has taken the page over.
 */
async function visitSettled(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("data-interactive");
}

test.describe("a legislator's profile, rendered on the server", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("carries the member's content, share card and data in its HTML", async ({ server }) => {
    const murkowski = members.find((l) => l.slug === "lisa-murkowski")!;
    const { status, type, body } = await fetchPage(server, "/legislators/lisa-murkowski");
    expect(status).toBe(200);
    expect(type).toBe("text/html; charset=utf-8");
    expect(body).not.toContain('<div id="root"></div>');
    expect(body).toMatch(/<h1[^>]*><span[^>]*>Sen\.<\/span> (<!-- -->)?Lisa Murkowski<\/h1>/);
    expect(body).toContain("Senator for Alaska");
    expect(body).toContain(murkowski.pledgeCount === 0 ? "No pledges yet" : "constituent");
    expect(body).toContain("Primary election");
    expect(body).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/og\/legislators\/lisa-murkowski\.png" \/>/,
    );
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(body)?.[1];
    const parsed = JSON.parse(data ?? "null") as { queries: [unknown[], { slug?: string }][]; today: string };
    expect(parsed.queries.find(([key]) => key[1] === "detail")?.[1].slug).toBe("lisa-murkowski");
    expect(parsed.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("is taken over by the browser without a mismatch, an error or a second request for its data", async ({
    page,
    context,
    server,
  }) => {
    const problems = await watch(page, context, server);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await visit(page, "/legislators/lisa-murkowski");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Share Lisa Murkowski's profile" })).toBeVisible();
    expect(problems).toEqual([]);
    expect(asked).not.toContain("/api/legislators/lisa-murkowski");
    await expect.poll(() => asked).toContain("/api/session");
  });

  test("falls back to the browser for another spelling of the address", async ({ server }) => {
    const { body } = await fetchPage(server, `/legislators/${members[0]!.id}`);
    expect(body).toContain('<div id="root"></div>');
  });
});

test.describe("robots.txt and sitemap.xml", () => {
  test("tell crawlers what to leave alone and where the public pages are", async ({ server }) => {
    const robots = await fetchPage(server, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.type).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("Disallow: /api/\n");
    expect(robots.body).toContain("Disallow: /admin\n");
    expect(robots.body).toContain("Disallow: /es/dashboard\n");
    expect(robots.body).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);

    const sitemap = await fetchPage(server, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toBe("application/xml; charset=utf-8");
    const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const page of [
      "/",
      "/legislators",
      "/faq",
      "/how-it-works",
      "/state-information",
      "/state-information/tx",
    ]) {
      expect(urls).toContain(page);
      expect(urls).toContain(page === "/" ? "/es" : `/es${page}`);
    }
    for (const base of ["", "/es"]) {
      const profiles = urls.filter((u) => u.startsWith(`${base}/legislators/`));
      expect(profiles.sort()).toEqual(members.map((l) => `${base}/legislators/${l.slug}`).sort());
    }
    expect(urls.some((u) => /^(\/es)?\/(admin|dashboard)/.test(u))).toBe(false);
    // Each page names its twin in the other language.
    expect(sitemap.body).toMatch(
      /<url><loc>http:\/\/[^<]+\/es\/faq<\/loc><xhtml:link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/faq"\/><xhtml:link rel="alternate" hreflang="es" href="http:\/\/[^"]+\/es\/faq"\/><\/url>/,
    );
  });
});

test.describe("anonymous visitors", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("see no console error, warning, failed request or made-up address on any page", async ({
    page,
    context,
    server,
  }) => {
    // Some 25 pages, each waited on until its network is quiet: near a minute on a busy machine.
    test.slow();
    const problems = await watch(page, context, server);
    const pages = [
      "/",
      "/legislators",
      "/legislators/lisa-murkowski",
      "/persuadable-republicans",
      "/state-information",
      "/state-information/tx",
      "/how-it-works",
      "/faq",
      "/about",
      "/contact",
      "/discharge-impeachment",
      "/privacy-policy",
      "/terms-of-service",
      "/thank-you-donation",
      "/pledge",
      "/auth",
      "/login",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
      "/unsubscribe",
      "/thank-you",
      "/dashboard",
      "/admin/login",
    ];
    const seen: Record<string, string[]> = {};
    for (const path of pages) {
      await visitSettled(page, path);
      // CONTACT_EMAIL is unset here: no page may show a stand-in address instead.
      if ((await page.locator("body").textContent())?.includes("@localhost"))
        problems.push("shows an @localhost address");
      seen[path] = problems.splice(0);
    }
    expect(Object.entries(seen).filter(([, found]) => found.length > 0)).toEqual([]);

    // An address no page has answers 404, which the browser reports, and nothing else goes wrong.
    await visitSettled(page, "/no-such-page");
    await expect
      .poll(() => problems)
      .toEqual([
        `404 ${server.url}/no-such-page`,
        "error: Failed to load resource: the server responded with a status of 404 (Not Found)",
      ]);
  });
});
