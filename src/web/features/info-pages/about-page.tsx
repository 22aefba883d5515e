import BellRingIcon from "lucide-react/icons/bell-ring";
import ChartNoAxesColumnIcon from "lucide-react/icons/chart-no-axes-column";
import EyeIcon from "lucide-react/icons/eye";
import LandmarkIcon from "lucide-react/icons/landmark";
import LockIcon from "lucide-react/icons/lock";
import ScaleIcon from "lucide-react/icons/scale";
import SearchIcon from "lucide-react/icons/search";
import UsersIcon from "lucide-react/icons/users";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { CallToAction } from "./components/call-to-action";
import { DonationButton } from "./components/donation-button";
import { PageHeader } from "./components/page-header";
import { SectionHeading } from "./components/section-heading";

const HOW_IT_WORKS = [
  {
    Icon: UsersIcon,
    title: "Collect pledges",
    text: "Voters pledge their primary vote to their own senators and representative, on the condition that they act to uphold the Court.",
  },
  {
    Icon: ChartNoAxesColumnIcon,
    title: "Show strength in numbers",
    text: "Every legislator's pledge count is public, so members and their staff can see how many voters stand ready to back them.",
  },
  {
    Icon: BellRingIcon,
    title: "Show primary rules",
    text: "Every state's page says who may vote in its Republican primary and the year of its next primary; exact dates appear once states announce them.",
  },
  {
    Icon: LandmarkIcon,
    title: "Keep legislators accountable",
    text: "We keep each member's record in view, so a promise of support stays tied to what they actually do.",
  },
] as const;

const VALUES = [
  {
    Icon: ScaleIcon,
    title: "Non-partisan",
    text: "We are not affiliated with any party, candidate or campaign. The pledge is about the Constitution, and it is open to voters of every party and of none.",
  },
  {
    Icon: SearchIcon,
    title: "Transparent",
    text: "Every figure we show comes from our own records or from public data, and we say where our data comes from and how our persuadability scores are built.",
  },
  {
    Icon: LockIcon,
    title: "Private",
    text: "We collect only what the pledge needs, never sell or share personal information, and tell legislators only how many people pledged.",
  },
] as const;

function Story() {
  return (
    <section aria-labelledby="story-title" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id="story-title" eyebrow="Our story">
            Why we started
          </SectionHeading>
          <div className="mt-5 space-y-4 text-lg leading-8 text-slate-700">
            <p>
              Ask why a member of Congress will not hold a president to account and the honest answer is often
              not the Constitution but the calendar: their next primary. Fear of a primary challenge can
              outweigh an oath of office.
            </p>
            <p>
              We wanted to change that arithmetic. If enough voters say, in advance and in numbers, that they
              will turn out for a legislator who upholds the courts, then upholding the courts stops looking
              like a sure way to lose a seat.
            </p>
            <p>
              So we built a tool anyone can use: find your legislators, make a conditional pledge, and keep
              track of the dates that matter.
            </p>
          </div>
        </div>
        <aside
          aria-labelledby="mission-title"
          className="self-start rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
        >
          <h2 id="mission-title" className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
            Our mission
          </h2>
          <p className="mt-4 text-xl leading-8 font-semibold text-balance text-brand-950">
            To make it politically safe for members of Congress to uphold the rule of law.
          </p>
          <p className="mt-4 leading-7 text-slate-700">
            We organize voters' primary support behind legislators who act when a president defies the Supreme
            Court, and we make that support visible to them and to the public.
          </p>
        </aside>
      </Container>
    </section>
  );
}

function HowWeWork() {
  return (
    <section
      aria-labelledby="about-how-title"
      className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
    >
      <Container>
        <SectionHeading id="about-how-title" eyebrow="How it works" className="max-w-2xl">
          Four things we do
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {HOW_IT_WORKS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-900 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-600">
          A longer walk-through is on the{" "}
          <Link
            href={paths.howItWorks}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            how it works
          </Link>{" "}
          page.
        </p>
      </Container>
    </section>
  );
}

function Values() {
  return (
    <section aria-labelledby="values-title" className="pt-16 sm:pt-20">
      <Container>
        <SectionHeading id="values-title" eyebrow="Our values" className="max-w-2xl">
          What we hold ourselves to
        </SectionHeading>
        <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-3">
          {VALUES.map(({ Icon, title, text }) => (
            <li key={title} className="border-t-2 border-accent-400 pt-6">
              <Icon aria-hidden="true" className="size-6 text-brand-800" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 flex items-start gap-2 text-sm leading-6 text-slate-600">
          <EyeIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            Read exactly what we collect and why in our{" "}
            <Link
              href={paths.privacyPolicy}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              privacy policy
            </Link>
            , and what we are and are not in our{" "}
            <Link
              href={paths.disclaimer}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              disclaimer
            </Link>
            .
          </span>
        </p>
      </Container>
    </section>
  );
}

export function AboutPage() {
  usePageMeta({
    title: "About",
    description:
      "Pledge Watch is a non-partisan project that helps voters stand behind members of Congress who uphold the Supreme Court.",
  });
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="About Pledge Watch"
        lead="A non-partisan project that gives voters a way to stand behind members of Congress who uphold the Supreme Court."
      />
      <Story />
      <HowWeWork />
      <Values />
      <CallToAction
        id="join-title"
        title="Add your voice"
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link href={paths.pledge}>Make Your Pledge Now</Link>
            </Button>
            <DonationButton variant="outline-inverse" size="lg">
              Support Our Mission
            </DonationButton>
          </>
        }
      >
        <p>
          A pledge takes a few minutes, and it tells your legislators that upholding the Supreme Court can win
          votes as well as cost them.
        </p>
      </CallToAction>
    </>
  );
}
