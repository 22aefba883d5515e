import ChevronLeftIcon from "lucide-react/icons/chevron-left";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import { formatNumber } from "#shared/format";
import { Button } from "#web/components/ui/button";
import { pageCount } from "#web/lib/display/pagination";

interface PagerProps {
  /** What is being paged, e.g. "Users": names the navigation landmark. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** True while the next page loads: the buttons wait. */
  busy?: boolean;
}

/** Previous / next through a server-side list, with where the visitor is in it. */
export function Pager({ label, page, pageSize, total, onPageChange, busy = false }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`${label} pages`}
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 0
          ? "No results"
          : `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <span className="px-1 text-sm whitespace-nowrap text-slate-700">
          Page {formatNumber(page)} of {formatNumber(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={busy || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
