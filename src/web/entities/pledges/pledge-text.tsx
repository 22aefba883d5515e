import ScrollTextIcon from "lucide-react/icons/scroll-text";
import type { Legislator } from "#shared/legislator";
import { constituencyStanding } from "#shared/rules/constituency";

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export type PledgeLegislator = Pick<Legislator, "fullName" | "type" | "state" | "district">;
type VoterPlace = { state: string | null; congressionalDistrict: number | null };

/** The legislators the voter cannot vote for in a primary: they live outside the seat. */
export function outsideTheSeat<T extends PledgeLegislator>(
  legislators: readonly T[],
  voter: VoterPlace | null,
): T[] {
  return voter ? legislators.filter((l) => constituencyStanding(voter, l) === "outside") : [];
}

/**
 * The words of the pledge: conditional on the legislator acting, and ready to switch party if
 * needed. To a legislator whose primary the voter cannot vote in (another state or district),
 * the voter promises what they can: support from outside the seat.
 */
export function PledgeText({
  legislators,
  voter,
}: {
  legislators: readonly PledgeLegislator[];
  /** Where the voter lives, when known: it decides which promise they can make to whom. */
  voter: VoterPlace | null;
}) {
  // The legislators whose primary the voter cannot vote in: they live outside the seat.
  const outside = voter ? legislators.filter((l) => constituencyStanding(voter, l) === "outside") : [];
  const inside = legislators.filter((l) => !outside.includes(l));
  const several = legislators.length > 1;
  return (
    <figure className="rounded-xl border border-accent-200 bg-accent-50 p-5">
      <figcaption className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">
        <ScrollTextIcon aria-hidden="true" className="size-4" />
        {several ? "Your pledges" : "Your pledge"}
      </figcaption>
      {inside.length > 0 && (
        <blockquote className="mt-3 leading-7 text-slate-800">
          I pledge to vote for {listNames(inside.map((l) => l.fullName))} in{" "}
          {inside.length > 1 ? "their" : "the"} next primary election if they act to impeach or convict a
          president who defies the Supreme Court. This pledge applies only if{" "}
          {inside.length > 1 ? "each of them takes" : "they take"} that action. I understand that keeping it
          may require me to switch my party registration before my state's deadline, and I am prepared to do
          so.
        </blockquote>
      )}
      {outside.length > 0 && (
        <blockquote className="mt-3 leading-7 text-slate-800">
          I live outside the {outside.length > 1 ? "seats" : "seat"} of{" "}
          {listNames(outside.map((l) => l.fullName))}, so I cannot vote in{" "}
          {outside.length > 1 ? "their primaries" : "their primary"}. I pledge my public support if they act
          to impeach or convict a president who defies the Supreme Court, and I will urge the voters who can
          to back them in the primary.
        </blockquote>
      )}
    </figure>
  );
}
