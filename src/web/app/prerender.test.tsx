import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, prerenderPage } from "./prerender";

describe("prerenderPage", () => {
  it.each(PRERENDERED_PATHS)(
    "renders %s completely, with one h1, its title and no inline script",
    async (path) => {
      const { html, meta } = await prerenderPage(path);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('<main id="main-content"');
      // Inline scripts (React's reveal of suspended content) would be blocked by the CSP.
      expect(html).not.toMatch(/<script|<template/);
      expect(html).not.toContain("Loading the page…");
      expect(meta?.title).toMatch(/Pledge Watch$/);
      expect(meta?.description.length).toBeGreaterThan(50);
    },
  );

  it("shows skeletons, never figures, where data will load", async () => {
    const { html } = await prerenderPage("/");
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/\d{1,3},\d{3} pledges/);
  });

  it("names the page in its title", async () => {
    expect((await prerenderPage("/faq")).meta?.title).toBe("FAQ · Pledge Watch");
    expect((await prerenderPage("/")).meta?.title).toBe("Pledge Watch");
  });
});
