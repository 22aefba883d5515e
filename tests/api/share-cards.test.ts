import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPledge } from "#server/modules/pledges/repo";
import { createTestApp, type TestApp } from "../support/app";
import { newVoter } from "../support/voters";

let t: TestApp;
const photoRequests: string[] = [];
/** A plain square "photo", as the official hosts would send one. */
const PHOTO = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="225" height="275"><rect width="225" height="275" fill="#c0392b"/></svg>',
)
  .render()
  .asPng();

beforeAll(async () => {
  t = await createTestApp({
    fetchPhoto: async (url) => {
      photoRequests.push(url);
      return url.includes("M001153") ? { type: "image/png", bytes: PHOTO } : null;
    },
  });
});
afterAll(() => t.close());

const card = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/og/legislators/${slug}.png`, headers });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("GET /og/legislators/{slug}.png", () => {
  it("draws a 1200×630 PNG share card, cached by browsers and previews for ten minutes", async () => {
    const res = await card("lisa-murkowski");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.rawPayload.length).toBeLessThan(600_000);
    expect(photoRequests).toContain("https://theunitedstates.io/images/congress/225x275/M001153.jpg");
  });

  it("shows the initials when the photo cannot be had", async () => {
    const res = await card("dan-sullivan");
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 for anyone else, and for any other file name", async () => {
    for (const file of [
      "no-such-member.png",
      "lisa-murkowski.jpg",
      "LISA-MURKOWSKI.png",
      "../../etc/passwd",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/og/legislators/${encodeURIComponent(file)}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ message: "Share card not found" });
    }
  });

  it("answers 304 to a preview that has the card, and draws a new card when the counts change", async () => {
    const first = await card("lisa-murkowski");
    const etag = String(first.headers.etag);
    expect((await card("lisa-murkowski", { "if-none-match": etag })).statusCode).toBe(304);

    const voter = await newVoter(t.app, { state: "AK", zip: "99501" });
    const { legislators } = (
      await t.app.inject({ method: "GET", url: "/api/legislators?state=AK&type=sen" })
    ).json();
    const murkowski = legislators.find((l: { slug: string }) => l.slug === "lisa-murkowski");
    await insertPledge(t.database.db, {
      userId: voter.user.id,
      legislatorId: murkowski.id,
      shareOnSocial: false,
    });
    await t.app.catalog.refreshIfChanged();

    const after = await card("lisa-murkowski", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
  });
});
