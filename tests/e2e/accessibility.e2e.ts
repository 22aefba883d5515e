import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expect, signUp, test, VIEWPORTS, type Viewport, visit } from "./support/fixtures";

// axe on every route of the app, in English and in Spanish, at a phone's and a desktop's width,
// once the page has its data.
// The states a route does not show by itself (a dialog, a form's errors, a wizard's later step)
// are checked where the tests bring them about (checkScreen).
test.use({ serverSetup: { file: "accessibility" } });
// Independent tests, shared by both workers (each with a server of its own).
test.describe.configure({ mode: "parallel" });

interface Route {
  path: string;
  /** What shows once the page is there (the data may come after: see the test). */
  ready: (page: Page) => ReturnType<Page["getByText"]>;
  /** Who must be signed in. */
  as?: "voter" | "admin";
  /** `ready` finds the same thing in Spanish (a name from the data, a table); else the h1 is awaited. */
  anyLanguage?: boolean;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });

const ROUTES: Route[] = [
  { path: "/", ready: (page) => page.getByText(/pledges? made/i).first() },
  { path: "/how-it-works", ready: heading(/Your primary vote/) },
  { path: "/faq", ready: heading("Frequently asked questions") },
  { path: "/about", ready: heading("About Pledge Watch") },
  { path: "/contact", ready: heading("Get in touch") },
  { path: "/privacy-policy", ready: heading("Privacy Policy") },
  { path: "/terms-of-service", ready: heading("Terms of Service") },
  { path: "/thank-you-donation", ready: (page) => page.getByRole("heading", { level: 1 }) },
  {
    path: "/legislators",
    ready: (page) => page.getByRole("link", { name: /Lisa Murkowski/ }).first(),
    anyLanguage: true,
  },
  { path: "/legislators/lisa-murkowski", ready: (page) => page.getByText("Primary election").first() },
  {
    path: "/persuadable-republicans",
    ready: (page) => page.locator("table[aria-busy=false], table:not([aria-busy])").first(),
    anyLanguage: true,
  },
  {
    path: "/state-information",
    ready: (page) => page.getByRole("link", { name: /Alaska/ }).first(),
    anyLanguage: true,
  },
  {
    path: "/state-information/ak",
    ready: (page) => page.getByText(/Lisa Murkowski/).first(),
    anyLanguage: true,
  },
  { path: "/discharge-impeachment", ready: heading(/How Congress can answer/) },
  { path: "/pledge", ready: (page) => page.getByRole("heading", { name: "Enter your address" }) },
  { path: "/auth", ready: (page) => page.getByRole("button", { name: "Sign In" }) },
  { path: "/forgot-password", ready: (page) => page.getByRole("heading", { level: 1 }) },
  {
    path: "/reset-password?token=not-a-real-token",
    ready: (page) => page.getByRole("heading", { level: 1 }),
  },
  {
    path: "/verify-email?token=not-a-real-token",
    ready: heading("This verification link is invalid or has expired"),
  },
  { path: "/unsubscribe?token=not-a-real-token", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/thank-you?legislator=lisa-murkowski", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/no-such-page", ready: (page) => page.getByRole("heading", { level: 1 }) },
  {
    path: "/dashboard?tab=profile",
    as: "voter",
    ready: (page) => page.getByRole("tabpanel").first(),
    anyLanguage: true,
  },
  {
    path: "/dashboard?tab=pledges",
    as: "voter",
    ready: (page) => page.getByRole("tabpanel").first(),
    anyLanguage: true,
  },
  {
    path: "/dashboard?tab=legislators",
    as: "voter",
    ready: (page) => page.getByRole("tabpanel").first(),
    anyLanguage: true,
  },
  {
    path: "/dashboard?tab=notifications",
    as: "voter",
    ready: (page) => page.getByRole("tabpanel").first(),
    anyLanguage: true,
  },
  { path: "/admin/login", ready: (page) => page.getByLabel("Username") },
  {
    path: "/admin",
    as: "admin",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Admin Dashboard" }),
  },
];

/** The same pages in Spanish (decisions.md section 11); the administrator console stays English. */
const SPANISH_ROUTES: Route[] = ROUTES.filter((route) => !route.path.startsWith("/admin")).map((route) => ({
  ...route,
  path: route.path === "/" ? "/es" : `/es${route.path}`,
  ready: route.anyLanguage ? route.ready : (page) => page.getByRole("heading", { level: 1 }),
}));

const ADMIN = { username: "admin", password: "correct horse battery staple" };

/** Signs the administrator in through the API and leaves the session where the console keeps it. */
async function signInAsAdmin(context: BrowserContext) {
  const answer = await context.request.post("/api/admin/login", { data: ADMIN });
  expect(answer.status()).toBe(200);
  const session = JSON.stringify(await answer.json());
  await context.addInitScript((value) => sessionStorage.setItem("pw_admin_session", value), session);
}

for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
  test.describe(`at ${VIEWPORTS[viewport].width} px`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    for (const route of [...ROUTES, ...SPANISH_ROUTES]) {
      test(`${route.path}${route.as ? ` (${route.as})` : ""} has no axe violations`, async ({
        page,
        context,
      }) => {
        if (route.as === "voter") await signUp(context.request);
        if (route.as === "admin") await signInAsAdmin(context);
        await visit(page, route.path);
        await expect(page.locator("html")).toHaveAttribute(
          "lang",
          route.path.startsWith("/es") ? "es" : "en",
        );
        await expect(route.ready(page)).toBeVisible();
        // And every answer the page asked for has arrived: axe sees the page with its data.
        await page.waitForLoadState("networkidle");
        await expectNoAxeViolations(page, `${route.path} at ${viewport}`);
      });
    }
  });
}
