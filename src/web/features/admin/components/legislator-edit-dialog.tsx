import { zodResolver } from "@hookform/resolvers/zod";
import PlusIcon from "lucide-react/icons/plus";
import XIcon from "lucide-react/icons/x";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ADMIN_PRIMARY_YEARS, type AdminLegislator, KEY_FACT_MAX, KEY_FACTS_MAX } from "#shared/admin";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Select } from "#web/components/ui/select";
import { errorMessageFrom } from "#web/lib/api-errors";
import { useUpdateLegislator } from "../api/admin-mutations";
import { closeUnchanged, EditDialog, EditFormFooter, UpdateFailedAlert } from "./edit-dialog";
import { legislatorChanges, legislatorFormSchema } from "./edit-forms";

/**
 * Opening focus goes to the control marked data-autofocus, not to the first button (here the
 * first fact's Remove, where a stray Enter would delete it).
 */
export function focusMarkedControl(event: Event) {
  const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]");
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

export function LegislatorEditDialog({ legislator }: { legislator: AdminLegislator }) {
  return (
    <EditDialog
      name={legislator.fullName}
      title={`Edit ${legislator.fullName}`}
      description="Key facts, the pledge goal, the opposition estimate and the next primary year. Other details come from the public data sets."
      className="sm:max-w-xl"
      onOpenAutoFocus={focusMarkedControl}
    >
      {(close) => <LegislatorEditForm legislator={legislator} onDone={close} />}
    </EditDialog>
  );
}

function LegislatorEditForm({ legislator, onDone }: { legislator: AdminLegislator; onDone: () => void }) {
  const update = useUpdateLegislator();
  const [keyFacts, setKeyFacts] = useState<string[]>(legislator.keyFacts);
  const [newFact, setNewFact] = useState("");
  const [factError, setFactError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const newFactRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const form = useForm({
    resolver: zodResolver(legislatorFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      pledgesNeeded: legislator.pledgesNeeded?.toString() ?? "",
      trumpOppositionProbability: legislator.trumpOppositionProbability?.toString() ?? "",
      nextPrimaryYear: legislator.nextPrimaryYear?.toString() ?? "",
    },
  });
  const { errors } = form.formState;
  const years: number[] = [...ADMIN_PRIMARY_YEARS];
  if (legislator.nextPrimaryYear !== null && !years.includes(legislator.nextPrimaryYear)) {
    years.push(legislator.nextPrimaryYear);
  }

  const addFact = () => {
    const fact = newFact.trim();
    if (!fact) return setFactError("Enter the key fact to add");
    if (keyFacts.length >= KEY_FACTS_MAX) return setFactError(`At most ${KEY_FACTS_MAX} key facts`);
    setKeyFacts([...keyFacts, fact]);
    setNewFact("");
    setFactError(null);
  };

  const removeFact = (index: number) => {
    const next = keyFacts.filter((_, i) => i !== index);
    setKeyFacts(next);
    // Focus goes to the fact that took its place, or to the box for a new one.
    requestAnimationFrame(() => {
      const target = next.length === 0 ? null : Math.min(index, next.length - 1);
      const button = target === null ? null : document.getElementById(`${listId}-remove-${target}`);
      (button ?? newFactRef.current)?.focus();
    });
  };

  const onNewFactKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the fact instead of submitting the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      addFact();
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    const edit = legislatorChanges(legislator, values, keyFacts);
    if (Object.keys(edit).length === 0) {
      closeUnchanged(onDone);
      return;
    }
    update.mutate(
      { id: legislator.id, edit },
      {
        onSuccess: onDone,
        onError: (error) => setServerError(errorMessageFrom(error, "Failed to update legislator")),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UpdateFailedAlert message={serverError} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Key facts</legend>
        {keyFacts.length === 0 ? (
          <p className="text-sm text-slate-600">No key facts yet.</p>
        ) : (
          <ol className="space-y-2">
            {keyFacts.map((fact, index) => (
              <li
                // Facts can repeat; their place in the list tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited only by index
                key={index}
                className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 py-2 pr-1 pl-3 text-sm"
              >
                <span id={`${listId}-fact-${index}`} className="min-w-0 flex-1 py-1.5 break-words">
                  {fact}
                </span>
                <Button
                  id={`${listId}-remove-${index}`}
                  variant="ghost"
                  size="sm"
                  onClick={() => removeFact(index)}
                  aria-describedby={`${listId}-fact-${index}`}
                >
                  <XIcon aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> key fact {index + 1}</span>
                </Button>
              </li>
            ))}
          </ol>
        )}
        <div>
          <Label htmlFor={`${listId}-new`}>New key fact</Label>
          <div className="mt-1.5 flex gap-2">
            <Input
              id={`${listId}-new`}
              data-autofocus
              ref={newFactRef}
              value={newFact}
              maxLength={KEY_FACT_MAX}
              onChange={(event) => {
                setNewFact(event.target.value);
                if (factError) setFactError(null);
              }}
              onKeyDown={onNewFactKey}
              aria-invalid={factError ? true : undefined}
              aria-describedby={factError ? `${listId}-new-error` : undefined}
            />
            <Button variant="outline" className="h-11" onClick={addFact}>
              <PlusIcon aria-hidden="true" className="size-4" />
              Add
            </Button>
          </div>
          {factError && (
            <p id={`${listId}-new-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {factError}
            </p>
          )}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Pledges needed"
          hint="Leave empty for no goal."
          error={errors.pledgesNeeded?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register("pledgesNeeded")} />
        </FormField>
        <FormField
          label="Opposition probability (%)"
          hint="A whole number, 0 to 100."
          error={errors.trumpOppositionProbability?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register("trumpOppositionProbability")} />
        </FormField>
      </div>
      <FormField label="Next primary year" error={errors.nextPrimaryYear?.message}>
        <Select {...form.register("nextPrimaryYear")}>
          <option value="">Not set</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </FormField>

      <EditFormFooter saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
