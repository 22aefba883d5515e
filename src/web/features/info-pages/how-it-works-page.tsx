import BellRingIcon from "lucide-react/icons/bell-ring";
import GavelIcon from "lucide-react/icons/gavel";
import HandshakeIcon from "lucide-react/icons/handshake";
import LockIcon from "lucide-react/icons/lock";
import MapPinIcon from "lucide-react/icons/map-pin";
import MegaphoneIcon from "lucide-react/icons/megaphone";
import ScaleIcon from "lucide-react/icons/scale";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { CallToAction } from "./components/call-to-action";
import { PageHeader } from "./components/page-header";
import { SectionHeading } from "./components/section-heading";

const STEPS = [
  { key: "address", Icon: MapPinIcon },
  { key: "pledge", Icon: HandshakeIcon },
  { key: "informed", Icon: BellRingIcon },
  { key: "amplify", Icon: MegaphoneIcon },
] as const;

function ProblemAndSolution() {
  const t = useTranslations("info-pages.howItWorksPage");
  return (
    <section aria-label={t("problemAndSolution")} className="py-16 sm:py-20">
      <Container className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        <article
          aria-labelledby="problem-title"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-200">
            <ScaleIcon aria-hidden="true" className="size-5" />
          </span>
          <SectionHeading id="problem-title" className="mt-5">
            {t("problem.title")}
          </SectionHeading>
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            <p>{t("problem.rulings")}</p>
            <p>{t("problem.hardVotes")}</p>
            <p>{t("problem.safeSeats")}</p>
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
            {t("solution.title")}
          </SectionHeading>
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            <p>{t("solution.pledge")}</p>
            <p>{t("solution.counts")}</p>
            <p>{t("solution.conditional")}</p>
          </div>
        </article>
      </Container>
    </section>
  );
}

function Steps() {
  const t = useTranslations("info-pages.howItWorksPage");
  return (
    <section aria-labelledby="steps-title" className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="steps-title" eyebrow={t("steps.eyebrow")} className="max-w-2xl">
          {t("steps.title")}
        </SectionHeading>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{t("steps.lead")}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-900 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-4xl font-bold text-slate-200 tabular-nums" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">{t("steps.stepNumber", { number: index + 1 })}</span>
                {t(`steps.${key}.title`)}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>

        <div className="mt-10 flex gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950 sm:p-6">
          <LockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div className="leading-7">
            <p className="font-semibold">{t("privacy.title")}</p>
            <p className="mt-1 text-emerald-900">
              {t.rich("privacy.text", {
                link: (chunks) => (
                  <Link
                    href={paths.privacyPolicy}
                    className="font-semibold underline underline-offset-2 hover:text-emerald-700"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}

export function HowItWorksPage() {
  const t = useTranslations("info-pages.howItWorksPage");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <ProblemAndSolution />
      <Steps />
      <CallToAction
        id="start-title"
        title={t("callToAction.title")}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link href={paths.pledge}>{t("callToAction.start")}</Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link href={paths.faq}>{t("callToAction.faq")}</Link>
            </Button>
          </>
        }
      >
        <p>{t("callToAction.text")}</p>
      </CallToAction>
    </>
  );
}
