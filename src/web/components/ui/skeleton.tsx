import { cn } from "#web/lib/cn";

/** A grey placeholder of the final content's size, so nothing shifts when the data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("block rounded-md bg-slate-200 motion-safe:animate-pulse", className)}
    />
  );
}
