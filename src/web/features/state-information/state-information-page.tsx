import { useQuery } from "@tanstack/react-query";
import SearchIcon from "lucide-react/icons/search";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { localCalendarDay } from "#shared/rules/dates";
import { FIFTY_STATE_CODES } from "#shared/states";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { LoadFailedAlert } from "#web/components/ui/load-failed-alert";
import { primaryElectionsQuery } from "#web/entities/primary-elections/primary-elections";
import { useLanguage } from "#web/lib/i18n/language";
import { usePageMeta } from "#web/lib/use-page-meta";
import { RulesCaveat } from "./components/rules-caveat";
import { SourcesNote } from "./components/sources-note";
import { StateCard } from "./components/state-card";
import { lessCertain, matchStates, stateEntries, statePrimaryDate } from "./state-rules";

const strong = (chunks: ReactNode) => <strong className="font-semibold text-slate-800">{chunks}</strong>;

/** The states whose dates (or primary types) the sources are less sure of, when there are some. */
function Uncertainties({ names, field }: { names: string[]; field: "date" | "type" }) {
  const t = useTranslations("state-information.index.about");
  if (names.length === 0) return null;
  return (
    <li>
      {t.rich(field === "date" ? "lessSureDates" : "lessSureTypes", { names: names.join(", "), strong })}
    </li>
  );
}

export function StateInformationPage() {
  const t = useTranslations("state-information");
  const language = useLanguage();
  usePageMeta({ title: t("index.meta.title"), description: t("index.meta.description") });
  const { data, isPending, isError, refetch, isFetching } = useQuery(primaryElectionsQuery);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const today = localCalendarDay();

  const entries = useMemo(() => stateEntries(data, language), [data, language]);
  // The index lists the 50 states and DC; the caveats name only states a visitor can find on it.
  const listed = useMemo(
    () => entries.flatMap((entry) => (entry.election ? [entry.election] : [])),
    [entries],
  );
  const shown = useMemo(() => matchStates(entries, query), [entries, query]);
  const anyExpected =
    listed.length > 0 && listed.some((e) => statePrimaryDate(e.primaryDate, e, today).kind === "expected");

  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
            {t("index.eyebrow")}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {t("index.title")}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{t("index.intro")}</p>
        </Container>
      </div>

      <Container className="py-10 sm:py-12">
        <RulesCaveat estimated={anyExpected} />

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="w-full sm:max-w-sm">
            <Label htmlFor={searchId}>{t("index.searchLabel")}</Label>
            <div className="relative mt-1.5">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t("index.searchPlaceholder")}
                autoComplete="off"
                className="pl-10"
              />
            </div>
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {shown.length === entries.length
              ? t("index.countAll", { count: FIFTY_STATE_CODES.length })
              : t("index.countShown", { shown: shown.length, total: entries.length })}
          </p>
        </div>

        {isError && (
          <LoadFailedAlert className="mt-6" retrying={isFetching} onRetry={() => void refetch()}>
            {t("loadFailed")}
          </LoadFailedAlert>
        )}

        {isPending && (
          <p role="status" className="sr-only">
            {t("index.loading")}
          </p>
        )}
        {shown.length > 0 ? (
          <ul
            className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-label={t("index.listLabel")}
          >
            {shown.map((entry) => (
              <li key={entry.code}>
                <StateCard entry={entry} today={today} pending={isPending} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 px-6 py-5 text-slate-700">
            {t("index.noMatch", { query: query.trim() })}
          </p>
        )}
        {anyExpected && <p className="mt-6 text-sm leading-6 text-slate-600">{t("dates.expectedNote")}</p>}

        <Card className="mt-10 p-5 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">{t("index.about.title")}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-slate-700">
            <li>{t("index.about.compiled")}</li>
            <li>{t("index.about.deadlines")}</li>
            {data && (
              <>
                <Uncertainties names={lessCertain(data, "date", language)} field="date" />
                <Uncertainties names={lessCertain(data, "type", language)} field="type" />
              </>
            )}
          </ul>
          <div className="mt-5 border-t border-slate-200 pt-5">
            <SourcesNote />
          </div>
        </Card>
      </Container>
    </>
  );
}
