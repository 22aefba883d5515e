import MoveHorizontalIcon from "lucide-react/icons/move-horizontal";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "#web/lib/cn";

interface Overflow {
  left: boolean;
  right: boolean;
}

/**
 * A wide table in a box that scrolls sideways on narrow screens. When it does, a line above it
 * says so and the cut-off edge fades, and the box takes keyboard focus so arrow keys scroll it.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const next = { left: element.scrollLeft > 1, right: element.scrollLeft < max - 1 };
      setOverflow((previous) =>
        previous.left === next.left && previous.right === next.right ? previous : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, []);

  const scrollable = overflow.left || overflow.right;
  return (
    <div>
      {scrollable && (
        <p className="mb-2 flex items-center gap-1.5 text-sm text-slate-600">
          <MoveHorizontalIcon aria-hidden="true" className="size-4 shrink-0" />
          Scroll sideways to see every column.
        </p>
      )}
      <div className="relative">
        <section
          ref={ref}
          // "Users table": distinct from the section around it, which carries the bare name.
          aria-label={`${label} table`}
          // Focusable only when there is something to scroll, so keyboard users can reach the rest.
          tabIndex={scrollable ? 0 : undefined}
          // relative: the containing block of the rows' sr-only text, which would otherwise sit
          // outside the scrolling box and widen the whole page.
          className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
        >
          {children}
        </section>
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-px left-px w-6 rounded-l-lg bg-gradient-to-r from-slate-900/10 to-transparent transition-opacity",
            overflow.left ? "opacity-100" : "opacity-0",
          )}
        />
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-px right-px w-6 rounded-r-lg bg-gradient-to-l from-slate-900/10 to-transparent transition-opacity",
            overflow.right ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}

/** Shared cell styles, so every admin table reads alike. */
export const tableClasses = "w-full border-collapse text-left text-sm";
export const theadClasses = "bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase";
const thClasses = "px-4 py-3 whitespace-nowrap";
export const tdClasses = "border-t border-slate-200 px-4 py-3 align-middle";
/** For rows whose cells run to several lines (the audit log). */
export const tdTopClasses = "border-t border-slate-200 px-4 py-3 align-top";

/**
 * On phones the editable lists are cards instead of a table that hides its Edit buttons off to
 * the right; from the sm breakpoint up, the table. Only one of the two is displayed (the other is
 * display:none, so out of the accessibility tree).
 */
export const phoneOnlyClasses = "space-y-3 sm:hidden";
export const widerOnlyClasses = "hidden sm:block";

/** A column's heading cell in a console table. */
export function ColumnHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <th scope="col" className={className ? `${thClasses} ${className}` : thClasses}>
      {children}
    </th>
  );
}

export function PhoneCard({ children }: { children: ReactNode }) {
  return <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs">{children}</li>;
}
