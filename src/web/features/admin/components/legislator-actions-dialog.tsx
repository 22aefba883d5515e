import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import ListChecksIcon from "lucide-react/icons/list-checks";
import Trash2Icon from "lucide-react/icons/trash-2";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { AdminLegislator } from "#shared/admin";
import {
  ACTION_KIND_LABELS,
  ACTION_NOTE_MAX,
  LEGISLATOR_ACTION_KINDS,
  type LegislatorAction,
  legislatorActionFormSchema,
} from "#shared/legislator-actions";
import { CONGRESS_TIME_ZONE, calendarDayIn, formatLongDate } from "#shared/rules/dates";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Select } from "#web/components/ui/select";
import { Skeleton } from "#web/components/ui/skeleton";
import { Textarea } from "#web/components/ui/textarea";
import { sourceHost } from "#web/entities/legislators/actions-timeline";
import { errorMessageFrom, showFieldErrors } from "#web/lib/api-errors";
import { useCorrectLegislatorAction, useRecordLegislatorAction } from "../api/admin-mutations";
import { adminLegislatorActionsQuery } from "../api/admin-queries";
import { UpdateFailedAlert } from "./edit-dialog";

const FIELDS = ["kind", "date", "sourceUrl", "note"] as const;

/** "Actions" on a console row: the member's actions on record, a form to record one, and corrections. */
export function LegislatorActionsDialog({ legislator }: { legislator: AdminLegislator }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ListChecksIcon aria-hidden="true" className="size-4" />
          Actions<span className="sr-only"> of {legislator.fullName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Actions of {legislator.fullName}</DialogTitle>
          <DialogDescription>
            Record what {legislator.fullName} did, with a public source. Every voter who pledged to them is
            mailed once; deleting an action before its notices are sent cancels them.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <div className="space-y-6">
            <ActionsOnRecord legislator={legislator} />
            <RecordActionForm legislator={legislator} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ActionsOnRecord({ legislator }: { legislator: AdminLegislator }) {
  const actions = useQuery(adminLegislatorActionsQuery(legislator.id));
  return (
    <section aria-labelledby="actions-on-record">
      <h3 id="actions-on-record" className="text-sm font-semibold text-slate-900">
        On record
      </h3>
      {actions.isPending ? (
        <Skeleton className="mt-2 h-12 w-full" />
      ) : actions.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Failed to load the actions. Close and open this dialog to try again.
        </p>
      ) : actions.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No action on record: pledges to this member are conditional.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {actions.data.map((action) => (
            <ActionRow key={action.id} legislator={legislator} action={action} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActionRow({ legislator, action }: { legislator: AdminLegislator; action: LegislatorAction }) {
  const correct = useCorrectLegislatorAction(legislator);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-3 py-2.5 text-sm">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{ACTION_KIND_LABELS[action.kind]}</p>
        <p className="text-slate-600">
          {formatLongDate(action.date)} ·{" "}
          <a
            href={action.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            {sourceHost(action.sourceUrl)}
          </a>
        </p>
        {action.note && <p className="mt-1 text-slate-700">{action.note}</p>}
      </div>
      {confirming ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setConfirming(false)}
            disabled={correct.isPending}
          >
            Keep
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => correct.mutate(action.id)}
            disabled={correct.isPending}
          >
            {correct.isPending ? "Deleting..." : "Delete for good"}
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" className="size-4" />
          Delete
          <span className="sr-only">
            {" "}
            {ACTION_KIND_LABELS[action.kind]} of {formatLongDate(action.date)}
          </span>
        </Button>
      )}
    </li>
  );
}

function RecordActionForm({ legislator }: { legislator: AdminLegislator }) {
  const today = calendarDayIn(CONGRESS_TIME_ZONE, new Date());
  const record = useRecordLegislatorAction(legislator);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(legislatorActionFormSchema(today)),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { kind: "" as never, date: today, sourceUrl: "", note: "" },
  });
  const { errors } = form.formState;
  const note = form.watch("note") ?? "";

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    record.mutate(values, {
      onSuccess: () => form.reset({ kind: "" as never, date: today, sourceUrl: "", note: "" }),
      onError: (error) => {
        showFieldErrors(error, FIELDS, form.setError);
        setServerError(errorMessageFrom(error, "Failed to record the action"));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">Record an action</h3>
      <UpdateFailedAlert message={serverError} />
      <FormField label="What they did" error={errors.kind?.message}>
        <Select {...form.register("kind")}>
          <option value="">Choose…</option>
          {LEGISLATOR_ACTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ACTION_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" max={today} {...form.register("date")} />
        </FormField>
        <FormField label="Source link" hint="Required: the public record" error={errors.sourceUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register("sourceUrl")} />
        </FormField>
      </div>
      <FormField
        label="Note (optional)"
        hint={`${note.length} of ${ACTION_NOTE_MAX} characters`}
        error={errors.note?.message}
      >
        <Textarea rows={3} {...form.register("note")} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? "Recording..." : "Record action"}
        </Button>
      </div>
    </form>
  );
}
