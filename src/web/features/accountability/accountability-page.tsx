import LandmarkIcon from "lucide-react/icons/landmark";
import ScaleIcon from "lucide-react/icons/scale";
import UsersIcon from "lucide-react/icons/users";
import { useTranslations } from "use-intl";
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

/** The three figures, each with its message in the catalogues' `summary`. */
const SUMMARY = [
  { Icon: LandmarkIcon, figure: "218", key: "signatures" },
  { Icon: UsersIcon, figure: "3", key: "members" },
  { Icon: ScaleIcon, figure: "67", key: "senators" },
] as const;

const TABS = [
  { value: "discharge", Content: DischargePetitionContent },
  { value: "offenses", Content: ImpeachableOffensesContent },
  { value: "strategy", Content: StrategicActionContent },
] as const;

/** The questions, each with its message in the catalogues' `faq`. */
const FAQ = ["partisan", "promise", "removal", "forceVote", "names"] as const;

function Hero() {
  const t = useTranslations("accountability.hero");
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
        <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{t("eyebrow")}</p>
        <h1
          id="accountability-title"
          className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl xl:text-5xl"
        >
          {t("title")}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-100">{t("intro")}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link href={paths.pledge}>{t("pledge")}</Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <a href="#how-it-works-title">{t("understand")}</a>
          </Button>
        </div>
        <p className="mt-8 max-w-3xl text-sm leading-6 text-brand-100">{t("note")}</p>
      </Container>
    </section>
  );
}

export function AccountabilityPage() {
  const t = useTranslations("accountability");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <>
      <Hero />

      <section aria-labelledby="summary-title" className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-12">
          <h2 id="summary-title" className="sr-only">
            {t("summary.title")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {SUMMARY.map(({ Icon, figure, key }) => (
              <li key={figure} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <p className="flex items-baseline gap-2">
                    <span className="text-4xl font-bold tracking-tight text-brand-900">{figure}</span>
                    <span className="font-semibold text-slate-900">{t(`summary.${key}.title`)}</span>
                  </p>
                </div>
                <p className="mt-3 leading-7 text-slate-600">{t(`summary.${key}.text`)}</p>
              </li>
            ))}
          </ul>

          <Alert variant="warning" className="mt-8">
            <AlertTitle>{t("whyNow.title")}</AlertTitle>
            <AlertDescription>
              <p className="text-base leading-7">{t("whyNow.text")}</p>
            </AlertDescription>
          </Alert>
        </Container>
      </section>

      <section aria-labelledby="how-it-works-title" className="py-14 sm:py-16">
        <Container>
          <div className="mx-auto max-w-4xl">
            <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-brand-950">
              {t("process.title")}
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">{t("process.intro")}</p>
            <Tabs defaultValue={TABS[0]!.value} className="mt-8">
              <TabsList aria-label={t("process.tabsLabel")} className="max-sm:w-full">
                {TABS.map((tab) => (
                  <TabsTrigger
                    key={tab.value}
                    value={tab.value}
                    className="max-sm:min-h-12 max-sm:flex-1 max-sm:basis-0 max-sm:px-2! max-sm:text-center max-sm:leading-tight max-sm:whitespace-normal!"
                  >
                    {t(`process.tabs.${tab.value}`)}
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
              {t("faq.title")}
            </h2>
            <Accordion
              type="single"
              collapsible
              className="mt-6 rounded-xl border border-slate-200 bg-white px-5 sm:px-6"
            >
              {FAQ.map((item, index) => (
                <AccordionItem key={item} value={`faq-${index}`} className="last:border-b-0">
                  <AccordionTrigger>{t(`faq.${item}.question`)}</AccordionTrigger>
                  <AccordionContent>{t(`faq.${item}.answer`)}</AccordionContent>
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
              {t("cta.title")}
            </h2>
            <p className="mt-3 text-lg leading-8 text-brand-100">{t("cta.text")}</p>
          </div>
          <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
            <Link href={paths.pledge}>{t("cta.button")}</Link>
          </Button>
        </Container>
      </section>
    </>
  );
}
