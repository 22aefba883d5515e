import { useQuery } from "@tanstack/react-query";
import ChevronDownIcon from "lucide-react/icons/chevron-down";
import InfoIcon from "lucide-react/icons/info";
import { formatLongDate } from "#shared/rules/dates";
import { Badge } from "#web/components/ui/badge";
import { Card } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { dataSourcesQuery } from "#web/entities/data-sources/data-sources";
import { persuadabilityLabel } from "#web/lib/display/persuadability";

/** The four bands of the ranking, by their lowest score. */
export const BANDS = [
  { min: 75, range: "75 and up" },
  { min: 70, range: "70 to 74" },
  { min: 65, range: "65 to 69" },
  { min: 60, range: "60 to 64" },
].map((band) => ({ ...band, ...persuadabilityLabel(band.min) }));

const INPUTS = [
  {
    name: "Voting record",
    text: "where the member's votes place them on the left–right scale (DW-NOMINATE, from Voteview). It carries half the weight, because it is the only input about the member rather than the seat.",
  },
  {
    name: "The seat's partisan lean",
    text: "how the state or district voted for president in 2020 and 2024 compared with the country. Members from competitive seats have more to gain from independence.",
  },
  {
    name: "The last election margin",
    text: "how close the member's own 2024 House race was. Senators have no margin in our data, so their score rests on the other inputs.",
  },
  {
    name: "A past vote to impeach or convict",
    text: "a president of their own party adds 30 points: it is the very act the score tries to anticipate.",
  },
];

function AsOf() {
  const { data, isPending, isError } = useQuery(dataSourcesQuery);
  if (isError) return null;
  if (isPending) {
    return (
      <div className="mt-5 space-y-2">
        <span className="sr-only">Loading the data's date</span>
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-4 w-2/3 max-w-sm" />
      </div>
    );
  }
  return (
    <p className="mt-5 text-sm leading-6 text-slate-600">
      Data as of{" "}
      <strong className="font-semibold text-slate-800">{formatLongDate(data.legislatorsAsOf)}</strong>:
      members serving in the {data.congress}th Congress on that day, on the district lines they were elected
      on (model {data.modelVersion}).
    </p>
  );
}

/** What the score is and is not, in plain words (docs/persuadability.md), with the bands' colours. */
export function ExplanationCard() {
  return (
    <Card className="p-5 sm:p-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-bold text-brand-950">
            <InfoIcon aria-hidden="true" className="size-5 text-brand-600" />
            What the persuadability score means
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            A score from 0 to 100: our estimate of how open each member's public record suggests they are,
            compared with their colleagues, to acting against a president of their own party who defies the
            Supreme Court. It is built from four public facts: their voting record, how their state or
            district votes for president, how close their last election was, and any past vote to impeach or
            convict a president of their own party.
          </p>
          <p className="mt-3 leading-7 text-slate-700">
            It is a transparent rule of thumb, the same formula for every member, and{" "}
            <strong className="font-semibold text-slate-900">not a poll or a forecast</strong> of how anyone
            will vote. Use it to decide where pledges may matter most, not as a verdict on a person.
          </p>
          <details className="group mt-4 rounded-lg border border-slate-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-brand-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              How the score is built
              <ChevronDownIcon
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
              />
            </summary>
            <ul className="space-y-2 px-4 pt-1 pb-4 leading-7 text-slate-700">
              {INPUTS.map((input) => (
                <li key={input.name} className="flex gap-2">
                  <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  <span>
                    <strong className="font-semibold text-slate-900">{input.name}:</strong> {input.text}
                  </span>
                </li>
              ))}
            </ul>
          </details>
          <AsOf />
        </div>
        <div className="rounded-lg bg-slate-50 p-5">
          <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Who is listed</h3>
          <p className="mt-2 text-sm leading-6 text-slate-700">
            Senators and representatives who sit with the Republicans and score 60 or more. Delegates are left
            out: they cannot vote on impeachment.
          </p>
          <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">Score bands</h3>
          <ul className="mt-3 space-y-2.5">
            {BANDS.map((band) => (
              <li key={band.min} className="flex items-center gap-3 text-sm">
                <Badge tone={band.tone} className="w-22 shrink-0 justify-center whitespace-nowrap">
                  {band.range}
                </Badge>
                <span className="font-medium text-slate-800">{band.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
