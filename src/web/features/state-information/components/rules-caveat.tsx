import { useTranslations } from "use-intl";
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
  const t = useTranslations("state-information.caveat");
  return (
    <Alert variant="warning">
      <AlertTitle>{stateName ? t("titleState", { state: stateName }) : t("titleAnyState")}</AlertTitle>
      <AlertDescription>
        <p>
          {t("text")} {estimated && <>{t("estimated")} </>}
          {officeUrl ? (
            <ExternalLink href={officeUrl} className="font-semibold underline underline-offset-2">
              {t("checkOfficial")}
            </ExternalLink>
          ) : (
            <ExternalLink href="https://vote.gov/" className="font-semibold underline underline-offset-2">
              {t("findOffice")}
            </ExternalLink>
          )}
        </p>
      </AlertDescription>
    </Alert>
  );
}
