import SearchIcon from "lucide-react/icons/search";
import XIcon from "lucide-react/icons/x";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslations } from "use-intl";
import type { Legislator } from "#shared/legislator";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Select } from "#web/components/ui/select";
import { StateSelect } from "#web/components/ui/state-select";
import type { BrowseSearch } from "../browse-search";

interface LegislatorFiltersProps {
  value: BrowseSearch;
  onChange: (change: Partial<Omit<BrowseSearch, "page">>) => void;
}

const TYPES = [
  { value: "", key: "all" },
  { value: "sen", key: "sen" },
  { value: "rep", key: "rep" },
] as const satisfies ReadonlyArray<{ value: "" | Legislator["type"]; key: string }>;

/**
 * Search (applied on Enter or the Search button), state (with a clear button) and chamber. The
 * selects apply at once; the search box only on submit, so typing does not reshuffle the grid.
 */
export function LegislatorFilters({ value, onChange }: LegislatorFiltersProps) {
  const t = useTranslations("legislators.filters");
  const ids = { search: useId(), state: useId(), type: useId() };
  const [draft, setDraft] = useState(value.search ?? "");
  // The query string can change under the box (back button, a link): show what is applied.
  useEffect(() => setDraft(value.search ?? ""), [value.search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ search: draft.trim() || undefined });
  }

  return (
    <search aria-label={t("label")}>
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_15rem_12.5rem] md:items-end"
      >
        <div className="space-y-1.5">
          <Label htmlFor={ids.search}>{t("search")}</Label>
          <div className="flex gap-2">
            <Input
              id={ids.search}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t("searchPlaceholder")}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
            />
            <Button type="submit" variant="primary" className="h-11">
              <SearchIcon aria-hidden="true" className="size-4" />
              {t("searchButton")}
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.state}>{t("state")}</Label>
          <div className="flex gap-2">
            <StateSelect
              id={ids.state}
              withTerritories
              placeholder={t("allStates")}
              value={value.state ?? ""}
              onChange={(event) => onChange({ state: event.target.value || undefined })}
              className="min-w-0 flex-1"
            />
            {value.state && (
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-11"
                aria-label={t("clearState")}
                onClick={() => onChange({ state: undefined })}
              >
                <XIcon aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.type}>{t("chamber")}</Label>
          <Select
            id={ids.type}
            value={value.type ?? ""}
            onChange={(event) =>
              onChange({ type: (event.target.value || undefined) as Legislator["type"] | undefined })
            }
          >
            {TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {t(`types.${type.key}`)}
              </option>
            ))}
          </Select>
        </div>
      </form>
    </search>
  );
}
