import CircleCheckIcon from "lucide-react/icons/circle-check";
import { forwardRef, useId } from "react";
import { Link } from "wouter";
import type { User } from "#shared/accounts";
import { stateName } from "#shared/states";
import { SocialShareButtons } from "#web/components/social-share-buttons";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Avatar } from "#web/components/ui/avatar";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { PledgeTally } from "#web/entities/legislators/pledge-tally-text";
import { PledgeText } from "#web/entities/pledges/pledge-text";
import { shareLinks, shareText } from "#web/lib/display/share";
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
            <span aria-hidden="true">({legislator.party.charAt(0)})</span>
            <span className="sr-only">, {legislator.party}</span>
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {officeName(legislator.type)}, {stateName(legislator.state)}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-700">
          {legislator.pledgeCount === 0 ? (
            "Be the first voter to pledge"
          ) : (
            <>
              Pledged so far: <PledgeTally counts={legislator} />
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
    const shareId = useId();
    if (legislators.length === 0) {
      return (
        <div>
          <StepHeading ref={headingRef} level={headingLevel}>
            Registration Complete
          </StepHeading>
          <Alert variant="success">
            <AlertTitle>Your account is ready</AlertTitle>
            <AlertDescription>
              You didn't select a legislator, so there is nothing to confirm yet. You can pledge from your
              dashboard at any time.
            </AlertDescription>
          </Alert>
          <Button asChild variant="primary" size="lg" className="mt-6">
            <Link href={paths.dashboard()}>Go to Dashboard</Link>
          </Button>
        </div>
      );
    }

    const several = legislators.length > 1;
    const SubHeading = headingLevel === 2 ? "h3" : "h4";
    const first = legislators[0]!;
    const links = shareLinks({
      text: shareText(first),
      url: new URL(paths.legislator(first.slug), window.location.origin).toString(),
    });
    const address = user ? [user.address, user.city, [user.state, user.zip].filter(Boolean).join(" ")] : [];

    return (
      <div>
        <StepHeading
          ref={headingRef}
          level={headingLevel}
          description={
            several
              ? "Check the details, then confirm your pledges."
              : "Check the details, then confirm your pledge."
          }
        >
          {several ? "Confirm your pledges" : "Confirm your pledge"}
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
            Your details
          </SubHeading>
          {user ? (
            <dl className="mt-3 space-y-2">
              <Detail term="Name">{user.name}</Detail>
              <Detail term="Email">{user.email}</Detail>
              <Detail term="Address">{address.filter(Boolean).join(", ") || "Not provided"}</Detail>
              <Detail term="Current registration">{user.registeredParty ?? "Not provided"}</Detail>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              User information is missing. Please go back and complete step 2.
            </p>
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
              Share my pledge on social media to encourage others (optional)
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
            Back
          </Button>
          <Button variant="accent" size="lg" onClick={onConfirm} disabled={busy}>
            {busy ? "Processing..." : several ? "Confirm My Pledges" : "Confirm My Pledge"}
          </Button>
        </div>
      </div>
    );
  },
);
