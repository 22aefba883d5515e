import { useQuery } from "@tanstack/react-query";
import CircleHelpIcon from "lucide-react/icons/circle-help";
import MailIcon from "lucide-react/icons/mail";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Link } from "wouter";
import { SupportEmail } from "#web/components/support-email";
import { Card } from "#web/components/ui/card";
import { Container } from "#web/components/ui/container";
import { paths } from "#web/lib/paths";
import { siteConfigQuery } from "#web/lib/site-config";
import { usePageMeta } from "#web/lib/use-page-meta";
import { ContactForm } from "./components/contact-form";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** "Prefer e-mail?" with the support address; left out where the operator set no address. */
function EmailAside() {
  const t = useTranslations("contact.contactPage");
  const { data } = useQuery(siteConfigQuery);
  if (data && !data.contactEmail) return null;
  return (
    <AsideItem icon={<MailIcon aria-hidden="true" className="size-5" />} title={t("emailTitle")}>
      <p>{t("emailLead")}</p>
      <p className="mt-1 text-base">
        <SupportEmail
          className={`${linkClass} text-sm [overflow-wrap:anywhere]`}
          skeletonClassName="block h-5 w-52"
          fallback={<span>{t("emailUnavailable")}</span>}
        />
      </p>
    </AsideItem>
  );
}

function AsideItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 ring-1 ring-brand-100">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 text-sm leading-6 text-slate-600">{children}</div>
      </div>
    </div>
  );
}

export function ContactPage() {
  const t = useTranslations("contact.contactPage");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  return (
    <>
      <header className="border-b border-slate-200 bg-slate-50">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{t("eyebrow")}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl lg:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-600">{t("intro")}</p>
        </Container>
      </header>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <Card className="p-5 sm:p-8">
          <ContactForm />
        </Card>

        <aside aria-label={t("otherWays")} className="space-y-8 lg:pt-2">
          <EmailAside />
          <AsideItem icon={<CircleHelpIcon aria-hidden="true" className="size-5" />} title={t("faqTitle")}>
            <p>
              {t.rich("faq", {
                link: (chunks) => (
                  <Link href={paths.faq} className={linkClass}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </AsideItem>
          <AsideItem icon={<ShieldCheckIcon aria-hidden="true" className="size-5" />} title={t("dataTitle")}>
            <p>
              {t.rich("data", {
                dashboard: (chunks) => (
                  <Link href={paths.dashboard("profile")} className={linkClass}>
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link href={paths.privacyPolicy} className={linkClass}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </AsideItem>
        </aside>
      </Container>
    </>
  );
}
