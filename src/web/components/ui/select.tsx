import ChevronDownIcon from "lucide-react/icons/chevron-down";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn";
import { controlClasses } from "./input";

type SelectProps = ComponentProps<"select"> & {
  /** Classes for the wrapper (width, margins); the control itself keeps the shared look. */
  className?: string;
};

/**
 * A native <select>, styled like the text inputs. The platform's own list is keyboard- and
 * screen-reader-friendly, sized to the screen on phones, and costs no script.
 */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <span className={cn("relative block", className)}>
      <select className={cn(controlClasses, "h-11 appearance-none pr-10")} {...props}>
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
      />
    </span>
  );
}
