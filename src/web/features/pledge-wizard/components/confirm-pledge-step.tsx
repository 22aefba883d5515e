import CircleCheckIcon from "lucide-react/icons/circle-check";
import { forwardRef, useId } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import type { User } from "#shared/accounts";
import { stateNameIn } from "#shared/i18n/states";
import { pathInLanguage } from "#shared/language";
import { partyInitial, partyName, registeredPartyName } from "#shared/party-names";
import { SocialShareButtons } from "#web/components/social-share-buttons";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Avatar } from "#web/components/ui/avatar";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { PledgeTally } from "#web/entities/legislators/pledge-tally-text";
import { PledgeText } from "#web/entities/pledges/pledge-text";
import { shareLinks } from "#web/lib/display/share";
import { useLanguage } from "#web/lib/i18n/language";
import { paths } from "#web/lib/paths";
import { type ChoiceLegislator, officeName } from "./legislator-choice-card";
import { type HeadingLevel, StepHeading } from "./step-heading";

type ConfirmLegislator = ChoiceLegislator & { slug: string };

interface ConfirmPledgeStepProps {
  headingLevel: HeadingLevel;
  user: User | null;
  legislators: readonly ConfirmLegislator[];
  share: boolean;
  busy: boolean;
  onShareChange(share: boolean): void;
  onShared(): void;
  onBack(): void;
  onConfirm(): void;
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function LegislatorSummary({ legislator }: { legislator: ConfirmLegislator }) {
  const t = useTranslations("pledge-wizard.confirmStep");
  const language = useLanguage();
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <Avatar
        src={legislator.imageUrl}
        name={[legislator.firstName, legislator.lastName]}
        width={72}
        height={88}
        className="rounded-lg text-xl"
      />
      <div className="min-w-0">
        <p className="text-lg font-semibold text-slate-900">
          {legislator.fullName}{" "}
          <span className="text-base font-medium text-slate-600">
            <span aria-hidden="true">({partyInitial(legislator.party, language)})</span>
            <span className="sr-only">, {partyName(legislator.party, language, legislator.gender)}</span>
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {officeName(legislator, language)}, {stateNameIn(legislator.state, language)}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-700">
          {legislator.pledgeCount === 0 ? (
            t("beFirst")
          ) : (
            <>
              {t("pledgedSoFar")} <PledgeTally counts={legislator} />
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/** Step 4, after registering: the legislator(s), the voter's details and the pledge itself. */
export const ConfirmPledgeStep = forwardRef<HTMLHeadingElement, ConfirmPledgeStepProps>(
  function ConfirmPledgeStep(
    { headingLevel, user, legislators, share, busy, onShareChange, onShared, onBack, onConfirm },
    headingRef,
  ) {
    const t = useTranslations("pledge-wizard");
    const language = useLanguage();
    const shareId = useId();
    if (legislators.length === 0) {
      return (
        <div>
          <StepHeading ref={headingRef} level={headingLevel}>
            {t("confirmStep.registrationComplete")}
          </StepHeading>
          <Alert variant="success">
            <AlertTitle>{t("confirmStep.ready.title")}</AlertTitle>
            <AlertDescription>{t("confirmStep.ready.text")}</AlertDescription>
          </Alert>
          <Button asChild variant="primary" size="lg" className="mt-6">
            <Link href={paths.dashboard()}>{t("goToDashboard")}</Link>
          </Button>
        </div>
      );
    }

    const count = legislators.length;
    const SubHeading = headingLevel === 2 ? "h3" : "h4";
    const first = legislators[0]!;
    const links = shareLinks({
      text: t("confirmStep.shareText", { name: first.fullName }),
      url: new URL(pathInLanguage(paths.legislator(first.slug), language), window.location.origin).toString(),
    });
    const address = user ? [user.address, user.city, [user.state, user.zip].filter(Boolean).join(" ")] : [];

    return (
      <div>
        <StepHeading
          ref={headingRef}
          level={headingLevel}
          description={t("confirmStep.description", { count })}
        >
          {t("confirmStep.title", { count })}
        </StepHeading>
        <ul className="grid gap-3 md:grid-cols-2">
          {legislators.map((legislator) => (
            <LegislatorSummary key={legislator.id} legislator={legislator} />
          ))}
        </ul>

        <section
          aria-labelledby={`${shareId}-details`}
          className="mt-6 rounded-xl border border-slate-200 p-5"
        >
          <SubHeading
            id={`${shareId}-details`}
            className="flex items-center gap-2 font-semibold text-slate-900"
          >
            <CircleCheckIcon aria-hidden="true" className="size-5 text-emerald-600" />
            {t("confirmStep.details")}
          </SubHeading>
          {user ? (
            <dl className="mt-3 space-y-2">
              <Detail term={t("confirmStep.name")}>{user.name}</Detail>
              <Detail term={t("confirmStep.email")}>{user.email}</Detail>
              <Detail term={t("confirmStep.address")}>
                {address.filter(Boolean).join(", ") || t("confirmStep.notProvided")}
              </Detail>
              <Detail term={t("confirmStep.registration")}>
                {user.registeredParty === null
                  ? t("confirmStep.notProvided")
                  : registeredPartyName(user.registeredParty, language)}
              </Detail>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t("userMissing")}</p>
          )}
        </section>

        <div className="mt-6 rounded-xl border border-slate-200 p-5">
          <div className="flex items-start gap-3">
            <Checkbox
              id={shareId}
              checked={share}
              onCheckedChange={(checked) => onShareChange(checked === true)}
              className="mt-0.5"
            />
            <Label htmlFor={shareId} className="leading-6">
              {t("confirmStep.share")}
            </Label>
          </div>
          {share && (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <SocialShareButtons links={links} onShared={onShared} />
            </div>
          )}
        </div>

        <div className="mt-6">
          <PledgeText legislators={legislators} voter={user} />
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" size="lg" onClick={onBack} disabled={busy}>
            {t("back")}
          </Button>
          <Button variant="accent" size="lg" onClick={onConfirm} disabled={busy}>
            {busy ? t("confirmStep.processing") : t("confirmStep.confirm", { count })}
          </Button>
        </div>
      </div>
    );
  },
);
