import type { PrimaryDateDisplay } from "#shared/rules/primary-date";
import { Badge } from "#web/components/ui/badge";

/** A primary date as the display rule gives it; an estimate carries an 'Expected' tag before its "2028*". */
export function PrimaryDateValue({ display }: { display: PrimaryDateDisplay }) {
  if (display.kind !== "expected") return <>{display.label}</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="amber">Expected</Badge> <span>{display.year}*</span>
    </span>
  );
}
