import BellRingIcon from "lucide-react/icons/bell-ring";
import ChartNoAxesColumnIcon from "lucide-react/icons/chart-no-axes-column";
import EyeIcon from "lucide-react/icons/eye";
import LandmarkIcon from "lucide-react/icons/landmark";
import LockIcon from "lucide-react/icons/lock";
import ScaleIcon from "lucide-react/icons/scale";
import SearchIcon from "lucide-react/icons/search";
import UsersIcon from "lucide-react/icons/users";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { CallToAction } from "./components/call-to-action";
import { DonationButton } from "./components/donation-button";
import { PageHeader } from "./components/page-header";
import { SectionHeading } from "./components/section-heading";

const HOW_WE_WORK = [
  { key: "collect", Icon: UsersIcon },
  { key: "strength", Icon: ChartNoAxesColumnIcon },
  { key: "rules", Icon: BellRingIcon },
  { key: "accountable", Icon: LandmarkIcon },
] as const;

const VALUES = [
  { key: "nonPartisan", Icon: ScaleIcon },
  { key: "transparent", Icon: SearchIcon },
  { key: "private", Icon: LockIcon },
] as const;

function Story() {
  const t = useTranslations("info-pages.aboutPage");
  return (
    <section aria-labelledby="story-title" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id="story-title" eyebrow={t("story.eyebrow")}>
            {t("story.title")}
          </SectionHeading>
          <div className="mt-5 space-y-4 text-lg leading-8 text-slate-700">
            <p>{t("story.calendar")}</p>
            <p>{t("story.arithmetic")}</p>
            <p>{t("story.tool")}</p>
          </div>
        </div>
        <aside
          aria-labelledby="mission-title"
          className="self-start rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
        >
          <h2 id="mission-title" className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
            {t("mission.title")}
          </h2>
          <p className="mt-4 text-xl leading-8 font-semibold text-balance text-brand-950">
            {t("mission.statement")}
          </p>
          <p className="mt-4 leading-7 text-slate-700">{t("mission.text")}</p>
        </aside>
      </Container>
    </section>
  );
}

function HowWeWork() {
  const t = useTranslations("info-pages.aboutPage.howWeWork");
  return (
    <section
      aria-labelledby="about-how-title"
      className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
    >
      <Container>
        <SectionHeading id="about-how-title" eyebrow={t("eyebrow")} className="max-w-2xl">
          {t("title")}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {HOW_WE_WORK.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-900 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`${key}.title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-600">
          {t.rich("more", {
            link: (chunks) => (
              <Link
                href={paths.howItWorks}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </Container>
    </section>
  );
}

function Values() {
  const t = useTranslations("info-pages.aboutPage.values");
  return (
    <section aria-labelledby="values-title" className="pt-16 sm:pt-20">
      <Container>
        <SectionHeading id="values-title" eyebrow={t("eyebrow")} className="max-w-2xl">
          {t("title")}
        </SectionHeading>
        <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-3">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="border-t-2 border-accent-400 pt-6">
              <Icon aria-hidden="true" className="size-6 text-brand-800" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`${key}.title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 flex items-start gap-2 text-sm leading-6 text-slate-600">
          <EyeIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            {t.rich("readMore", {
              privacy: (chunks) => (
                <Link
                  href={paths.privacyPolicy}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {chunks}
                </Link>
              ),
              disclaimer: (chunks) => (
                <Link
                  href={paths.disclaimer}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </p>
      </Container>
    </section>
  );
}

export function AboutPage() {
  const t = useTranslations("info-pages.aboutPage");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <Story />
      <HowWeWork />
      <Values />
      <CallToAction
        id="join-title"
        title={t("callToAction.title")}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link href={paths.pledge}>{t("callToAction.pledge")}</Link>
            </Button>
            <DonationButton variant="outline-inverse" size="lg">
              {t("callToAction.donate")}
            </DonationButton>
          </>
        }
      >
        <p>{t("callToAction.text")}</p>
      </CallToAction>
    </>
  );
}
