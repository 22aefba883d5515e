import type { FindLegislatorsInput } from "../../../shared/find-legislators";
import type { Legislator } from "../../../shared/legislator";
import { stateName } from "../../../shared/states";
import { badRequest } from "../../http/errors";
import type { PublicCatalog } from "../../public-data/catalog";

export interface FindLegislatorsResult {
  legislators: Legislator[];
  /** The district code when the ZIP lies in one district, else null. */
  district: string | null;
  /** Every district the ZIP overlaps when it spans several: the voter picks theirs. */
  districtCandidates: string[];
  userUpdated: boolean;
}

/** Senators of the state and every representative whose district the ZIP overlaps. */
export function findLegislators(catalog: PublicCatalog, input: FindLegislatorsInput): FindLegislatorsResult {
  const codes = catalog.zipIndex.districtsFor(input.zip);
  if (codes.length === 0)
    return { legislators: [], district: null, districtCandidates: [], userUpdated: false };
  const inState = codes.filter((code) => code.startsWith(`${input.state}-`));
  if (inState.length === 0) {
    const message = `ZIP code ${input.zip.slice(0, 5)} is not in ${stateName(input.state)}`;
    throw badRequest(message, { zip: message });
  }
  if (input.districtCode !== undefined && !inState.includes(input.districtCode)) {
    throw badRequest("That district does not cover this ZIP code", {
      districtCode: "Choose one of the districts this ZIP code covers",
    });
  }
  const chosen = input.districtCode ? [input.districtCode] : inState;
  const wanted = new Set(chosen);
  const legislators = catalog.legislators.filter(
    (l) =>
      l.state === input.state &&
      (l.type === "sen" || (l.districtCode !== null && wanted.has(l.districtCode))),
  );
  return {
    legislators,
    district: chosen.length === 1 ? chosen[0]! : null,
    districtCandidates: chosen.length > 1 ? chosen : [],
    userUpdated: false,
  };
}
