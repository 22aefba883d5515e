import { describe, expect, it } from "vitest";
import { assignSlugs, slugify } from "./slugs";

describe("slugify", () => {
  it("makes lower-case ASCII with diacritics stripped and runs of other characters as '-'", () => {
    expect(slugify("Nancy Pelosi")).toBe("nancy-pelosi");
    expect(slugify("Nydia Velázquez")).toBe("nydia-velazquez");
    expect(slugify("Pablo José Hernández Rivera")).toBe("pablo-jose-hernandez-rivera");
    expect(slugify("Alexandria Ocasio-Cortez")).toBe("alexandria-ocasio-cortez");
    expect(slugify("James (Jim) Moylan")).toBe("james-jim-moylan");
    expect(slugify("H. Griffith")).toBe("h-griffith");
  });
});

describe("assignSlugs", () => {
  it("uses first-last when it is unique", () => {
    const [a] = assignSlugs([{ firstName: "Susan", lastName: "Collins", state: "ME" }]);
    expect(a?.slug).toBe("susan-collins");
  });

  it("appends the state code to every member of a colliding pair", () => {
    const slugs = assignSlugs([
      { firstName: "John", lastName: "Smith", state: "NE" },
      { firstName: "Jane", lastName: "Doe", state: "TX" },
      { firstName: "John", lastName: "Smith", state: "MO" },
    ]).map((m) => m.slug);
    expect(slugs).toEqual(["john-smith-ne", "jane-doe", "john-smith-mo"]);
  });

  it("fails rather than emit duplicates when the state code does not separate them", () => {
    expect(() =>
      assignSlugs([
        { firstName: "John", lastName: "Smith", state: "NE" },
        { firstName: "John", lastName: "Smith", state: "NE" },
      ]),
    ).toThrow(/not unique/);
  });
});
