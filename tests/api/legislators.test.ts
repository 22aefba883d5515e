import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legislatorSchema } from "#shared/legislator";
import { createTestApp, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/legislators${query}` });
  return { res, body: res.json() as { legislators: ReturnType<typeof legislatorSchema.parse>[] } };
}

describe("GET /api/legislators", () => {
  it("lists every member in office in the documented shape", async () => {
    const { res, body } = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    const all = body.legislators;
    // 537 members in the data, less the Florida and Ohio appointees whose terms ended with the
    // 3 November 2026 special elections (the tests' today is 2026-11-21).
    expect(all).toHaveLength(535);
    expect(all.filter((l) => l.type === "sen")).toHaveLength(98);
    expect(all.filter((l) => l.type === "rep" && !l.isDelegate)).toHaveLength(431);
    expect(all.filter((l) => l.isDelegate)).toHaveLength(6);
    expect(all.every((l) => l.inOffice && l.leftOffice === null)).toBe(true);
    for (const l of all) expect(() => legislatorSchema.strict().parse(l)).not.toThrow();
    expect(new Set(all.map((l) => l.slug)).size).toBe(535);
  });

  it("widens the list to former members with status=former or status=all", async () => {
    const former = (await list("?status=former")).body.legislators;
    expect(former.map((l) => [l.fullName, l.inOffice, l.leftOffice]).sort()).toEqual([
      ["Ashley Moody", false, "2026-11-03"],
      ["Jon Husted", false, "2026-11-03"],
    ]);
    expect((await list("?status=all")).body.legislators).toHaveLength(537);
    expect((await list("?status=all&state=OH&type=sen")).body.legislators).toHaveLength(2);
    const bad = await list("?status=retired");
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ errors: { status: "Status must be current, former or all" } });
  });

  it("carries real facts about known members", async () => {
    const { body } = await list("?search=pelosi");
    expect(body.legislators).toHaveLength(1);
    const pelosi = body.legislators[0]!;
    expect(pelosi).toMatchObject({
      slug: "nancy-pelosi",
      state: "CA",
      district: 11,
      districtCode: "CA-11",
      party: "Democrat",
      type: "rep",
      senateClass: null,
    });
    expect(pelosi.imageUrl).toBe(`https://clerk.house.gov/images/members/${pelosi.bioguideId}.jpg`);
    expect(pelosi.nextPrimaryYear).toBe(2028);

    const alaska = (await list("?state=AK")).body.legislators;
    expect(alaska.map((l) => l.districtCode)).toContain("AK-AL");
    const murkowski = alaska.find((l) => l.lastName === "Murkowski")!;
    expect(murkowski).toMatchObject({ type: "sen", party: "Republican", senateClass: 3, districtCode: null });
    expect(murkowski.nextPrimaryYear).toBe(2028);
    expect(murkowski.imageUrl).toMatch(
      /^https:\/\/theunitedstates\.io\/images\/congress\/225x275\/M001153\.jpg$/,
    );
  });

  it("filters by state (any case), type and party, and searches names without regard to case or accents", async () => {
    const caSenators = (await list("?state=ca&type=sen")).body.legislators;
    expect(caSenators).toHaveLength(2);
    expect(caSenators.every((l) => l.state === "CA" && l.type === "sen")).toBe(true);

    const texasHouse = (await list("?state=TX&type=rep")).body.legislators;
    // TX-23 was vacant when the data was collected.
    expect(texasHouse.length).toBeGreaterThanOrEqual(37);

    const upper = (await list("?search=PELOSI")).body.legislators;
    expect(upper.map((l) => l.slug)).toEqual(["nancy-pelosi"]);

    const accented = (await list("?search=sanchez")).body.legislators;
    expect(accented.some((l) => l.lastName === "Sánchez")).toBe(true);

    const republicans = (await list("?party=republican")).body.legislators;
    expect(republicans.length).toBeGreaterThan(250);
    expect(republicans.every((l) => l.party === "Republican" || l.caucus === "Republican")).toBe(true);
    // An independent in the Republican conference is listed with the Republicans.
    expect(republicans.some((l) => l.lastName === "Kiley" && l.party === "Independent")).toBe(true);
  });

  it("sorts by persuadability score, highest first", async () => {
    const ranked = (await list("?party=Republican&sort=persuadability")).body.legislators;
    const scores = ranked.map((l) => l.persuadabilityScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("rejects bad filters with a 400 that names the field", async () => {
    const badType = await list("?type=governor");
    expect(badType.res.statusCode).toBe(400);
    expect(badType.res.json().errors).toHaveProperty("type");

    const badState = await list("?state=California");
    expect(badState.res.statusCode).toBe(400);
    expect(badState.res.json().errors.state).toBe("Please provide a 2-letter state code");

    const longSearch = await list(`?search=${"a".repeat(101)}`);
    expect(longSearch.res.statusCode).toBe(400);
    expect(longSearch.res.json().errors).toHaveProperty("search");

    const badSort = await list("?sort=random");
    expect(badSort.res.statusCode).toBe(400);
  });

  it("treats SQL and HTML in the search text as plain text", async () => {
    for (const search of ["' OR 1=1 --", "<script>alert(1)</script>", "%_%"]) {
      const { res, body } = await list(`?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(body.legislators).toEqual([]);
    }
  });

  it("serves gzip and brotli bodies that decode to the same list", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/legislators" });
    const gz = await t.app.inject({
      method: "GET",
      url: "/api/legislators",
      headers: { "accept-encoding": "gzip" },
    });
    const br = await t.app.inject({
      method: "GET",
      url: "/api/legislators",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe("GET /api/legislators/{idOrSlug}", () => {
  it("finds a legislator by slug or by id", async () => {
    const bySlug = await t.app.inject({ method: "GET", url: "/api/legislators/nancy-pelosi" });
    expect(bySlug.statusCode).toBe(200);
    const { legislator } = bySlug.json();
    expect(legislator.fullName).toBe("Nancy Pelosi");
    const byId = await t.app.inject({ method: "GET", url: `/api/legislators/${legislator.id}` });
    expect(byId.json().legislator.slug).toBe("nancy-pelosi");
    const upper = await t.app.inject({ method: "GET", url: "/api/legislators/Nancy-Pelosi" });
    expect(upper.statusCode).toBe(200);
  });

  it("answers 404 for an unknown legislator and 400 for a malformed key", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/legislators/no-such-person" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Legislator not found" });
    const missingId = await t.app.inject({ method: "GET", url: "/api/legislators/999999" });
    expect(missingId.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "GET", url: "/api/legislators/%3Cscript%3E" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty("idOrSlug");
  });
});
