import { describe, expect, it } from "vitest";
import { splitKeyFact } from "./key-facts";

describe("splitKeyFact", () => {
  it("sets the closing parenthesis apart as the source", () => {
    expect(
      splitKeyFact("Seat lean R+7 (2020 and 2024 presidential results, MIT Election Data + Science Lab)"),
    ).toEqual({
      text: "Seat lean R+7",
      source: "2020 and 2024 presidential results, MIT Election Data + Science Lab",
    });
    expect(splitKeyFact("Trump won this state by 13.1 points in 2024 (The Downballot)")).toEqual({
      text: "Trump won this state by 13.1 points in 2024",
      source: "The Downballot",
    });
  });

  it("keeps a fact without a closing source whole", () => {
    expect(splitKeyFact("  Served since 2003 ")).toEqual({ text: "Served since 2003", source: null });
    expect(splitKeyFact("Lean (D+5) is shown first")).toEqual({
      text: "Lean (D+5) is shown first",
      source: null,
    });
  });

  it("only takes the last parenthesis", () => {
    expect(splitKeyFact("Won (narrowly) in 2024 (MEDSL)")).toEqual({
      text: "Won (narrowly) in 2024",
      source: "MEDSL",
    });
  });
});
