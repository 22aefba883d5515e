import MessageSquareTextIcon from "lucide-react/icons/message-square-text";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#web/components/ui/accordion";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { PageHeader } from "./components/page-header";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

const QUESTIONS: readonly Question[] = [
  {
    id: "what-is-the-pledge",
    question: "What is the pledge?",
    answer: (
      <>
        <p>
          It is a promise about your primary vote. If your senator or representative votes to impeach or
          convict a president who defies the Supreme Court, you will vote for them in their next primary
          election.
        </p>
        <p>
          It is a public signal of support, made by you as a voter. It is not a contract, a donation or an
          endorsement of anything else the legislator does.
        </p>
      </>
    ),
  },
  {
    id: "party-registration",
    question: "Do I have to change my party registration?",
    answer: (
      <>
        <p>
          Only if your state requires it. In a closed primary, only voters registered with a party may vote in
          that party's primary. In an open primary, any registered voter can ask for either party's ballot.
          Many states sit somewhere in between.
        </p>
        <p>
          The pledge includes a willingness to change your registration if that is what it takes to vote in
          your legislator's primary. Each{" "}
          <Link href={paths.stateInformation()} className={linkClass}>
            state page
          </Link>{" "}
          says who must change their registration to vote in the Republican primary (registered Republicans,
          unaffiliated voters, members of another party) and gives the registration deadline, so you can act
          in time.
        </p>
      </>
    ),
  },
  {
    id: "why-a-republican-primary",
    question: "Why would I vote in a Republican primary?",
    answer: (
      <>
        <p>
          Because that is where the pressure falls. Impeachment and conviction depend on members of the
          president's own party, and they are the ones who risk a primary challenge for crossing the
          president. With a Republican president, those members are Republicans.
        </p>
        <p>
          Many of their seats are safe for one party, so the primary is the election that decides who
          represents you. Voting in it is the most direct way to reward a legislator who upholds the Court. It
          does not bind you in the general election, where you remain free to vote for anyone.
        </p>
      </>
    ),
  },
  {
    id: "how-legislators-learn",
    question: "How will legislators find out about my pledge?",
    answer: (
      <p>
        Each legislator's page shows how many voters have pledged to them, and we bring those totals to the
        attention of their offices. Legislators only ever learn aggregate counts: how many people pledged,
        never your name, address or e-mail address.
      </p>
    ),
  },
  {
    id: "data-privacy",
    question: "What do you do with my personal information?",
    answer: (
      <p>
        We use the ZIP code of your address to find your legislators and your state's election rules, and your
        e-mail address to run your account. We never sell or share your personal information with third
        parties, and we set no tracking or advertising cookies. The{" "}
        <Link href={paths.privacyPolicy} className={linkClass}>
          privacy policy
        </Link>{" "}
        has the details. You can withdraw a pledge or delete your account yourself, from your dashboard.
      </p>
    ),
  },
  {
    id: "conditional-pledge",
    question: "What if my legislator does not act?",
    answer: (
      <p>
        Then the pledge does not apply. It is conditional on your legislator voting to impeach or convict a
        president who defies the Supreme Court. If they do not, you are free to vote however you choose in the
        primary, including for a challenger.
      </p>
    ),
  },
  {
    id: "primary-dates",
    question: "When are the primaries?",
    answer: (
      <p>
        Each state sets its own primary date, and the dates change from one election to the next. Our{" "}
        <Link href={paths.stateInformation()} className={linkClass}>
          state information pages
        </Link>{" "}
        list every state's next primary and its registration deadline. Where a state has not announced its
        date yet, we show only the year of its next regular primary, marked as expected, and update it once
        the date is official. E-mail reminders are planned but not sent yet, so check back as the year
        approaches.
      </p>
    ),
  },
  {
    id: "multiple-legislators",
    question: "Can I pledge to more than one legislator?",
    answer: (
      <p>
        Yes. Most voters are represented by two senators and one representative, and you can pledge to any or
        all of them in the same visit. Each pledge is counted separately, on each legislator's page.
      </p>
    ),
  },
];

export function FaqPage() {
  usePageMeta({
    title: "FAQ",
    description:
      "Answers about the conditional primary pledge: party registration, primary dates, what legislators see and how your data is handled.",
  });
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        narrow
        title="Frequently asked questions"
        lead="What the pledge asks of you, what it does not, and what happens to your information."
      />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          {/* The questions are <h3>s (the accordion's triggers); this keeps the outline in order. */}
          <h2 className="sr-only">Questions and answers</h2>
          <Accordion type="multiple" className="border-t border-slate-200">
            {QUESTIONS.map(({ id, question, answer }) => (
              <AccordionItem key={id} value={id} id={id}>
                <AccordionTrigger className="text-lg">{question}</AccordionTrigger>
                <AccordionContent className="max-w-prose space-y-4">{answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>

          <section
            aria-labelledby="more-questions-title"
            className="mt-12 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div className="flex gap-4">
              <MessageSquareTextIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
              <div>
                <h2 id="more-questions-title" className="text-lg font-semibold text-slate-900">
                  Still have a question?
                </h2>
                <p className="mt-1 leading-7 text-slate-600">
                  Write to us and we will answer as soon as we can.
                </p>
              </div>
            </div>
            <Button asChild variant="primary" size="lg">
              <Link href={paths.contact}>Contact us</Link>
            </Button>
          </section>
        </div>
      </Container>
    </>
  );
}
