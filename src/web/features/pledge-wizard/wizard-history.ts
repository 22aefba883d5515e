import type { FindLegislatorsInput, VacantSeat } from "#shared/find-legislators";
import type { Legislator } from "#shared/legislator";
import type { LookupResult } from "#web/entities/legislators/find-legislators";
import type { WizardStep } from "./wizard-model";

/**
 * Where the voter is in the wizard, kept in the tab's session history (history.state): each step
 * is an entry of its own, so the browser's Back and Forward move between steps, and a reload
 * finds the step, the address and the choices again. Nothing goes to localStorage or
 * sessionStorage (docs/principles.md, principle 3): the entries live and die with the tab's
 * history.
 */
export interface WizardSnapshot {
  step: WizardStep;
  address: FindLegislatorsInput | null;
  /** A lookup whose ZIP spans districts, waiting for the voter's choice. */
  splitLookup: LookupResult | null;
  district: string | null;
  legislators: Legislator[];
  vacantSeats: readonly VacantSeat[];
  lookupMessage: string | null;
  selectedIds: number[];
  share: boolean;
}

const KEY = "pledgeWizard";

/** The wizard's snapshot in a history entry's state, if it has one. */
export function snapshotIn(state: unknown): WizardSnapshot | null {
  if (typeof state !== "object" || state === null || !(KEY in state)) return null;
  const snapshot = (state as Record<string, unknown>)[KEY];
  return typeof snapshot === "object" && snapshot !== null ? (snapshot as WizardSnapshot) : null;
}

/** Records the wizard in a new entry (a new step), or in the current one; other keys are kept. */
export function writeSnapshot(snapshot: WizardSnapshot | null, mode: "push" | "replace"): void {
  const { [KEY]: _previous, ...others } = (window.history.state ?? {}) as Record<string, unknown>;
  const state = snapshot ? { ...others, [KEY]: snapshot } : others;
  if (mode === "push") window.history.pushState(state, "", window.location.href);
  else window.history.replaceState(state, "", window.location.href);
}
