import { describe, expect, it } from "vitest";
import {
  ideologyComponent,
  leanComponent,
  marginComponent,
  PAST_VOTE_BONUS,
  persuadabilityScore,
  WEIGHTS,
} from "./persuadability";

describe("components", () => {
  it("scale linearly between their anchors and clamp outside them", () => {
    expect(ideologyComponent(0.1)).toBe(1);
    expect(ideologyComponent(-0.5)).toBe(1);
    expect(ideologyComponent(0.4)).toBeCloseTo(0.5, 10);
    expect(ideologyComponent(0.7)).toBe(0);
    expect(ideologyComponent(0.95)).toBe(0);

    expect(leanComponent(10)).toBe(1);
    expect(leanComponent(0)).toBeCloseTo(25 / 35, 10);
    expect(leanComponent(-25)).toBe(0);
    expect(leanComponent(-40)).toBe(0);

    expect(marginComponent(0)).toBe(1);
    expect(marginComponent(15)).toBeCloseTo(0.5, 10);
    expect(marginComponent(100)).toBe(0);
  });
});

describe("persuadabilityScore", () => {
  it("is 100 for a maximally open member and 0 for a maximally closed one", () => {
    expect(persuadabilityScore({ dim1: 0, lean: 20, marginPct: 0, pastVote: false })).toBe(100);
    expect(persuadabilityScore({ dim1: 0.9, lean: -30, marginPct: 60, pastVote: false })).toBe(0);
  });

  it("weights the components", () => {
    // ideology 0.5, lean 0.5, margin 0.5 → 50; ideology 1, lean 0, margin 0 → 100 × 0.5
    expect(persuadabilityScore({ dim1: 0.4, lean: -7.5, marginPct: 15, pastVote: false })).toBe(50);
    expect(persuadabilityScore({ dim1: 0.1, lean: -25, marginPct: 30, pastVote: false })).toBe(
      Math.round(100 * WEIGHTS.ideology),
    );
  });

  it("renormalises the weights when an input is missing", () => {
    // Without margin: (0.5 × 1 + 0.35 × 0) / 0.85
    expect(persuadabilityScore({ dim1: 0.1, lean: -25, marginPct: null, pastVote: false })).toBe(
      Math.round((100 * WEIGHTS.ideology) / (WEIGHTS.ideology + WEIGHTS.lean)),
    );
    // Only ideology known: the score is the ideology component alone.
    expect(persuadabilityScore({ dim1: 0.4, lean: null, marginPct: null, pastVote: false })).toBe(50);
  });

  it("adds the past-vote bonus and caps at 100", () => {
    const base = { dim1: 0.4, lean: -7.5, marginPct: 15 };
    expect(persuadabilityScore({ ...base, pastVote: true })).toBe(50 + PAST_VOTE_BONUS);
    expect(persuadabilityScore({ dim1: 0.1, lean: 10, marginPct: 0, pastVote: true })).toBe(100);
  });

  it("ranks a moderate in a swing seat above a hard-liner in a safe seat", () => {
    const moderate = persuadabilityScore({ dim1: 0.2, lean: 1, marginPct: 5, pastVote: false });
    const hardLiner = persuadabilityScore({ dim1: 0.8, lean: -28, marginPct: 50, pastVote: false });
    expect(moderate).toBeGreaterThan(70);
    expect(hardLiner).toBeLessThan(10);
  });
});
