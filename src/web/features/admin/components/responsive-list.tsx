import type { ComponentProps, ReactNode } from "react";
import { cn } from "#web/lib/cn";
import { ListStates } from "./list-states";
import { Pager } from "./pager";
import { phoneOnlyClasses, TableScroller, tableClasses, widerOnlyClasses } from "./table-scroller";

interface ResponsiveListProps<T> extends Omit<ComponentProps<typeof ListStates<T>>, "children"> {
  /** What is listed, e.g. "Users": names the phone list, the table and the pager. */
  label: string;
  /** Whether a request is under way (aria-busy); left out, the attribute is too. */
  busy?: boolean;
  /** True while the previous page stands in for the next: the list dims and the pager waits. */
  dimmed?: boolean;
  /** The list's PhoneCards, shown below the sm breakpoint. */
  renderCards: (data: T) => ReactNode;
  /** The table's head and body, shown from the sm breakpoint up. */
  renderTable: (data: T) => ReactNode;
  /** Where the list stands among its pages; without it there is no pager. */
  pager?: (data: T) => Omit<ComponentProps<typeof Pager>, "label" | "busy">;
}

/**
 * A console list in its loading, error and empty states, then as cards on phones and a table on
 * wider screens, followed by its pager.
 */
export function ResponsiveList<T>({
  label,
  busy,
  dimmed,
  renderCards,
  renderTable,
  pager,
  ...states
}: ResponsiveListProps<T>) {
  return (
    <div className="mt-5" aria-busy={busy}>
      <ListStates {...states}>
        {(data) => (
          <>
            <ul className={cn(phoneOnlyClasses, dimmed && "opacity-60")} aria-label={label}>
              {renderCards(data)}
            </ul>
            <div className={widerOnlyClasses}>
              <TableScroller label={label}>
                <table className={cn(tableClasses, dimmed && "opacity-60")}>{renderTable(data)}</table>
              </TableScroller>
            </div>
            {pager && <Pager label={label} busy={dimmed} {...pager(data)} />}
          </>
        )}
      </ListStates>
    </div>
  );
}
