import DoorOpenIcon from "lucide-react/icons/door-open";
import type { Legislator } from "#shared/legislator";
import { formatLongDate } from "#shared/rules/dates";
import { cn } from "#web/lib/cn";

type Former = Pick<Legislator, "firstName" | "lastName" | "leftOffice">;

/** In place of the pledge buttons on a former member's profile: there is no primary of theirs to pledge for. */
export function LeftOfficeNote({ legislator, className }: { legislator: Former; className?: string }) {
  return (
    <p
      className={cn(
        "flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm leading-6 text-slate-700",
        className,
      )}
    >
      <DoorOpenIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
      <span>
        {legislator.firstName} {legislator.lastName} left office on {formatLongDate(legislator.leftOffice)},
        so there is no primary of theirs to pledge for. Pledges made before stay on record.
      </span>
    </p>
  );
}

/** The banner at the top of a former member's profile. */
export function LeftOfficeBanner({ legislator }: { legislator: Former & Pick<Legislator, "fullName"> }) {
  return (
    <div className="mt-6 flex items-start gap-3 rounded-xl border border-slate-300 bg-slate-100 p-5 text-slate-900">
      <DoorOpenIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-600" />
      <div>
        <h2 className="font-semibold">
          {legislator.fullName} left office on {formatLongDate(legislator.leftOffice)}
        </h2>
        <p className="mt-0.5 text-sm leading-6">
          This page keeps their record: the pledges made to them, their actions on record and their figures as
          they stood. Find who serves now on the{" "}
          <a href="/legislators" className="font-medium text-brand-700 underline underline-offset-2">
            legislators page
          </a>
          .
        </p>
      </div>
    </div>
  );
}
