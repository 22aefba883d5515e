import { useQuery } from "@tanstack/react-query";
import BellIcon from "lucide-react/icons/bell";
import CircleCheckBigIcon from "lucide-react/icons/circle-check-big";
import MailIcon from "lucide-react/icons/mail";
import MegaphoneIcon from "lucide-react/icons/megaphone";
import PhoneIcon from "lucide-react/icons/phone";
import { Link, useSearch } from "wouter";
import { SocialShareButtons } from "#web/components/social-share-buttons";
import { SupportEmail } from "#web/components/support-email";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { Skeleton } from "#web/components/ui/skeleton";
import { useRecordEngagement } from "#web/entities/engagement/engagement";
import { legislatorQuery } from "#web/entities/legislators/legislators";
import { PledgeTally } from "#web/entities/legislators/pledge-tally-text";
import { useCurrentUser } from "#web/entities/session/current-user";
import { shareLinks, shareText } from "#web/lib/display/share";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { thankYouParams } from "./thank-you-params";

const SLUG = /^[A-Za-z0-9-]+$/;

const GENERIC_SHARE_TEXT =
  "I pledged to vote in my legislators' next primary if they act to impeach or convict a president who defies the Supreme Court. Will you join me? #ImpeachmentPledge #Constitution";

/** The legislator the voter pledged to, by id or slug; a name passed instead of a slug is used as is. */
function usePledgedLegislator(legislator: string | undefined, legislatorId: number | undefined) {
  const idOrSlug = legislatorId ?? (legislator && SLUG.test(legislator) ? legislator : undefined);
  const query = useQuery({ ...legislatorQuery(String(idOrSlug ?? "")), enabled: idOrSlug !== undefined });
  const found = query.data;
  const name = found
    ? `${found.firstName} ${found.lastName}`
    : legislator && !SLUG.test(legislator)
      ? legislator
      : null;
  return { legislator: found ?? null, name, isLoading: idOrSlug !== undefined && query.isPending };
}

/** /thank-you: what the pledge does next, how to spread it, and where to go from here. */
export function ThankYouPage() {
  usePageMeta({ title: "Thank you", description: "Your pledge is recorded. Here is what happens next." });
  const params = thankYouParams(useSearch());
  const { count } = params;
  const plural = count > 1;
  const { legislator, name, isLoading } = usePledgedLegislator(params.legislator, params.legislatorId);
  const { user } = useCurrentUser();
  const record = useRecordEngagement();

  const text = legislator ? shareText(legislator) : GENERIC_SHARE_TEXT;
  const url =
    typeof window === "undefined"
      ? ""
      : new URL(
          legislator ? paths.legislator(legislator.slug) : paths.pledge,
          window.location.origin,
        ).toString();
  const links = shareLinks({ text, url });
  const mailto = `mailto:?${new URLSearchParams({
    subject: "Join me in the Impeachment Pledge",
    body: `${text}\n\n${url}`,
  })
    .toString()
    .replace(/\+/g, "%20")}`;
  const shared = () => {
    if (user) record.mutate(["hasSharedOnSocial"]);
  };
  const state = legislator?.state ?? user?.state ?? undefined;
  const legislatorLabel = name ?? (plural ? "your legislators" : "your legislator");

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CircleCheckBigIcon aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {plural ? `Thank You for Your ${count} Pledges!` : "Thank You for Your Pledge"}
          </h1>
          <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
            {isLoading ? (
              <Skeleton className="mx-auto h-6 w-3/4" />
            ) : plural ? (
              `Your ${count} pledges are recorded. Each one tells a legislator that voters in their primary will stand with them if they defend the Constitution.`
            ) : (
              `Your pledge to support ${legislatorLabel} is recorded. It tells them that voters in their primary will stand with them if they defend the Constitution.`
            )}
          </p>
        </div>

        <Card className="mt-10 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">What happens next</h2>
          <ul className="mt-4 space-y-4 leading-7 text-slate-700">
            <li className="flex gap-3">
              <MegaphoneIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                Your pledge is added to {plural ? "each legislator's" : `${legislatorLabel}'s`} public pledge
                count, shown on their profile for them and their staff to see, with pledges from their own
                constituents counted apart from those from elsewhere
                {legislator && !plural ? (
                  <>
                    {" "}
                    (now <PledgeTally counts={legislator} />)
                  </>
                ) : null}
                . We show counts only, never your name or details.
              </span>
            </li>
            <li className="flex gap-3">
              <BellIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                Your pledge is conditional. If {legislatorLabel} {plural ? "act" : "acts"} to impeach or
                convict, we e-mail you the action and its source, and your dashboard shows the pledge as due,
                with the primary to vote in and what to do before it.
              </span>
            </li>
            <li className="flex gap-3">
              <PhoneIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                Contact {legislatorLabel} from your dashboard: a call or an e-mail from a constituent makes
                the pledge personal.
              </span>
            </li>
            <li className="flex gap-3">
              <MailIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                Questions? Write to us
                <SupportEmail
                  before=" at "
                  className="font-semibold text-brand-700 underline underline-offset-4"
                  fallback={
                    <>
                      {" "}
                      through our{" "}
                      <Link
                        href={paths.contact}
                        className="font-semibold text-brand-700 underline underline-offset-4"
                      >
                        contact page
                      </Link>
                    </>
                  }
                />
                .
              </span>
            </li>
          </ul>
        </Card>

        <Card className="mt-6 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">Multiply your impact</h2>
          <p className="mt-2 leading-7 text-slate-600">
            Every friend who pledges makes the count harder to ignore. Share your{" "}
            {plural ? "pledges" : "pledge"}:
          </p>
          <div className="mt-5 grid gap-3 sm:grid-cols-3">
            <SocialShareButtons links={links} onShared={shared} />
            <Button asChild variant="outline">
              <a href={mailto} onClick={shared}>
                <MailIcon aria-hidden="true" className="size-4" />
                Share by Email
              </a>
            </Button>
          </div>
        </Card>

        <Card className="mt-6 p-6 sm:p-8">
          <h2 className="text-xl font-bold text-brand-950">Next steps</h2>
          <ol className="mt-4 space-y-4">
            {[
              {
                title: "Confirm your e-mail address",
                text: "Open the link we sent you so we know your account is yours.",
              },
              {
                title: "Check your primary",
                text: "Look up your primary date, its type and the registration deadline for your state.",
              },
              {
                title: "Watch for the date",
                text: "States announce their primary dates; each one appears on your dashboard once it is announced.",
              },
              {
                title: "Bring a friend",
                text: "Share the pledge with people who care about the Constitution as much as you do.",
              },
            ].map(({ title, text: stepText }, index) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{title}</p>
                  <p className="mt-0.5 leading-7 text-slate-600">{stepText}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>

        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          {legislator && (
            <Button asChild variant="primary" size="lg">
              <Link href={paths.legislator(legislator.slug)}>View Legislator Profile</Link>
            </Button>
          )}
          <Button asChild variant={legislator ? "outline" : "primary"} size="lg">
            <Link href={paths.stateInformation(state)}>View Primary Election Info</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={paths.dashboard()}>Go to Dashboard</Link>
          </Button>
          <Button asChild variant="ghost" size="lg">
            <Link href={paths.home}>Return to Home</Link>
          </Button>
        </div>
      </div>
    </Container>
  );
}
