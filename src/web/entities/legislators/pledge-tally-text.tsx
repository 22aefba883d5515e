import { useTranslations } from "use-intl";
import { pledgeTallyLabel, pledgeTallyText, type TallyCounts } from "./pledge-tally";

/**
 * The tally as text: what is shown ("312 constituents · 1,040 from elsewhere"), and for screen
 * readers the same in words when the two differ.
 */
export function PledgeTally({ counts }: { counts: TallyCounts }) {
  const t = useTranslations("entities");
  const shown = pledgeTallyText(counts, t);
  const spoken = pledgeTallyLabel(counts, t);
  if (shown === spoken) return <span>{shown}</span>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}
