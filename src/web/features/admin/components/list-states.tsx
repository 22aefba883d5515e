import type { ReactNode } from "react";
import { LoadError } from "./load-error";
import { TableSkeleton } from "./table-skeleton";

interface ListStatesProps<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
  isEmpty: (data: T) => boolean;
  errorTitle: string;
  loadingLabel: string;
  emptyText: string;
  onRetry: () => void;
  /** The list itself, rendered only once there is something to show. */
  children: (data: T) => ReactNode;
}

/** The error, loading and empty states every console list shares, then the list. */
export function ListStates<T>(props: ListStatesProps<T>) {
  if (props.isError) return <LoadError title={props.errorTitle} onRetry={props.onRetry} />;
  if (props.isPending || props.data === undefined) return <TableSkeleton label={props.loadingLabel} />;
  if (props.isEmpty(props.data)) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">
        {props.emptyText}
      </p>
    );
  }
  return <>{props.children(props.data)}</>;
}
