import ChevronLeftIcon from "lucide-react/icons/chevron-left";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { buttonClasses } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { paginationItems } from "#web/lib/display/pagination";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page (the filters stay in the query string). */
  hrefFor: (page: number) => string;
  /** Runs when the visitor picks a page, e.g. to bring the results into view. */
  onNavigate?: (page: number) => void;
}

const itemClass = "min-w-10 px-2";

/**
 * Numbered pages with previous/next: every number up to five pages, otherwise the first, the
 * current one and its neighbours, and the last, with ellipses for the gaps. Pages are links, so
 * each has an address and the browser's back button works.
 */
export function Pagination({ page, pageCount, hrefFor, onNavigate }: PaginationProps) {
  const t = useTranslations("legislators.pagination");
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount);
  return (
    <nav aria-label={t("label")} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink
            direction="previous"
            target={page > 1 ? page - 1 : null}
            hrefFor={hrefFor}
            onNavigate={onNavigate}
          />
        </li>
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("page", { page: String(item) })}
                onClick={() => onNavigate?.(item)}
                className={cn(
                  buttonClasses({ variant: item === page ? "primary" : "ghost", size: "md" }),
                  itemClass,
                  "max-sm:min-w-9 max-sm:px-1.5",
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
        <li>
          <StepLink
            direction="next"
            target={page < pageCount ? page + 1 : null}
            hrefFor={hrefFor}
            onNavigate={onNavigate}
          />
        </li>
      </ul>
    </nav>
  );
}

function StepLink({
  direction,
  target,
  hrefFor,
  onNavigate,
}: {
  direction: "previous" | "next";
  target: number | null;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
}) {
  const t = useTranslations("legislators.pagination");
  const Icon = direction === "previous" ? ChevronLeftIcon : ChevronRightIcon;
  const pageLabel = t(direction === "previous" ? "previousPage" : "nextPage");
  const content = (
    <>
      {direction === "previous" && <Icon aria-hidden="true" className="size-4" />}
      <span className="max-sm:sr-only">{t(direction)}</span>
      {direction === "next" && <Icon aria-hidden="true" className="size-4" />}
    </>
  );
  const classes = cn(buttonClasses({ variant: "outline", size: "md" }), "max-sm:size-10 max-sm:px-0");
  if (target === null) {
    // A disabled button: greyed out in place so the row stays steady, and announced as unavailable.
    return (
      <button type="button" disabled aria-label={pageLabel} className={classes}>
        {content}
      </button>
    );
  }
  return (
    <Link
      href={hrefFor(target)}
      aria-label={pageLabel}
      onClick={() => onNavigate?.(target)}
      className={classes}
    >
      {content}
    </Link>
  );
}
