import MessageSquareTextIcon from "lucide-react/icons/message-square-text";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
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

const states = (chunks: ReactNode) => (
  <Link href={paths.stateInformation()} className={linkClass}>
    {chunks}
  </Link>
);

/** The questions in order; each id is the answer's anchor (/faq#party-registration). */
function useQuestions(): readonly Question[] {
  const t = useTranslations("info-pages.faqPage.questions");
  return [
    {
      id: "what-is-the-pledge",
      question: t("whatIsThePledge.question"),
      answer: (
        <>
          <p>{t("whatIsThePledge.promise")}</p>
          <p>{t("whatIsThePledge.signal")}</p>
        </>
      ),
    },
    {
      id: "party-registration",
      question: t("partyRegistration.question"),
      answer: (
        <>
          <p>{t("partyRegistration.states")}</p>
          <p>{t.rich("partyRegistration.willingness", { states })}</p>
        </>
      ),
    },
    {
      id: "why-a-republican-primary",
      question: t("whyRepublicanPrimary.question"),
      answer: (
        <>
          <p>{t("whyRepublicanPrimary.pressure")}</p>
          <p>{t("whyRepublicanPrimary.safeSeats")}</p>
        </>
      ),
    },
    {
      id: "how-legislators-learn",
      question: t("howLegislatorsLearn.question"),
      answer: <p>{t("howLegislatorsLearn.answer")}</p>,
    },
    {
      id: "data-privacy",
      question: t("dataPrivacy.question"),
      answer: (
        <p>
          {t.rich("dataPrivacy.answer", {
            privacy: (chunks) => (
              <Link href={paths.privacyPolicy} className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ),
    },
    {
      id: "conditional-pledge",
      question: t("conditionalPledge.question"),
      answer: <p>{t("conditionalPledge.answer")}</p>,
    },
    {
      id: "primary-dates",
      question: t("primaryDates.question"),
      answer: <p>{t.rich("primaryDates.answer", { states })}</p>,
    },
    {
      id: "multiple-legislators",
      question: t("multipleLegislators.question"),
      answer: <p>{t("multipleLegislators.answer")}</p>,
    },
  ];
}

export function FaqPage() {
  const t = useTranslations("info-pages.faqPage");
  const questions = useQuestions();
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} narrow title={t("title")} lead={t("lead")} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          {/* The questions are <h3>s (the accordion's triggers); this keeps the outline in order. */}
          <h2 className="sr-only">{t("questionsAndAnswers")}</h2>
          <Accordion type="multiple" className="border-t border-slate-200">
            {questions.map(({ id, question, answer }) => (
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
                  {t("moreQuestions.title")}
                </h2>
                <p className="mt-1 leading-7 text-slate-600">{t("moreQuestions.text")}</p>
              </div>
            </div>
            <Button asChild variant="primary" size="lg">
              <Link href={paths.contact}>{t("moreQuestions.contact")}</Link>
            </Button>
          </section>
        </div>
      </Container>
    </>
  );
}
