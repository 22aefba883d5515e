import { Skeleton } from "#web/components/ui/skeleton";

/** The loading state of an admin table: a header bar and a few rows of the final size. */
export function TableSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="overflow-hidden rounded-lg border border-slate-200">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 rounded-none" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-4 border-t border-slate-200 px-4 py-3.5">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/6" />
          <Skeleton className="h-4 w-1/6" />
          <Skeleton className="ml-auto h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
