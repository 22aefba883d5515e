import type { Legislator } from "../../../../shared/legislator";

/** "TX" for a senator, "TX-12" (or "AK-AL" at large) for a House member. */
export function seatLabel(legislator: Pick<Legislator, "type" | "state" | "districtCode">): string {
  return legislator.type === "rep" && legislator.districtCode ? legislator.districtCode : legislator.state;
}

export function chamberLabel(type: Legislator["type"]): "Senate" | "House" {
  return type === "sen" ? "Senate" : "House";
}
