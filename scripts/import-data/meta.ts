import type { SnapshotMeta } from "#db/snapshot";
import { MODEL_VERSION } from "./persuadability";

/**
 * Provenance as the data folder's README states it. The legislators' commit date is the snapshot's
 * reference date, so generatedAt never depends on when the importer ran.
 */
const LEGISLATORS_AS_OF = "2026-06-15";
const PRIMARY_RULES_AS_OF = "2026";

const SOURCES: SnapshotMeta["sources"] = [
  {
    name: "unitedstates/congress-legislators",
    description:
      "Serving members, terms, contact details and official social accounts (github.com/unitedstates/congress-legislators, commit dfa9622263dd4c8d08636926e498f1845704d7eb). CC0 1.0.",
    asOf: LEGISLATORS_AS_OF,
  },
  {
    name: "Census ZCTA via OpenSourceActivismTech",
    description:
      "ZIP (ZCTA) to 119th-Congress district (github.com/OpenSourceActivismTech/us-zipcodes-congress, commit 1335b61ff36b6835a25fc63c754070a6148110e7). Census data (US Government work); scripts MIT. Excludes the 2025–26 redraws.",
    asOf: "2024-11-12",
  },
  {
    name: "The Downballot",
    description:
      "2024 and 2020 presidential results by congressional district on 119th-Congress lines (2024 counts via github.com/kuriwaki/ccesMRPprep, commit fefe935a6014deaf1c4ee589e723fe5f89983cb6; 2020 percentages via github.com/jcervas/daily-district, commit 4a9f7c608862357219c1eb505524f8bc480ac4d6). No license stated; attribution to The Downballot.",
    asOf: null,
  },
  {
    name: "MIT Election Data + Science Lab",
    description:
      'State presidential results 2020 and 2024 ("U.S. President 1976–2024", doi:10.7910/DVN/42MVDX) and 2024 U.S. House general-election results ("U.S. House 1976–2024", doi:10.7910/DVN/IG0UN2, version 20250910). CC0.',
    asOf: "2025-09-10",
  },
  {
    name: "Voteview",
    description:
      "DW-NOMINATE ideology scores, 119th Congress (HS119_members.csv; Lewis, Poole, Rosenthal et al., voteview.com), via github.com/alexcai13/political-analysis, commit c81fc5aa3fcc4da63a560f9ce2edeb1eb9c571b2. No license stated; citation requested.",
    asOf: "2026-04-30",
  },
  {
    name: "Compiled state election rules",
    description:
      "2026 primary dates, primary types and registration rules compiled from NCSL, 270toWin and FVAP (February and June 2026), DC from deebuilt/the-midterm-project, and an undated vote.gov scrape (about 2022–24) for deadlines and URLs. Several rows are uncertain; verify with state election offices.",
    asOf: PRIMARY_RULES_AS_OF,
  },
];

export function buildMeta(): SnapshotMeta {
  return {
    generatedAt: LEGISLATORS_AS_OF,
    congress: 119,
    legislatorsAsOf: LEGISLATORS_AS_OF,
    primaryRulesAsOf: PRIMARY_RULES_AS_OF,
    modelVersion: MODEL_VERSION,
    sources: SOURCES,
  };
}
