import { zodResolver } from "@hookform/resolvers/zod";
import PencilIcon from "lucide-react/icons/pencil";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ADDITIONAL_INFO_MAX,
  ADMIN_PRIMARY_YEARS,
  type AdminPrimaryElection,
  ELECTION_TEXT_MAX,
} from "../../../../shared/admin";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { errorMessageFrom, fieldErrorsFrom } from "../../../lib/api-errors";
import { useUpdatePrimaryElection } from "../api/admin-mutations";
import {
  type PrimaryElectionFormValues,
  primaryElectionChanges,
  primaryElectionFormSchema,
} from "./edit-forms";

const PRIMARY_TYPES = ["Open", "Closed", "Semi-Closed", "Semi-Open", "Partially Open", "Top-Two", "Top-Four"];

export function PrimaryElectionEditDialog({ election }: { election: AdminPrimaryElection }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {election.stateName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit {election.stateName} primary</DialogTitle>
          <DialogDescription>
            What voters see on the state's page. Leave a field empty to clear it.
          </DialogDescription>
        </DialogHeader>
        {open && <PrimaryElectionEditForm election={election} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
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
      toast({ title: "No changes", description: "Nothing was changed, so nothing was saved." });
      onDone();
      return;
    }
    update.mutate(
      { state: election.state, edit },
      {
        onSuccess: onDone,
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrorsFrom(error))) {
            if (field in primaryElectionFormSchema.shape)
              form.setError(field as keyof PrimaryElectionFormValues, { message });
          }
          setServerError(errorMessageFrom(error, "Failed to update primary election"));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {serverError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <span className="font-semibold">Update failed: </span>
            {serverError}
          </AlertDescription>
        </Alert>
      )}
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
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
