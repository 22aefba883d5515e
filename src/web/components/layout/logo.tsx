import { cn } from "#web/lib/cn";
import { SITE_NAME } from "#web/lib/site";

/**
 * The mark (a shield with a check, as in the favicon) and the product name. A `collapsible` logo
 * (the header's) shows the mark alone when its row has no room for the name, as on phones beside
 * the longer Spanish buttons: the name wraps onto a second line, which is cut off. Its container
 * must be allowed to shrink (`min-w-0`) and give the logo its accessible name.
 */
export function Logo({ inverse = false, collapsible = false }: { inverse?: boolean; collapsible?: boolean }) {
  return (
    <span
      className={
        collapsible
          ? "flex h-8 min-w-0 flex-wrap items-center gap-x-2.5 overflow-hidden"
          : "inline-flex items-center gap-2.5"
      }
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill={inverse ? "#ffffff" : "#102a56"} />
        <path
          d="M8 8h16v10.5c0 3.6-3.3 6.2-8 7.5-4.7-1.3-8-3.9-8-7.5z"
          fill="none"
          stroke={inverse ? "#c77c0c" : "#f4b73e"}
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <path
          d="m11.8 16.2 3 3 5.6-6.2"
          fill="none"
          stroke={inverse ? "#102a56" : "#ffffff"}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={cn(
          "text-lg font-bold tracking-tight whitespace-nowrap",
          inverse ? "text-white" : "text-brand-900",
        )}
      >
        {SITE_NAME}
      </span>
    </span>
  );
}
