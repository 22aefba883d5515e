import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useLocation } from "wouter";
import type { RegisterInput, User } from "#shared/accounts";
import type { FindLegislatorsInput, VacantSeat } from "#shared/find-legislators";
import type { Legislator } from "#shared/legislator";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Spinner } from "#web/components/ui/spinner";
import { toast } from "#web/components/ui/use-toast";
import { recordEngagement } from "#web/entities/engagement/engagement";
import { findLegislators, type LookupResult } from "#web/entities/legislators/find-legislators";
import { legislatorKeys, legislatorQuery } from "#web/entities/legislators/legislators";
import { createPledge, refreshAfterPledging } from "#web/entities/pledges/create-pledge";
import { userPledgesQuery } from "#web/entities/pledges/user-pledges";
import { useCurrentUser } from "#web/entities/session/current-user";
import { login } from "#web/entities/session/login";
import { register } from "#web/entities/session/register";
import type { RegisterFormHelpers } from "#web/entities/session/register-form";
import { applySessionChange } from "#web/entities/session/session-cache";
import { ApiError } from "#web/lib/api-client";
import { errorMessageFrom, fieldErrorsFrom } from "#web/lib/api-errors";
import { paths } from "#web/lib/paths";
import { createPledges } from "../api/pledges";
import { snapshotIn, type WizardSnapshot, writeSnapshot } from "../wizard-history";
import {
  isUnknownDistrictMessage,
  legislatorsOfDistrict,
  pledgeBatchVerdict,
  previousStep,
  voterPlace,
  type WizardStep,
  withPreselected,
} from "../wizard-model";
import { type AddressFormInput, AddressStep } from "./address-step";
import { BulkConfirmStep } from "./bulk-confirm-step";
import { ConfirmPledgeStep } from "./confirm-pledge-step";
import { DistrictChoice } from "./district-choice";
import { RegisterStep } from "./register-step";
import { SelectLegislatorsStep } from "./select-legislators-step";
import type { HeadingLevel } from "./step-heading";
import { StepsIndicator } from "./steps-indicator";

export interface PledgeWizardProps {
  /** 2 under the /pledge page's <h1>; 3 inside the home page's section, whose title is an <h2>. */
  headingLevel?: HeadingLevel;
  /** The legislator the visitor came to pledge for (`/pledge?legislator={id}`). */
  preselectedLegislatorId?: number | undefined;
}

function addressDefaults(address: FindLegislatorsInput | null, user: User | null): AddressFormInput {
  if (address) return address;
  return {
    address: user?.address ?? "",
    city: user?.city ?? "",
    state: user?.state ?? "",
    zip: user?.zip ?? "",
  };
}

/**
 * The four-step pledge: address → legislators → account (or, signed in, a bulk confirmation) →
 * confirmation. The server knows who is signed in; the wizard never stores a user id or the
 * address anywhere but in memory.
 */
