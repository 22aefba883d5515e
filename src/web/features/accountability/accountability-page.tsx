import LandmarkIcon from "lucide-react/icons/landmark";
import ScaleIcon from "lucide-react/icons/scale";
import UsersIcon from "lucide-react/icons/users";
import { Link } from "wouter";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#web/components/ui/accordion";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import {
  DischargePetitionContent,
  ImpeachableOffensesContent,
  StrategicActionContent,
} from "./components/tab-content";

const SUMMARY = [
  {
    Icon: LandmarkIcon,
    figure: "218",
    title: "signatures force a House vote",
    text: "A discharge petition signed by a majority of the whole House brings a measure to the floor, whatever the leadership wants.",
  },
  {
    Icon: UsersIcon,
    figure: "3",
    title: "members can decide",
    text: "On January 3, 2025, the 119th Congress opened with 219 Republicans, 215 Democrats and one vacant seat in the House. Joined by a united minority, 3 members of the majority made 218.",
  },
  {
    Icon: ScaleIcon,
    figure: "67",
    title: "senators to convict",
    text: "Removal needs two-thirds of the senators present: 67 when all 100 vote. The House only needs a simple majority to impeach.",
  },
];

const TABS = [
  { value: "discharge", label: "Discharge Petition", Content: DischargePetitionContent },
  { value: "offenses", label: "Impeachable Offenses", Content: ImpeachableOffensesContent },
  { value: "strategy", label: "Strategic Action", Content: StrategicActionContent },
];

const FAQ = [
  {
    question: "Is Pledge Watch partisan?",
    answer:
      "No. We are non-partisan and not affiliated with any party, candidate or campaign, and we do not endorse anyone. The pledge is about one thing: that a president of any party must obey the Supreme Court, and that members of Congress who act on it should not lose their seats for it.",
  },
  {
    question: "What exactly am I promising?",
    answer:
      "To vote for your senator or representative in their next primary if, and only if, they act to impeach or convict a president who defies the Supreme Court. If they do not act, the pledge asks nothing of you. In states whose Republican primary is closed to members of other parties (closed and semi-closed primaries) you may need to change your party registration to keep it; each state's page explains the rules.",
  },
  {
    question: "Does impeachment remove a president from office?",
    answer:
      "Not by itself. The House impeaches, by a simple majority: a formal accusation. The Senate then holds a trial, and only a two-thirds vote of the senators present, 67 when all 100 vote, convicts and removes the president.",
  },
  {
    question: "Can a discharge petition really force a vote?",
    answer:
      "Yes, if a majority signs it. Once 218 members have signed (fewer while seats are vacant) and the petition has waited seven legislative days, any signer can call it up and the Speaker must schedule it within two legislative days. In practice, a petition close to 218 often pushes the leadership to hold a vote on its own terms.",
  },
  {
    question: "Will my legislators see my name?",
    answer:
      "No. Legislators are told only how many voters have pledged to them, never who. We never share your personal information with third parties.",
  },
];

function Hero() {
  return (
    <section
      aria-labelledby="accountability-title"
      className="relative overflow-hidden bg-brand-900 text-white [--focus-ring:var(--color-accent-300)]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_25rem_at_90%_-20%,rgba(90,130,199,0.35),transparent)]"
      />
      <Container className="relative py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">Accountability</p>
        <h1
          id="accountability-title"
          className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl xl:text-5xl"
        >
          How Congress can answer a president who defies the Supreme Court
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-100">
          The Constitution gives Congress the power to impeach and remove a president. In a closely divided
          Congress, whether it uses that power comes down to a few members, and to whether they believe their
          primary voters will stand by them.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link href={paths.pledge}>Make Your Pledge</Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <a href="#how-it-works-title">Understand the process</a>
          </Button>
        </div>
        <p className="mt-8 max-w-3xl text-sm leading-6 text-brand-100">
          Pledge Watch is non-partisan and not affiliated with any party or candidate. The pledge is
          conditional: it counts only if your legislator acts.
        </p>
      </Container>
    </section>
  );
}

export function AccountabilityPage() {
  usePageMeta({
    title: "Accountability",
    description:
      "How a discharge petition works, what the Constitution says about impeachment and removal, and why a few members of Congress, and their primary voters, can decide.",
  });
  return (
    <>
      <Hero />

      <section aria-labelledby="summary-title" className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-12">
          <h2 id="summary-title" className="sr-only">
            The numbers that matter
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {SUMMARY.map(({ Icon, figure, title, text }) => (
              <li key={figure} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <p className="flex items-baseline gap-2">
                    <span className="text-4xl font-bold tracking-tight text-brand-900">{figure}</span>
                    <span className="font-semibold text-slate-900">{title}</span>
                  </p>
                </div>
                <p className="mt-3 leading-7 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>

          <Alert variant="warning" className="mt-8">
            <AlertTitle>Why This Matters Now</AlertTitle>
            <AlertDescription>
              <p className="text-base leading-7">
                A court ruling is only as strong as the willingness of officials to obey it. If a president
                refuses to comply with a final decision of the Supreme Court, the courts cannot enforce it on
                their own: the Constitution leaves that check to Congress. In a closely divided Congress, a
                few members of the president's party would decide whether it acts, and many of them fear their
                next primary more than anything else. Pledges from voters who will show up for them in that
                primary can change that calculation.
              </p>
            </AlertDescription>
          </Alert>
        </Container>
      </section>

      <section aria-labelledby="how-it-works-title" className="py-14 sm:py-16">
        <Container>
          <div className="mx-auto max-w-4xl">
            <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-brand-950">
              Understanding the process
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">
              Three things are worth knowing: how the House can force a vote, what the Constitution allows,
              and why primary voters hold the key.
            </p>
            <Tabs defaultValue={TABS[0]!.value} className="mt-8">
              <TabsList aria-label="Topics" className="max-sm:w-full">
                {TABS.map((tab) => (
                  <TabsTrigger
                    key={tab.value}
                    value={tab.value}
                    className="max-sm:min-h-12 max-sm:flex-1 max-sm:basis-0 max-sm:px-2! max-sm:text-center max-sm:leading-tight max-sm:whitespace-normal!"
                  >
                    {tab.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {TABS.map(({ value, Content }) => (
                <TabsContent
                  key={value}
                  value={value}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
                >
                  <Content />
                </TabsContent>
              ))}
            </Tabs>
          </div>
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="border-t border-slate-200 bg-slate-50 py-14 sm:py-16">
        <Container>
          <div className="mx-auto max-w-4xl">
            <h2 id="faq-title" className="text-3xl font-bold tracking-tight text-brand-950">
              Frequently asked questions
            </h2>
            <Accordion
              type="single"
              collapsible
              className="mt-6 rounded-xl border border-slate-200 bg-white px-5 sm:px-6"
            >
              {FAQ.map((item, index) => (
                <AccordionItem key={item.question} value={`faq-${index}`} className="last:border-b-0">
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent>{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </div>
        </Container>
      </section>

      <section
        aria-labelledby="cta-title"
        className="bg-brand-900 py-14 text-white [--focus-ring:var(--color-accent-300)]"
      >
        <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Give your legislators a reason to act
            </h2>
            <p className="mt-3 text-lg leading-8 text-brand-100">
              Pledge your primary vote, on one condition: that they act to impeach or convict a president who
              defies the Supreme Court.
            </p>
          </div>
          <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
            <Link href={paths.pledge}>Make Your Pledge</Link>
          </Button>
        </Container>
      </section>
    </>
  );
}
