import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ADDITIONAL_INFO_MAX,
  ADMIN_PRIMARY_YEARS,
  type AdminPrimaryElection,
  ELECTION_TEXT_MAX,
} from "#shared/admin";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Select } from "#web/components/ui/select";
import { Textarea } from "#web/components/ui/textarea";
import { errorMessageFrom, showFieldErrors } from "#web/lib/api-errors";
import { useUpdatePrimaryElection } from "../api/admin-mutations";
import { closeUnchanged, EditDialog, EditFormFooter, UpdateFailedAlert } from "./edit-dialog";
import {
  type PrimaryElectionFormValues,
  primaryElectionChanges,
  primaryElectionFormSchema,
} from "./edit-forms";

const PRIMARY_TYPES = ["Open", "Closed", "Semi-Closed", "Semi-Open", "Partially Open", "Top-Two", "Top-Four"];

export function PrimaryElectionEditDialog({ election }: { election: AdminPrimaryElection }) {
  return (
    <EditDialog
      name={election.stateName}
      title={`Edit ${election.stateName} primary`}
      description="What voters see on the state's page. Leave a field empty to clear it."
      className="sm:max-w-3xl"
    >
      {(close) => <PrimaryElectionEditForm election={election} onDone={close} />}
    </EditDialog>
  );
}

function PrimaryElectionEditForm({
  election,
  onDone,
}: {
  election: AdminPrimaryElection;
  onDone: () => void;
}) {
  const update = useUpdatePrimaryElection();
  const [serverError, setServerError] = useState<string | null>(null);
  const typesId = useId();
  const form = useForm({
    resolver: zodResolver(primaryElectionFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      primaryDate: election.primaryDate ?? "",
      runoffDate: election.runoffDate ?? "",
      registrationDeadline: election.registrationDeadline ?? "",
      primaryType: election.primaryType ?? "",
      partyRegistrationRequired:
        election.partyRegistrationRequired === null ? "" : election.partyRegistrationRequired ? "yes" : "no",
      nextPrimaryYear: election.nextPrimaryYear?.toString() ?? "",
      idRequirements: election.idRequirements ?? "",
      notes: election.notes ?? "",
      registrationUrl: election.registrationUrl ?? "",
      additionalInfo: election.additionalInfo ?? "",
    } satisfies PrimaryElectionFormValues,
  });
  const { errors } = form.formState;
  const years: number[] = [...ADMIN_PRIMARY_YEARS];
  if (election.nextPrimaryYear !== null && !years.includes(election.nextPrimaryYear)) {
    years.push(election.nextPrimaryYear);
  }

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    const edit = primaryElectionChanges(election, values);
    if (Object.keys(edit).length === 0) {
      closeUnchanged(onDone);
      return;
    }
    update.mutate(
      { state: election.state, edit },
      {
        onSuccess: onDone,
        onError: (error) => {
          showFieldErrors(error, primaryElectionFormSchema.keyof().options, form.setError);
          setServerError(errorMessageFrom(error, "Failed to update primary election"));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UpdateFailedAlert message={serverError} />
      <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-3">
        <FormField label="Primary date" error={errors.primaryDate?.message}>
          <Input type="date" {...form.register("primaryDate")} />
        </FormField>
        <FormField label="Runoff date" error={errors.runoffDate?.message}>
          <Input type="date" {...form.register("runoffDate")} />
        </FormField>
        <FormField label="Registration deadline" error={errors.registrationDeadline?.message}>
          <Input type="date" {...form.register("registrationDeadline")} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-3">
        <FormField label="Primary type" error={errors.primaryType?.message}>
          <Input
            list={typesId}
            autoComplete="off"
            maxLength={ELECTION_TEXT_MAX}
            {...form.register("primaryType")}
          />
        </FormField>
        <datalist id={typesId}>
          {PRIMARY_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <FormField label="Party registration required" error={errors.partyRegistrationRequired?.message}>
          <Select {...form.register("partyRegistrationRequired")}>
            <option value="">Unknown</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </Select>
        </FormField>
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
      </div>
      <FormField label="ID requirements" error={errors.idRequirements?.message}>
        <Textarea rows={3} maxLength={ELECTION_TEXT_MAX} {...form.register("idRequirements")} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} maxLength={ELECTION_TEXT_MAX} {...form.register("notes")} />
      </FormField>
      <FormField
        label="Registration URL"
        hint="Optional; a full web address such as https://vote.example.gov."
        error={errors.registrationUrl?.message}
      >
        <Input type="url" inputMode="url" autoComplete="off" {...form.register("registrationUrl")} />
      </FormField>
      <FormField
        label="Additional information (HTML)"
        hint="Basic HTML such as paragraphs, lists and links. The server sanitises it when saving: scripts, event handlers and javascript: links are removed."
        error={errors.additionalInfo?.message}
      >
        <Textarea
          rows={6}
          maxLength={ADDITIONAL_INFO_MAX}
          spellCheck={false}
          className="font-mono"
          {...form.register("additionalInfo")}
        />
      </FormField>
      <EditFormFooter saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
