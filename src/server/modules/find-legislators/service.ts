import type { FindLegislatorsInput } from "../../../shared/find-legislators";
import type { Legislator } from "../../../shared/legislator";
import { stateName } from "../../../shared/states";
import { badRequest } from "../../http/errors";
import type { ZipIndex } from "../../public-data/zip-index";

export interface FindLegislatorsResult {
  legislators: Legislator[];
  /** The district code when the ZIP lies in one district, else null. */
  district: string | null;
  /** Every district the ZIP overlaps when it spans several: the voter picks theirs. */
  districtCandidates: string[];
  userUpdated: boolean;
}

/**
 * The districts of the address's state that its ZIP overlaps, or the one the voter chose among
 * them; none for a ZIP the table does not know.
 */
export function settleDistricts(zipIndex: ZipIndex, input: FindLegislatorsInput): readonly string[] {
  const codes = zipIndex.districtsFor(input.zip);
  if (codes.length === 0) return [];
  const inState = codes.filter((code) => code.startsWith(`${input.state}-`));
  if (inState.length === 0) {
    const message = `ZIP code ${input.zip.slice(0, 5)} is not in ${stateName(input.state)}`;
    throw badRequest(message, { zip: message });
  }
  if (input.districtCode === undefined) return inState;
  if (!inState.includes(input.districtCode)) {
    throw badRequest("That district does not cover this ZIP code", {
      districtCode: "Choose one of the districts this ZIP code covers",
    });
  }
  return [input.districtCode];
}

/** Senators of the state and every representative of the districts; nobody without a district. */
export function lookupAnswer(
  legislators: readonly Legislator[],
  state: string,
  districts: readonly string[],
): FindLegislatorsResult {
  if (districts.length === 0) {
    return { legislators: [], district: null, districtCandidates: [], userUpdated: false };
  }
  const wanted = new Set(districts);
  return {
    legislators: legislators.filter(
      (l) =>
        l.state === state && (l.type === "sen" || (l.districtCode !== null && wanted.has(l.districtCode))),
    ),
    district: districts.length === 1 ? districts[0]! : null,
    districtCandidates: districts.length > 1 ? [...districts] : [],
    userUpdated: false,
  };
}
