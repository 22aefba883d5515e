import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_DISTRICT_MESSAGE } from "#shared/find-legislators";
import { createTestApp, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function find(body: unknown) {
  return t.app.inject({ method: "POST", url: "/api/pledge/find-legislators", payload: body as object });
}

const address = { address: "1 Main St", city: "Springfield" };

describe("POST /api/pledge/find-legislators", () => {
  it("returns the two senators and the representative for a ZIP inside one district", async () => {
    const res = await find({ ...address, state: "NY", zip: "10021" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.district).toBe("NY-12");
    expect(body.districtCandidates).toEqual([]);
    expect(body.vacantSeats).toEqual([]);
    expect(body.message).toBeNull();
    expect(body.userUpdated).toBe(false);
    const { legislators } = body as {
      legislators: { type: string; districtCode: string | null; state: string }[];
    };
    expect(legislators.filter((l) => l.type === "sen")).toHaveLength(2);
    expect(legislators.filter((l) => l.type === "rep").map((l) => l.districtCode)).toEqual(["NY-12"]);
    expect(legislators.every((l) => l.state === "NY")).toBe(true);
  });

  it("accepts ZIP+4 and finds at-large seats", async () => {
    const res = await find({ ...address, state: "AK", zip: "99501-1234" });
    expect(res.statusCode).toBe(200);
    expect(res.json().district).toBe("AK-AL");
    expect(res.json().legislators).toHaveLength(3);
  });

  it("returns every candidate representative when the ZIP spans districts", async () => {
    const res = await find({ ...address, state: "TX", zip: "75001" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      district: string | null;
      districtCandidates: string[];
      legislators: { type: string; districtCode: string | null }[];
    };
    expect(body.district).toBeNull();
    expect(body.districtCandidates.length).toBeGreaterThan(1);
    const reps = body.legislators.filter((l) => l.type === "rep").map((l) => l.districtCode);
    for (const code of reps) expect(body.districtCandidates).toContain(code);
  });

  it("narrows a split ZIP to the district the voter chose, and refuses a district the ZIP does not cover", async () => {
    const chosen = await find({ ...address, state: "TX", zip: "75001", districtCode: "TX-24" });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().district).toBe("TX-24");
    expect(chosen.json().districtCandidates).toEqual([]);
    const reps = chosen.json().legislators.filter((l: { type: string }) => l.type === "rep");
    expect(reps.map((l: { districtCode: string }) => l.districtCode)).toEqual(["TX-24"]);
    const wrong = await find({ ...address, state: "TX", zip: "75001", districtCode: "TX-02" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.districtCode).toBe("Choose one of the districts this ZIP code covers");
  });

  it("finds the delegate for DC", async () => {
    const res = await find({ ...address, state: "DC", zip: "20001" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.district).toBe("DC-AL");
    expect(body.legislators).toHaveLength(1);
    expect(body.legislators[0].isDelegate).toBe(true);
  });

  it("finds territorial delegates whose ZIPs the Census table leaves out", async () => {
    const res = await find({ ...address, state: "GU", zip: "96910" });
    expect(res.statusCode).toBe(200);
    expect(res.json().district).toBe("GU-AL");
    expect(res.json().legislators).toHaveLength(1);
    expect(res.json().legislators[0]).toMatchObject({ state: "GU", isDelegate: true });
  });

  it("answers a ZIP the table does not know with the state's senators and a district notice", async () => {
    const res = await find({ ...address, state: "NY", zip: "00501" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      district: null,
      districtCandidates: [],
      vacantSeats: [],
      message: UNKNOWN_DISTRICT_MESSAGE,
      userUpdated: false,
    });
    expect(body.message).toContain("https://www.house.gov/representatives/find-your-representative");
    const senators = body.legislators as { type: string; state: string }[];
    expect(senators).toHaveLength(2);
    expect(senators.every((l) => l.type === "sen" && l.state === "NY")).toBe(true);

    const dc = await find({ ...address, state: "DC", zip: "20500" });
    expect(dc.statusCode).toBe(200);
    expect(dc.json()).toMatchObject({ legislators: [], district: null, message: UNKNOWN_DISTRICT_MESSAGE });
  });

  it("shows a House seat with no member as vacant instead of leaving it out", async () => {
    const res = await find({ ...address, state: "TX", zip: "79837" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.district).toBe("TX-23");
    expect(body.message).toBeNull();
    expect(body.legislators.map((l: { type: string }) => l.type)).toEqual(["sen", "sen"]);
    expect(body.vacantSeats).toEqual([{ type: "rep", state: "TX", districtCode: "TX-23", reason: "vacant" }]);
  });

  it("says a Senate seat whose appointee served until the special election awaits its result", async () => {
    const res = await find({ ...address, state: "OH", zip: "43215" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const senators = body.legislators.filter((l: { type: string }) => l.type === "sen");
    expect(senators.map((l: { lastName: string }) => l.lastName)).not.toContain("Husted");
    expect(senators).toHaveLength(1);
    expect(body.vacantSeats).toEqual([
      { type: "sen", state: "OH", districtCode: null, reason: "awaiting-special-election-result" },
    ]);
  });

  it("refuses a ZIP outside the chosen state, naming the field", async () => {
    const res = await find({ ...address, state: "CA", zip: "10001" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.zip).toBe("ZIP code 10001 is not in California");
  });

  it("names every missing or malformed field with the form's messages", async () => {
    const res = await find({ address: "", city: "", state: "", zip: "12" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      zip: "ZIP code is required",
    });
    const wrongTypes = await find({ address: 5, city: ["x"], state: true, zip: 10001 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(["address", "city", "state", "zip"]);
    const missing = await find({});
    expect(missing.statusCode).toBe(400);
    const tooLong = await find({ ...address, address: "x".repeat(201), state: "NY", zip: "10001" });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty("address");
  });

  it("treats SQL and HTML in text fields as plain text", async () => {
    const res = await find({
      address: "'; DROP TABLE legislators; --",
      city: "<img src=x onerror=alert(1)>",
      state: "NY",
      zip: "10021",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().legislators.length).toBe(3);
  });

  it("refuses bodies that are not JSON objects, too large or from another site", async () => {
    const array = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      payload: [1, 2],
    });
    expect(array.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "The request body is not valid JSON" });
    const form = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "zip=10001",
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toHaveProperty("message");
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        ...address,
        state: "NY",
        zip: "10001",
        padding: "x".repeat(10 * 1024 * 1024),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: "The request body is too large" });
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      headers: { origin: "https://evil.example" },
      payload: { ...address, state: "NY", zip: "10001" },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/pledge/find-legislators",
      headers: { origin: "http://localhost:5000" },
      payload: { ...address, state: "NY", zip: "10001" },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("GET /api/primary-elections", () => {
  it("lists the compiled rules of the 50 states and DC with their sources", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/primary-elections" });
    expect(res.statusCode).toBe(200);
    const { primaryElections } = res.json() as { primaryElections: Record<string, unknown>[] };
    expect(primaryElections).toHaveLength(51);
    for (const p of primaryElections) {
      expect(p).toHaveProperty("sources");
      expect(p).toHaveProperty("dataAsOf");
      expect(p.nextPrimaryYear).toBe(2028);
      for (const key of ["primaryDate", "runoffDate", "registrationDeadline"]) {
        const value = p[key];
        if (value !== null) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("returns one state's election for a case-insensitive code, and null where there is none", async () => {
    const texas = await t.app.inject({ method: "GET", url: "/api/primary-elections?state=tx" });
    expect(texas.statusCode).toBe(200);
    expect(texas.json().primaryElection).toMatchObject({
      state: "TX",
      stateName: "Texas",
      primaryDate: "2026-03-03",
    });
    const guam = await t.app.inject({ method: "GET", url: "/api/primary-elections?state=GU" });
    expect(guam.json()).toEqual({ primaryElection: null });
    const bad = await t.app.inject({ method: "GET", url: "/api/primary-elections?state=ZZ" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.state).toBe("Please provide a 2-letter state code");
  });
});
