import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import PencilIcon from "lucide-react/icons/pencil";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { PROFILE_PARTIES, type ProfileUpdate, profileUpdateSchema, type User } from "#shared/accounts";
import { LANGUAGES } from "#shared/language";
import { registeredPartyName } from "#shared/party-names";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Select } from "#web/components/ui/select";
import { StateSelect } from "#web/components/ui/state-select";
import { toast } from "#web/components/ui/use-toast";
import { legislatorKeys } from "#web/entities/legislators/legislators";
import { sessionKeys } from "#web/entities/session/current-user";
import { useLanguage } from "#web/lib/i18n/language";
import { ProfileUpdateError, updateProfile } from "../api/profile";

type ProfileParty = (typeof PROFILE_PARTIES)[number];

/** The profile form's party: the stored one when the form offers it, else the spec's default. */
export function profileParty(registeredParty: string | null): ProfileParty {
  if (registeredParty && (PROFILE_PARTIES as readonly string[]).includes(registeredParty)) {
    return registeredParty as ProfileParty;
  }
  return registeredParty === "Unregistered" ? "None/Unaffiliated" : "Independent";
}

function defaultsOf(user: User) {
  return {
    name: user.name,
    phone: user.phone ?? "",
    address: user.address ?? "",
    city: user.city ?? "",
    state: user.state ?? "",
    zip: user.zip ?? "",
    registeredParty: profileParty(user.registeredParty) as string,
    language: user.language,
  };
}

function ProfileForm({ user, onDone }: { user: User; onDone(): void }) {
  const t = useTranslations("dashboard.editProfile");
  const common = useTranslations("dashboard.common");
  const pageLanguage = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: defaultsOf(user),
  });
  const { errors } = form.formState;
  const failureMessage = (error: unknown) => {
    if (!(error instanceof ProfileUpdateError)) return t("unexpected");
    return error.failure ? t(`failure.${error.failure}`) : error.message;
  };
  const save = useMutation({
    mutationFn: (values: ProfileUpdate) => updateProfile(user.id, values, pageLanguage),
    onSuccess: (updated) => {
      queryClient.setQueryData(sessionKeys.currentUser, updated);
      void queryClient.invalidateQueries({ queryKey: legislatorKeys.mine });
      toast({ title: t("saved"), description: t("savedDetail"), variant: "success" });
      onDone();
    },
    onError: (error) => {
      console.error("Profile update failed", error);
      if (error instanceof ProfileUpdateError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in defaultsOf(user))
            form.setError(field as keyof ReturnType<typeof defaultsOf>, { message });
        }
      }
      toast({
        title: t("failed"),
        description: failureMessage(error),
        variant: "destructive",
      });
    },
  });

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      {/* The toast sits outside the modal, where screen readers cannot reach it: say it here too. */}
      {save.isError && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t("failed")}</AlertTitle>
          <AlertDescription>{failureMessage(save.error)}</AlertDescription>
        </Alert>
      )}
      <Alert variant="info">
        <AlertDescription>{t("addressNotice")}</AlertDescription>
      </Alert>
      <FormField label={t("email")} hint={t("emailHint")}>
        <Input type="email" value={user.email} disabled readOnly />
      </FormField>
      <FormField label={t("name")} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField label={t("phone")} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register("phone")} />
      </FormField>
      <FormField label={t("address")} error={errors.address?.message}>
        <Input autoComplete="street-address" {...form.register("address")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t("city")} error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register("city")} />
        </FormField>
        <FormField label={t("state")} error={errors.state?.message}>
          <StateSelect {...form.register("state")} />
        </FormField>
        <FormField label={t("zip")} error={errors.zip?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...form.register("zip")} />
        </FormField>
        <FormField label={t("party")} error={errors.registeredParty?.message}>
          <Select {...form.register("registeredParty")}>
            {PROFILE_PARTIES.map((party) => (
              <option key={party} value={party}>
                {registeredPartyName(party, pageLanguage)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label={t("language")} hint={t("languageHint")} error={errors.language?.message}>
        <Select {...form.register("language")}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            {t("cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? common("saving") : t("save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Edit Profile' and its dialog; the form starts from the stored profile every time it opens. */
export function EditProfileDialog({ user }: { user: User }) {
  const t = useTranslations("dashboard.editProfile");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="primary">
          <PencilIcon aria-hidden="true" className="size-4" />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <ProfileForm user={user} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
