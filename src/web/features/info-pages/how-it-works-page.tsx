import BellRingIcon from "lucide-react/icons/bell-ring";
import GavelIcon from "lucide-react/icons/gavel";
import HandshakeIcon from "lucide-react/icons/handshake";
import LockIcon from "lucide-react/icons/lock";
import MapPinIcon from "lucide-react/icons/map-pin";
import MegaphoneIcon from "lucide-react/icons/megaphone";
import ScaleIcon from "lucide-react/icons/scale";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { CallToAction } from "./components/call-to-action";
import { PageHeader } from "./components/page-header";
import { SectionHeading } from "./components/section-heading";

const STEPS = [
  {
    Icon: MapPinIcon,
    title: "Enter your address",
    text: "We look up your congressional district from your ZIP code; where a ZIP code spans several districts, you choose yours. That gives your two senators and your representative, and your state's election rules.",
  },
  {
    Icon: HandshakeIcon,
    title: "Make your pledge",
    text: "Choose the legislators you want to stand behind and confirm your pledge. It is conditional: it applies only if they vote to impeach or convict a president who defies the Supreme Court.",
  },
  {
    Icon: BellRingIcon,
    title: "Stay informed",
    text: "Each state page shows who may vote in its Republican primary and the year of its next primary. States announce the exact dates; we show each one once it is announced. E-mail reminders are planned but not sent yet.",
  },
  {
    Icon: MegaphoneIcon,
    title: "Amplify your impact",
    text: "Share the pledge with friends and family on social media. Every voter who joins makes the count on your legislators' pages harder to ignore.",
  },
] as const;

function ProblemAndSolution() {
  return (
    <section aria-label="The problem and our solution" className="py-16 sm:py-20">
      <Container className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        <article
          aria-labelledby="problem-title"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-200">
            <ScaleIcon aria-hidden="true" className="size-5" />
          </span>
          <SectionHeading id="problem-title" className="mt-5">
            The Problem
          </SectionHeading>
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            <p>
              The rulings of the Supreme Court apply to the whole government, the president included. If a
              president refuses to obey one, the Constitution hands the answer to Congress: the House can
              impeach, and the Senate can convict and remove.
            </p>
            <p>
              Those are hard votes to cast. A member who votes against a president of their own party can
              expect anger from that party's most active voters, and those are the voters who decide
              primaries. Turnout in primaries is often low, so a few thousand votes can end a career.
            </p>
            <p>
              Many seats are safe for one party, which makes the primary the race that really decides who
              holds them. The result: members who might otherwise act stay silent, not out of conviction, but
              out of fear of their next primary.
            </p>
          </div>
        </article>

        <article
          aria-labelledby="solution-title"
          className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-900 text-white shadow-sm">
            <GavelIcon aria-hidden="true" className="size-5" />
          </span>
          <SectionHeading id="solution-title" className="mt-5">
            Our Solution
          </SectionHeading>
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            <p>
              Pledge Watch lets voters answer that fear before it takes hold. You pledge that if your senator
              or representative votes to impeach or convict a president who defies the Supreme Court, you will
              vote for them in their next primary, and change your party registration if your state requires
              it.
            </p>
            <p>
              We count the pledges for every member of Congress and publish the totals. A legislator weighing
              a hard vote can see that the support they risk losing is matched by voters who have promised to
              turn out for them.
            </p>
            <p>
              If the legislator does not act, the pledge does not apply: you owe them nothing and vote as you
              see fit.
            </p>
          </div>
        </article>
      </Container>
    </section>
  );
}

function Steps() {
  return (
    <section aria-labelledby="steps-title" className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="steps-title" eyebrow="Four steps" className="max-w-2xl">
          From your address to a pledge that counts
        </SectionHeading>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
          Making a pledge takes a few minutes. Staying ready for your primary means checking your state's
          rules, and its primary date once the state announces it.
        </p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li
              key={title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-900 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-4xl font-bold text-slate-200 tabular-nums" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>

        <div className="mt-10 flex gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950 sm:p-6">
          <LockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div className="leading-7">
            <p className="font-semibold">Your personal information is never shared with third parties.</p>
            <p className="mt-1 text-emerald-900">
              Legislators and their offices see how many voters have pledged to them, never who. Read how we
              handle your data in our{" "}
              <Link
                href={paths.privacyPolicy}
                className="font-semibold underline underline-offset-2 hover:text-emerald-700"
              >
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}

export function HowItWorksPage() {
  usePageMeta({
    title: "How It Works",
    description:
      "Why members of Congress fear their primaries, and how a conditional pledge of your primary vote can help them uphold the Supreme Court.",
  });
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="Your primary vote, pledged to those who uphold the Court"
        lead="Why holding a president to the Supreme Court's rulings is so hard for Congress, and the four steps that let voters make it easier."
      />
      <ProblemAndSolution />
      <Steps />
      <CallToAction
        id="start-title"
        title="Ready to make your pledge?"
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link href={paths.pledge}>Start Your Pledge</Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link href={paths.faq}>Read the FAQ</Link>
            </Button>
          </>
        }
      >
        <p>Start with your address. We will show you who represents you, and you choose whom to back.</p>
      </CallToAction>
    </>
  );
}
