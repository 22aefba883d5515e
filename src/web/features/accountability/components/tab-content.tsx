import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { paths } from "#web/lib/paths";

/*
 * The three tabs' text. Written for this site, checked against the Constitution (Art. I §2 cl. 5,
 * Art. I §3 cl. 6–7, Art. II §1 cl. 8, Art. II §3, Art. II §4) and House Rule XV clause 2 as it
 * stands since the 116th Congress. Figures: 218 is a majority of a full 435-seat House; 219–215
 * with one seat vacant (Florida's 1st) is the House when the 119th Congress opened on January 3,
 * 2025, a dated fact and not today's split; 67 is two-thirds of a full
 * Senate; 53–47 is the Senate at the start of the 119th Congress.
 */

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h4 className="text-lg font-semibold text-slate-900">{title}</h4>
      <div className="mt-3 space-y-4 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

function Steps({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-slate-900">{step.title}</p>
            <p className="mt-1">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Quote({ children, source }: { children: ReactNode; source: string }) {
  return (
    <figure className="border-l-4 border-accent-400 bg-accent-50 px-5 py-4">
      <blockquote className="text-slate-800 italic">{children}</blockquote>
      <figcaption className="mt-2 text-sm font-medium text-slate-600">{source}</figcaption>
    </figure>
  );
}

/** The discharge petition's steps, each with its message in the catalogues' `discharge.steps`. */
const DISCHARGE_STEPS = ["stalls", "sign", "signatures", "vote"] as const;

const strong = (chunks: ReactNode) => <strong className="font-semibold text-slate-900">{chunks}</strong>;
const cite = (chunks: ReactNode) => <cite>{chunks}</cite>;

export function DischargePetitionContent() {
  const t = useTranslations("accountability.discharge");
  return (
    <>
      <h3 className="text-2xl font-bold tracking-tight text-brand-950">{t("title")}</h3>
      <p className="mt-3 text-lg leading-8 text-slate-600">{t("intro")}</p>
      <div className="mt-8">
        <Section title={t("stepsTitle")}>
          <Steps
            steps={DISCHARGE_STEPS.map((step) => ({
              title: t(`steps.${step}.title`),
              text: t(`steps.${step}.text`),
            }))}
          />
        </Section>
        <Section title={t("impeachmentTitle")}>
          <p>{t("impeachmentPrivilege")}</p>
          <p>{t("impeachmentThreat")}</p>
        </Section>
        <Section title={t("signaturesTitle")}>
          <p>{t("signaturesText")}</p>
        </Section>
      </div>
    </>
  );
}

export function ImpeachableOffensesContent() {
  const t = useTranslations("accountability.offenses");
  return (
    <>
      <h3 className="text-2xl font-bold tracking-tight text-brand-950">{t("title")}</h3>
      <p className="mt-3 text-lg leading-8 text-slate-600">{t("intro")}</p>
      <div className="mt-8">
        <Section title={t("groundsTitle")}>
          <Quote source={t("groundsSource")}>{t("groundsQuote")}</Quote>
          <p>{t("highCrimes")}</p>
        </Section>
        <Section title={t("chambersTitle")}>
          <ul className="list-disc space-y-3 pl-5">
            <li>{t.rich("houseImpeaches", { strong })}</li>
            <li>{t.rich("senateTries", { strong })}</li>
            <li>{t.rich("convictionRemoves", { strong })}</li>
          </ul>
        </Section>
        <Section title={t("defianceTitle")}>
          <p>{t.rich("defianceOath", { cite })}</p>
          <p>{t("defianceAbuse")}</p>
          <p>{t.rich("defiancePrecedent", { cite })}</p>
        </Section>
      </div>
    </>
  );
}

export function StrategicActionContent() {
  const t = useTranslations("accountability.strategy");
  const link = (href: string) => (chunks: ReactNode) => (
    <Link href={href} className={linkClass}>
      {chunks}
    </Link>
  );
  // The bold figures here keep the paragraph's colour.
  const figure = (chunks: ReactNode) => <strong className="font-semibold">{chunks}</strong>;
  return (
    <>
      <h3 className="text-2xl font-bold tracking-tight text-brand-950">{t("title")}</h3>
      <p className="mt-3 text-lg leading-8 text-slate-600">{t("intro")}</p>
      <div className="mt-8">
        <Section title={t("arithmeticTitle")}>
          <p>{t.rich("arithmeticHouse", { strong: figure })}</p>
          <p>{t("arithmeticSenate")}</p>
        </Section>
        <Section title={t("primariesTitle")}>
          <p>{t("primariesSafeSeats")}</p>
          <p>{t.rich("primariesPledge", { link: link(paths.stateInformation()) })}</p>
          <p>{t("primariesParty")}</p>
        </Section>
        <Section title={t("actTitle")}>
          <ol className="list-decimal space-y-2 pl-5">
            <li>{t.rich("actPledge", { link: link(paths.pledge) })}</li>
            <li>{t.rich("actPersuadables", { link: link(paths.persuadableRepublicans) })}</li>
            <li>{t.rich("actStateRules", { link: link(paths.stateInformation()) })}</li>
            <li>{t("actTell")}</li>
          </ol>
        </Section>
      </div>
    </>
  );
}