export function PledgeWizard({ headingLevel = 2, preselectedLegislatorId }: PledgeWizardProps) {
  const t = useTranslations("pledge-wizard");
  const { user, isPending: sessionPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const [step, setStep] = useState<WizardStep>(1);
  const [address, setAddress] = useState<FindLegislatorsInput | null>(null);
  /** A lookup whose ZIP spans districts, waiting for the voter to pick theirs. */
  const [splitLookup, setSplitLookup] = useState<LookupResult | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const [legislators, setLegislators] = useState<Legislator[]>([]);
  const [vacantSeats, setVacantSeats] = useState<readonly VacantSeat[]>([]);
  /** The lookup's ZIP settled no district: step 2 says so and points to the official finder. */
  const [lookupMessage, setLookupMessage] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [share, setShare] = useState(false);
  const [creating, setCreating] = useState(false);

  const linked = useQuery({
    ...legislatorQuery(String(preselectedLegislatorId ?? "")),
    enabled: preselectedLegislatorId !== undefined,
  });
  // A member who has left office, or a delegate, is never offered: the link's legislator is
  // ignored, and said so.
  const pledgeable = linked.data?.inOffice && !linked.data.isDelegate;
  const preselected = { ...linked, data: pledgeable ? linked.data : undefined };
  const linkedFormer = linked.data && !linked.data.inOffice ? linked.data : null;
  const linkedDelegate = linked.data?.inOffice && linked.data.isDelegate ? linked.data : null;
  const pledges = useQuery({ ...userPledgesQuery, enabled: user !== null });
  const pledgedIds = useMemo(() => new Set((pledges.data ?? []).map((p) => p.legislatorId)), [pledges.data]);
  const lookup = useMutation({ mutationFn: findLegislators });

  const selected = legislators.filter((l) => selectedIds.includes(l.id));

  // Each new view moves focus to its heading (and the wizard's top into view), never on first render.
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  });
  // The wizard in the tab's history (wizard-history.ts): a new entry for each new step, the
  // current entry kept up to date with every other change, and restored on Back, Forward and reload.
  const pushPending = useRef(false);
  const written = useRef("");
  const snapshot: WizardSnapshot = {
    step,
    address,
    splitLookup,
    district,
    legislators,
    vacantSeats,
    lookupMessage,
    selectedIds,
    share,
  };
  const [restorations, setRestorations] = useState(0);
  function restore(saved: WizardSnapshot | null) {
    focusPending.current = true;
    setRestorations((count) => count + 1);
    setStep(saved?.step ?? 1);
    setSplitLookup(saved?.splitLookup ?? null);
    if (!saved) return; // the entry before the first step: the address form, as it was left
    setAddress(saved.address);
    setDistrict(saved.district);
    setLegislators(saved.legislators);
    setVacantSeats(saved.vacantSeats);
    setLookupMessage(saved.lookupMessage);
    setSelectedIds(saved.selectedIds);
    setShare(saved.share);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first (hydrated) render
  useEffect(() => {
    const saved = snapshotIn(window.history.state);
    if (saved) restore(saved);
    const onPopState = (event: PopStateEvent) => restore(snapshotIn(event.state));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    // Nothing to keep before the first lookup: an entry without a snapshot is the empty form.
    if (step === 1 && !splitLookup && !address) return;
    const json = JSON.stringify(snapshot);
    if (!pushPending.current && json === written.current) return;
    writeSnapshot(snapshot, pushPending.current ? "push" : "replace");
    pushPending.current = false;
    written.current = json;
  });

  const show = (next: WizardStep) => {
    focusPending.current = true;
    pushPending.current = true;
    setStep(next);
  };

  function enterSelection(found: LookupResult, chosenDistrict: string | null) {
    const extra = preselected.data ?? null;
    setLegislators(withPreselected(legislatorsOfDistrict(found.legislators, chosenDistrict), extra));
    setVacantSeats(legislatorsOfDistrict(found.vacantSeats, chosenDistrict));
    setLookupMessage(found.message);
    setDistrict(chosenDistrict);
    setSplitLookup(null);
    setSelectedIds(extra ? [extra.id] : []);
    show(2);
  }

  async function handleFind(values: FindLegislatorsInput): Promise<Record<string, string> | undefined> {
    let result: LookupResult;
    try {
      result = await lookup.mutateAsync(values);
    } catch (error) {
      const fields = fieldErrorsFrom(error);
      if (Object.keys(fields).length > 0) return fields;
      console.error(
        error instanceof ApiError
          ? `Failed to find legislators: ${error.message}`
          : "Failed to find legislators",
        error,
      );
      toast({ title: t("toasts.error"), description: t("toasts.lookupFailed"), variant: "destructive" });
      return undefined;
    }
    setAddress(values);
    if (result.userUpdated) {
      void queryClient.invalidateQueries({ queryKey: legislatorKeys.mine });
    }
    const nothingToShow =
      result.legislators.length === 0 && result.vacantSeats.length === 0 && result.message === null;
    if (nothingToShow && !preselected.data) {
      toast({
        title: t("toasts.noneFound.title"),
        description: t("toasts.noneFound.text"),
        variant: "destructive",
      });
      return undefined;
    }
    if (result.districtCandidates.length > 1) {
      focusPending.current = true;
      pushPending.current = true;
      setSplitLookup(result);
      return undefined;
    }
    enterSelection(result, result.district);
    return undefined;
  }

  /** A signed-in voter's chosen district is saved by asking the lookup again with that choice. */
  async function rememberDistrict(where: FindLegislatorsInput, districtCode: string) {
    try {
      const result = await findLegislators({ ...where, districtCode });
      if (result.userUpdated) void queryClient.invalidateQueries({ queryKey: legislatorKeys.mine });
    } catch (error) {
      console.error("Could not save the chosen district", error);
    }
  }

  async function handleRegister(values: RegisterInput, form: RegisterFormHelpers) {
    // The district the lookup settled (or the voter chose) belongs to the address it was found for.
    const sameAddress =
      address !== null &&
      values.state === address.state &&
      values.zip.slice(0, 5) === address.zip.slice(0, 5);
    try {
      await register({ ...values, districtCode: sameAddress ? district : null });
    } catch (error) {
      console.error("Registration failed", error);
      form.showServerErrors(error);
      toast({
        title: t("toasts.registrationFailed"),
        description: errorMessageFrom(error, t("toasts.registrationFailed")),
        variant: "destructive",
      });
      return;
    }
    let signedIn: User;
    try {
      signedIn = await login({ email: values.email, password: values.password });
    } catch (error) {
      console.error("Sign-in after registration failed", error);
      toast({
        title: t("toasts.loginFailed.title"),
        description: t("toasts.loginFailed.text", {
          message: errorMessageFrom(error, t("toasts.loginFailed.fallback")),
        }),
        variant: "destructive",
      });
      return;
    }
    await applySessionChange(queryClient, signedIn);
    toast({
      title: t("toasts.registered.title"),
      description: t("toasts.registered.text"),
      variant: "success",
    });
    show(4);
  }

  /** Pledged: coming back to this page starts a new pledge, not the one just made. */
  function finish() {
    written.current = "";
    writeSnapshot(null, "replace");
  }

  async function createOne(legislator: Legislator) {
    try {
      await createPledge(legislator.id, share);
    } catch (error) {
      // Already pledged is what the voter wants: carry on as if it had just been made.
      if (!(error instanceof ApiError && error.status === 409)) {
        console.error("Pledge failed", error);
        toast(
          error instanceof ApiError
            ? {
                title: t("toasts.pledgeFailed.title"),
                description: errorMessageFrom(error, t("toasts.pledgeFailed.fallback")),
                variant: "destructive",
              }
            : {
                title: t("toasts.pledgeError.title"),
                description: t("toasts.pledgeError.text"),
                variant: "destructive",
              },
        );
        return;
      }
    }
    void refreshAfterPledging(queryClient);
    finish();
    navigate(
      legislator.slug
        ? paths.thankYou({ legislator: legislator.slug })
        : paths.thankYou({ legislatorId: legislator.id }),
    );
  }

  async function createAll(list: readonly Legislator[]) {
    const count = list.length;
    const progress = toast({
      title: t("toasts.creating.title"),
      description: t("toasts.creating.text", { count }),
      duration: 60_000,
    });
    const outcome = await createPledges(
      list.map((l) => l.id),
      share,
    );
    void refreshAfterPledging(queryClient);
    progress.dismiss();
    const verdict = pledgeBatchVerdict(outcome);
    if (verdict === "success") {
      toast({
        title: t("toasts.created.title"),
        description: t("toasts.created.text", { count }),
        variant: "success",
      });
      const only = count === 1 ? list[0] : undefined;
      finish();
      navigate(paths.thankYou(only ? { legislator: only.slug, count } : { count }));
      return;
    }
    console.error("Some pledges were not created", outcome.errors);
    toast(
      verdict === "network"
        ? {
            title: t("toasts.pledgesError.title"),
            description: t("toasts.pledgesError.text"),
            variant: "destructive",
          }
        : {
            title: t("toasts.partial.title"),
            description: t("toasts.partial.text"),
            variant: "destructive",
          },
    );
  }

  async function handleCreate(kind: "bulk" | "confirm") {
    if (!user) {
      toast({
        title: t("toasts.error"),
        description: kind === "bulk" ? t("toasts.userMissingBulk") : t("userMissing"),
        variant: "destructive",
      });
      return;
    }
    if (selected.length === 0) {
      toast({ title: t("toasts.error"), description: t("noneSelected.text"), variant: "destructive" });
      return;
    }
    setCreating(true);
    try {
      if (kind === "confirm" && selected.length === 1) await createOne(selected[0]!);
      else await createAll(selected);
    } finally {
      setCreating(false);
    }
  }

  // A step after the first was entered as a history entry of its own: Back returns to the one before.
  const back = () => (step > 1 ? window.history.back() : show(previousStep(step)));

  let body: React.ReactNode;
  if (sessionPending) {
    body = (
      <p className="flex items-center justify-center gap-3 py-16 text-slate-600" role="status">
        <Spinner />
        {t("checkingAccount")}
      </p>
    );
  } else if (step === 1 && splitLookup && address) {
    body = (
      <DistrictChoice
        ref={headingRef}
        headingLevel={headingLevel}
        zip={address.zip}
        state={address.state}
        candidates={splitLookup.districtCandidates}
        legislators={splitLookup.legislators}
        onChoose={(choice) => {
          if (user && choice) void rememberDistrict(address, choice);
          enterSelection(splitLookup, choice);
        }}
        onChangeAddress={() => {
          focusPending.current = true;
          setSplitLookup(null);
        }}
      />
    );
  } else if (step === 1) {
    body = (
      <AddressStep
        // A restored entry brings its address: the form starts again from it.
        key={restorations}
        ref={headingRef}
        headingLevel={headingLevel}
        defaultValues={addressDefaults(address, user)}
        busy={lookup.isPending}
        onFind={handleFind}
        notice={
          preselected.data ? (
            <Alert variant="info" className="mb-6">
              <AlertTitle>{t("linked.title", { name: preselected.data.fullName })}</AlertTitle>
              <AlertDescription>{t("linked.text")}</AlertDescription>
            </Alert>
          ) : linkedFormer ? (
            <Alert variant="warning" className="mb-6">
              <AlertDescription>{t("linked.former", { name: linkedFormer.fullName })}</AlertDescription>
            </Alert>
          ) : linkedDelegate ? (
            <Alert variant="warning" className="mb-6">
              <AlertDescription>{t("linked.delegate", { name: linkedDelegate.fullName })}</AlertDescription>
            </Alert>
          ) : preselected.isError ? (
            <Alert variant="warning" className="mb-6">
              <AlertDescription>{t("linked.notFound")}</AlertDescription>
            </Alert>
          ) : null
        }
      />
    );
  } else if (step === 2) {
    body = (
      <SelectLegislatorsStep
        ref={headingRef}
        headingLevel={headingLevel}
        legislators={legislators}
        vacantSeats={vacantSeats}
        unknownDistrictZip={isUnknownDistrictMessage(lookupMessage) && address ? address.zip : null}
        message={isUnknownDistrictMessage(lookupMessage) ? null : lookupMessage}
        selectedIds={selectedIds}
        pledgedIds={pledgedIds}
        voter={voterPlace(address?.state ?? null, district)}
        onToggle={(id) =>
          setSelectedIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
        }
        onBack={back}
        onContinue={() => show(3)}
      />
    );
  } else if (step === 3 && user) {
    body = (
      <BulkConfirmStep
        ref={headingRef}
        headingLevel={headingLevel}
        voter={user}
        legislators={selected}
        busy={creating}
        onBack={back}
        onBackToSelection={() => show(2)}
        onCreate={() => void handleCreate("bulk")}
      />
    );
  } else if (step === 3) {
    body = (
      <RegisterStep
        ref={headingRef}
        headingLevel={headingLevel}
        address={address}
        selectedCount={selected.length}
        onBack={back}
        onRegister={handleRegister}
      />
    );
  } else {
    body = (
      <ConfirmPledgeStep
        ref={headingRef}
        headingLevel={headingLevel}
        user={user}
        legislators={selected}
        share={share}
        busy={creating}
        onShareChange={setShare}
        onShared={() => {
          if (user) recordEngagement(["hasSharedOnSocial"]).catch((error) => console.error(error));
        }}
        onBack={back}
        onConfirm={() => void handleCreate("confirm")}
      />
    );
  }

  return (
    <div ref={rootRef} className="scroll-mt-24">
      <StepsIndicator step={step} />
      {body}
    </div>
  );
}
