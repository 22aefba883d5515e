import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { ExternalLink } from "./external-link";

/**
 * The warning every state view carries (data/README.md): the rules are compiled from secondary
 * sources, some rows are uncertain, and a date for a primary that has passed is an estimate.
 */
export function RulesCaveat({
  stateName,
  officeUrl,
  estimated,
}: {
  stateName?: string;
  officeUrl?: string | null;
  /** Some date shown is an estimate for the next cycle (the last primary has passed). */
  estimated: boolean;
}) {
  return (
    <Alert variant="warning">
      <AlertTitle>
        Please confirm with {stateName ? `the ${stateName}` : "your state's"} election office
      </AlertTitle>
      <AlertDescription>
        <p>
          We compiled these rules from public sources (NCSL, 270toWin, FVAP and vote.gov), and some of them
          are uncertain or may be out of date.{" "}
          {estimated &&
            "Where the last primary has passed, we show only the year of the next one, marked “Expected”, until the official date is announced. "}
          {officeUrl ? (
            <ExternalLink href={officeUrl} className="font-semibold underline underline-offset-2">
              Check the official information
            </ExternalLink>
          ) : (
            <ExternalLink href="https://vote.gov/" className="font-semibold underline underline-offset-2">
              Find your state's election office on vote.gov
            </ExternalLink>
          )}
        </p>
      </AlertDescription>
    </Alert>
  );
}
