import HeartHandshakeIcon from "lucide-react/icons/heart-handshake";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { usePageMeta } from "#web/lib/use-page-meta";

const NEXT_STEPS = [
  { key: "pledge", href: paths.pledge },
  { key: "primary", href: paths.stateInformation() },
  { key: "contact", href: paths.legislators },
] as const;

/** Where the donation page sends a donor back to. */
export function ThankYouDonationPage() {
  const t = useTranslations("info-pages.thankYouDonationPage");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <HeartHandshakeIcon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
          {t("title")}
        </h1>
        <p className="mt-5 text-lg leading-8 text-pretty text-slate-600">{t("lead")}</p>
        <p className="mt-3 leading-7 text-slate-600">
          {t.rich("receipt", {
            link: (chunks) => (
              <Link
                href={paths.contact}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="primary" size="lg">
            <Link href={paths.home}>{t("home")}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={paths.dashboard()}>{t("dashboard")}</Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="next-title" className="mx-auto mt-16 max-w-4xl">
        <h2 id="next-title" className="text-center text-xl font-semibold text-slate-900">
          {t("nextSteps.title")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {NEXT_STEPS.map((step) => (
            <li key={step.key}>
              <Link
                href={step.href}
                className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-900">{t(`nextSteps.${step.key}.title`)}</span>
                <span className="mt-2 block text-sm leading-6 text-slate-600">
                  {t(`nextSteps.${step.key}.text`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
