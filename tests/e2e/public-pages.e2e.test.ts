import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Legislator } from "#shared/legislator";
import { setUpE2eSession } from "./session";

const e2e = setUpE2eSession({ shots: ".scratch/public-pages-shots" });
const { open, getJson } = e2e;

let members: Legislator[];
beforeAll(async () => {
  ({ legislators: members } = await getJson<{ legislators: Legislator[] }>("/api/legislators"));
});

/** A page as a crawler or a link preview gets it: no script runs. */
async function fetchPage(pathname: string) {
  const response = await fetch(new URL(pathname, e2e.server.url));
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

/** A 1×1 PNG: what the official photo hosts answer, as they would online. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A page whose every console error and warning, failed request and uncaught error is kept. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const { page, context, problems } = await open("mobile");
  await context.unrouteAll();
  await context.route(
    (url) => url.origin !== new URL(e2e.server.url).origin,
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: PHOTO }),
  );
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, problems };
}

describe("a legislator's profile, rendered on the server", () => {
  it("carries the member's content, share card and data in its HTML", async () => {
    const murkowski = members.find((l) => l.slug === "lisa-murkowski")!;
    const { status, type, body } = await fetchPage("/legislators/lisa-murkowski");
    expect(status).toBe(200);
    expect(type).toBe("text/html; charset=utf-8");
    expect(body).not.toContain('<div id="root"></div>');
    expect(body).toMatch(/<h1[^>]*><span[^>]*>Sen\.<\/span> (<!-- -->)?Lisa Murkowski<\/h1>/);
    expect(body).toContain("Senator<!-- --> <!-- -->for <!-- -->Alaska");
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

  it("is taken over by the browser without a mismatch, an error or a second request for its data", async () => {
    const { page, problems } = await watchedPage();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/legislators/lisa-murkowski");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByRole("dialog", { name: "Share Lisa Murkowski's profile" }).waitFor();
    expect(problems).toEqual([]);
    expect(asked).not.toContain("/api/legislators/lisa-murkowski");
    expect(asked).toContain("/api/session");
  });

  it("falls back to the browser for another spelling of the address", async () => {
    const { body } = await fetchPage(`/legislators/${members[0]!.id}`);
    expect(body).toContain('<div id="root"></div>');
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("tell crawlers what to leave alone and where the public pages are", async () => {
    const robots = await fetchPage("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.type).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("Disallow: /api/\n");
    expect(robots.body).toContain("Disallow: /admin\n");
    expect(robots.body).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);

    const sitemap = await fetchPage("/sitemap.xml");
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
    }
    const profiles = urls.filter((u) => u.startsWith("/legislators/"));
    expect(profiles.sort()).toEqual(members.map((l) => `/legislators/${l.slug}`).sort());
    expect(urls.some((u) => u.startsWith("/admin") || u.startsWith("/dashboard"))).toBe(false);
  });
});

describe("anonymous visitors", () => {
  it("see no console error, warning, failed request or made-up address on any page", async () => {
    const { page, problems } = await watchedPage();
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
      await page.goto(path, { waitUntil: "networkidle" });
      // CONTACT_EMAIL is unset here: no page may show a stand-in address instead.
      if ((await page.locator("body").textContent())?.includes("@localhost"))
        problems.push("shows an @localhost address");
      seen[path] = problems.splice(0);
    }
    expect(Object.entries(seen).filter(([, found]) => found.length > 0)).toEqual([]);

    // An address no page has answers 404, which the browser reports, and nothing else goes wrong.
    await page.goto("/no-such-page", { waitUntil: "networkidle" });
    expect(problems).toEqual([
      `404 ${e2e.server.url}/no-such-page`,
      "error: Failed to load resource: the server responded with a status of 404 (Not Found)",
    ]);
  });
});
