import BellRingIcon from "lucide-react/icons/bell-ring";
import HandshakeIcon from "lucide-react/icons/handshake";
import MapPinIcon from "lucide-react/icons/map-pin";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";

const STEPS = [
  { Icon: MapPinIcon, key: "find" },
  { Icon: HandshakeIcon, key: "pledge" },
  { Icon: BellRingIcon, key: "informed" },
] as const;

export function HowItWorksSteps() {
  const t = useTranslations("home");
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-brand-950">
            {t("howItWorks.title")}
          </h2>
          <p className="mt-3 text-lg leading-8 text-slate-600">{t("howItWorks.intro")}</p>
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ Icon, key }, index) => (
            <li key={key} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-900 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-slate-500">
                  {t("howItWorks.stepNumber", { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {key === "pledge" ? t("makeYourPledge") : t(`howItWorks.${key}.title`)}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`howItWorks.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10">
          <Button asChild variant="primary" size="lg" className="w-full sm:w-auto">
            <Link href={paths.pledge}>{t("howItWorks.start")}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
