import { useQuery } from "@tanstack/react-query";
import type { DistrictLines } from "#shared/district-lines";
import { formatAsOf, formatLongDate } from "#shared/rules/dates";
import { dataSourcesQuery } from "#web/entities/data-sources/data-sources";
import { LEAN_LABEL, leanMethod } from "#web/lib/display/lean";

/**
 * "Data as of …" and, in a disclosure, how the figures on the page are made and where the data
 * comes from: the persuadability model, the lean, the pledge thresholds and the primary rules,
 * summarised from docs/persuadability.md.
 */
export function DataSourcesNote({
  dataAsOf,
  districtLines = null,
}: {
  dataAsOf: string;
  /** The member's lines (src/shared/district-lines.ts): a district redrawn for 2026 has its own method. */
  districtLines?: DistrictLines | null;
}) {
  const sources = useQuery(dataSourcesQuery);
  return (
    <div className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
      <p>
        Data as of {formatLongDate(dataAsOf)}
        {sources.data && (
          <>
            {" "}
            · {ordinal(sources.data.congress)} Congress · model {sources.data.modelVersion}
          </>
        )}
      </p>
      <details id="about-the-data" className="group mt-3 rounded-lg border border-slate-200 bg-slate-50">
        <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium text-slate-800 hover:text-brand-800">
          Sources and method: how these figures are made
        </summary>
        <div className="space-y-3 px-4 pb-4 leading-6 text-slate-700">
          <p>
            <strong className="font-semibold text-slate-900">Persuadability score.</strong> A score from 0 to
            100 that ranks members by how open the public record suggests they are to acting against a
            president of their own party. Half of it comes from their voting record (DW-NOMINATE ideology: the
            more moderate, the higher), about a third from how their seat voted for president compared with
            the nation, and the rest from how close their last general election was (House members only). A
            member who has already voted to impeach or convict a president of their own party gets 30 extra
            points. When an input is missing, the others are reweighted. It is a transparent rule of thumb,
            not a poll or a forecast.
          </p>
          <p>
            <strong className="font-semibold text-slate-900">{LEAN_LABEL}.</strong>{" "}
            {leanMethod(districtLines)}
          </p>
          <p>
            <strong className="font-semibold text-slate-900">Pledge impact.</strong> We estimate a seat's
            Republican primary electorate as 30% of Donald Trump's 2024 vote there (an assumption, until real
            turnout figures are added). The meter's steps are 0.5%, 1%, 2.5%, 5% and 10% of that electorate.
            {districtLines === "2026" &&
              " The new 2026 lines have published percentages only, so Trump's vote there is his 2024 share on the new lines times the state's average presidential vote per district."}
          </p>
          <p>
            <strong className="font-semibold text-slate-900">Primary dates and rules.</strong> Compiled from
            NCSL, 270toWin, FVAP and vote.gov. Once a primary has passed, only the year of the seat's next
            regular primary is shown, marked as expected, until the state announces the date. Always check
            with your state election office.
          </p>
          {sources.isError && <p>The list of sources could not be loaded.</p>}
          {sources.data && (
            <>
              <h2 className="pt-2 font-semibold text-slate-900">Sources</h2>
              <ul className="space-y-2">
                {sources.data.sources.map((source) => (
                  <li key={source.name}>
                    <span className="font-medium text-slate-900">{source.name}</span>
                    {source.asOf && <span> (as of {formatAsOf(source.asOf)})</span>}: {source.description}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </details>
    </div>
  );
}

/** "119th", "121st", "122nd". */
function ordinal(n: number): string {
  const teens = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teens ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}
