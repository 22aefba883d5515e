import LoaderCircleIcon from "lucide-react/icons/loader-circle";
import { cn } from "#web/lib/cn";

interface SpinnerProps {
  /** Announced to screen readers (role="status"); leave it out when nearby text already says it. */
  label?: string;
  className?: string;
}

/** A turning circle; it stands still for visitors who ask for reduced motion. */
export function Spinner({ label, className }: SpinnerProps) {
  const icon = (
    <LoaderCircleIcon
      aria-hidden="true"
      className={cn("size-5 text-brand-600 motion-safe:animate-spin", className)}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
